import { act } from '@testing-library/react';
import type { MessageCalls } from '../../src/actors/messages';

/**
 * The calls for the messages to people (issue 35), held as the inbox's are (fakeInboxCalls.ts):
 * each waits until the test settles it, so a path test decides every answer and sees the moment
 * before it.
 */
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; args: unknown[] };
type Name = keyof MessageCalls;

export interface HeldMessageCalls {
  calls: MessageCalls;
  pending: Map<Name, Pending[]>;
  made: Map<Name, unknown[][]>;
  resolve(name: Name, value?: unknown): Promise<void>;
  reject(name: Name, error: unknown): Promise<void>;
}

const names: Name[] = ['leadMessages', 'referral', 'followUp', 'channels', 'testChannel'];

export function heldMessageCalls(): HeldMessageCalls {
  const pending = new Map<Name, Pending[]>(names.map((n) => [n, []]));
  const made = new Map<Name, unknown[][]>(names.map((n) => [n, []]));
  const calls = Object.fromEntries(
    names.map((n) => [n, (...args: unknown[]) => new Promise((resolve, reject) => (made.get(n)!.push(args), pending.get(n)!.push({ resolve, reject, args })))]),
  ) as unknown as MessageCalls;
  const settle = (name: Name, how: 'resolve' | 'reject', value: unknown) =>
    act(async () => {
      const next = pending.get(name)!.shift();
      if (!next) throw new Error(`No pending ${name} call to ${how}`);
      next[how](value);
      // Promise turns, not a timer: a path on a fake clock settles its answers too.
      for (let i = 0; i < 20; i++) await Promise.resolve();
    });
  return { calls, pending, made, resolve: (name, value) => settle(name, 'resolve', value), reject: (name, error) => settle(name, 'reject', error) };
}
