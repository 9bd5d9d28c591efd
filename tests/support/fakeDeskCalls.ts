import { heldCallsOf, type Held } from './heldCalls';
import type { DeskCalls } from '../../src/actors/desk';
import type { LeadDesk, TimelineEntry } from '../../src/domain/desk';
import type { Overview } from '../../src/domain/overview';
import { pipelineStatuses } from '../../src/domain/overview';
import type { OwnerReward } from '../../src/domain/ownerRewards';
import { resourceNames } from '../../src/domain/resources';

/**
 * The desk's calls, held: each waits until the test settles it (`resolve` / `reject` the oldest
 * pending call of that name), so a path test decides every server answer and sees the moment before it.
 */
export type HeldDeskCalls = Held<DeskCalls>;

const names: (keyof DeskCalls)[] = ['leadDesk', 'addNote', 'reply', 'assign', 'responseTimes', 'overview', 'rewards', 'payReward', 'unpayReward'];

export const heldDeskCalls = (): HeldDeskCalls => heldCallsOf<DeskCalls>(names);

/** An overview of twelve weeks, week i with i sent leads, one draft every other week and spam in the last. */
export function sampleOverview(extra = 0): Overview {
  const weeks = Array.from({ length: 12 }, (_, i) => ({
    start: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
    sent: i + extra,
    drafts: i % 2,
    spam: i === 11 ? 2 : 0,
  }));
  return {
    timeZone: 'Europe/Oslo',
    weeks,
    pipeline: resourceNames.flatMap((resource, r) => pipelineStatuses[resource].map((status, s) => ({ resource, status, count: r * 10 + s + extra }))),
    sources: [
      { campaign: 'spring', referrer: null, count: 3 },
      { campaign: null, referrer: 'https://blog.example', count: 2 },
    ],
  };
}

export function sampleReward(n: number, extra: Partial<OwnerReward> = {}): OwnerReward {
  return {
    referralId: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'oneCookie',
    dueOn: '2026-11-01',
    state: 'due',
    paidAt: null,
    paidBy: null,
    amountEur: 30,
    subscriptionMonths: null,
    subscribedOn: '2026-11-01',
    endedOn: null,
    centerName: `Center ${n}`,
    referrerName: `Referrer ${n}`,
    referrerEmail: `referrer${n}@example.com`,
    ...extra,
  };
}

export const leadId = '00000000-0000-4000-8000-000000000036';

/** A sent lead's desk: sent at 09:00 UTC on 23 November 2026, with what `entries` add. */
export function sampleDesk(entries: TimelineEntry[] = [], extra: Partial<LeadDesk> = {}): LeadDesk {
  return {
    timeline: [{ kind: 'sent', at: '2026-11-23T09:00:00.000Z' }, ...entries],
    assignee: null,
    knownAssignees: ['maria@heartwork.example'],
    sentAt: '2026-11-23T09:00:00.000Z',
    firstContactAt: null,
    canReply: true,
    replyRefusal: null,
    replyTo: 'team@heartwork.example',
    replyAddress: 'ana@centrul.ro',
    ...extra,
  };
}
