import type { InboxCalls } from '../../src/actors/inbox';
import { heldCallsOf, type Held } from './heldCalls';
import type { InboxPage, InboxRecord } from '../../src/domain/inbox';

/**
 * The inbox's calls, held: each call waits until the test settles it (`resolve` / `reject` the
 * oldest pending call of that name), so a path test decides every server answer and sees the
 * moment before it.
 */
export type HeldCalls = Held<InboxCalls>;

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
  'isBookingOn',
  'bookMeeting',
  'meetingBlocks',
  'addMeetingBlock',
  'removeMeetingBlock',
  'sessions',
  'endSession',
];

export const heldCalls = (): HeldCalls => heldCallsOf<InboxCalls>(names);

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
