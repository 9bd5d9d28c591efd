import { act } from '@testing-library/react';

/**
 * A view's calls, held: each waits until the test settles it (`resolve` / `reject` the oldest
 * pending call of that name), so a path test decides every server answer and sees the moment
 * before it. `turns: 'promises'` settles by promise turns instead of a timer, for paths on a fake
 * clock (where a timer of 0 never fires).
 */
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; args: unknown[] };

export interface Held<T> {
  calls: T;
  pending: Map<keyof T, Pending[]>;
  /** The arguments of every call made, by name, in order. */
  made: Map<keyof T, unknown[][]>;
  resolve(name: keyof T, value?: unknown): Promise<void>;
  reject(name: keyof T, error: unknown): Promise<void>;
}

export function heldCallsOf<T>(names: readonly (keyof T)[], { turns = 'timer' }: { turns?: 'timer' | 'promises' } = {}): Held<T> {
  const pending = new Map<keyof T, Pending[]>(names.map((n) => [n, []]));
  const made = new Map<keyof T, unknown[][]>(names.map((n) => [n, []]));
  const calls = Object.fromEntries(
    names.map((n) => [n, (...args: unknown[]) => new Promise((resolve, reject) => (made.get(n)!.push(args), pending.get(n)!.push({ resolve, reject, args })))]),
  ) as unknown as T;
  const settle = (name: keyof T, how: 'resolve' | 'reject', value: unknown) =>
    act(async () => {
      const next = pending.get(name)!.shift();
      if (!next) throw new Error(`No pending ${String(name)} call to ${how}`);
      next[how](value);
      if (turns === 'timer') await new Promise((r) => setTimeout(r, 0));
      else for (let i = 0; i < 20; i++) await Promise.resolve();
    });
  return { calls, pending, made, resolve: (name, value) => settle(name, 'resolve', value), reject: (name, error) => settle(name, 'reject', error) };
}
