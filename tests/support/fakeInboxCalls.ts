import { act } from '@testing-library/react';
import type { InboxCalls } from '../../src/actors/inbox';
import type { InboxPage, InboxRecord } from '../../src/domain/inbox';

/**
 * The inbox's calls, held: each call waits until the test settles it (`resolve` / `reject` the
 * oldest pending call of that name), so a path test decides every server answer and sees the
 * moment before it.
 */
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; args: unknown[] };

export interface HeldCalls {
  calls: InboxCalls;
  pending: Map<keyof InboxCalls, Pending[]>;
  resolve(name: keyof InboxCalls, value?: unknown): Promise<void>;
  reject(name: keyof InboxCalls, error: unknown): Promise<void>;
  /** The arguments of every call made, by name, in order. */
  made: Map<keyof InboxCalls, unknown[][]>;
}

const names: (keyof InboxCalls)[] = [
  'checkSession',
  'signIn',
  'signOut',
  'loadPage',
  'getRecord',
  'applyChange',
  'markOpened',
  'deleteRecord',
  'audit',
  'findPerson',
  'erasePerson',
  'failedAlerts',
  'retryAlert',
  'meetings',
  'recordMeetingOutcome',
  'bookMeeting',
  'meetingBlocks',
  'addMeetingBlock',
  'removeMeetingBlock',
  'sessions',
  'endSession',
];

export function heldCalls(): HeldCalls {
  const pending = new Map<keyof InboxCalls, Pending[]>(names.map((n) => [n, []]));
  const made = new Map<keyof InboxCalls, unknown[][]>(names.map((n) => [n, []]));
  const calls = Object.fromEntries(
    names.map((n) => [n, (...args: unknown[]) => new Promise((resolve, reject) => (made.get(n)!.push(args), pending.get(n)!.push({ resolve, reject, args })))]),
  ) as unknown as InboxCalls;
  const settle = (name: keyof InboxCalls, how: 'resolve' | 'reject', value: unknown) =>
    act(async () => {
      const next = pending.get(name)!.shift();
      if (!next) throw new Error(`No pending ${name} call to ${how}`);
      next[how](value);
      await new Promise((r) => setTimeout(r, 0));
    });
  return { calls, pending, made, resolve: (name, value) => settle(name, 'resolve', value), reject: (name, error) => settle(name, 'reject', error) };
}

export function sampleRecord(n: number, extra: Partial<InboxRecord> = {}): InboxRecord {
  const at = new Date(Date.UTC(2026, 10, 23, 9, n)).toISOString();
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Person ${n}`,
    pipelineStatus: 'new',
    email: `person${n}@example.com`,
    createdAt: at,
    updatedAt: at,
    sent: n % 2 === 0,
    lastContactAt: null,
    submittedAt: null,
    openedAt: null,
    spam: false,
    ...extra,
  };
}

export const samplePage = (older: string | null, newer: string | null, records = [sampleRecord(1), sampleRecord(2)]): InboxPage => ({
  records,
  total: records.length + (older ? 25 : 0) + (newer ? 25 : 0),
  statusCounts: { new: records.length + (older ? 25 : 0) + (newer ? 25 : 0) - 1, contacted: 1 },
  older,
  newer,
});
