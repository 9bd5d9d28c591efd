import { DateTime } from 'luxon';
import { rewards } from '../domain/rewards';
import type { RewardKind, RewardState } from '../domain/rewardSchedule';
import type { WeekKind } from '../domain/overview';

/** The words of the desk's overview and rewards sections (/admin, issue 36 items 7 and 8), in English as the rest of the inbox. */
export const deskText = {
  sections: { overview: 'Overview', rewards: 'Rewards' },
  overview: {
    heading: 'Overview',
    lead: (weeks: number) =>
      `Leads of the last ${weeks} weeks, week by week (Monday to Sunday in your time zone), where the pipeline stands, and where the leads came from.`,
    loading: 'Loading the overview…',
    failed: 'The overview could not be loaded.',
    retry: 'Try again',
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
    weeksHeading: 'Leads per week',
    chartLabel: (weeks: number, total: number) =>
      `Chart of the leads of the last ${weeks} weeks: ${total} in all. The same numbers are in the table that follows.`,
    weeksCaption: 'Leads per week, by kind',
    weekColumn: 'Week of',
    totalColumn: 'All',
    kinds: { sent: 'Sent', drafts: 'Drafts left', spam: 'Spam' } satisfies Record<WeekKind, string>,
    pipelineHeading: 'The pipeline',
    pipelineCaption: 'Leads by kind and status',
    kindColumn: 'Kind',
    statusColumn: 'Status',
    pipelineNote: 'The sent leads (spam left out) by where they are in their pipeline.',
    sourcesHeading: 'Where the sent leads came from',
    sourcesCaption: (weeks: number) => `Sent leads of the last ${weeks} weeks by campaign and referring site`,
    campaignColumn: 'Campaign (utm_campaign)',
    referrerColumn: 'Referring site',
    countColumn: 'Leads',
    noCampaign: 'none',
    noReferrer: 'none (typed, bookmarked or hidden)',
    noSources: 'No lead was sent in these weeks.',
  },
  rewards: {
    heading: 'Affiliate rewards',
    lead: `One cookie (${rewards.oneCookie.amountEur} €) falls due when a referred center subscribes; three cookies (${rewards.threeCookies.months} months of its subscription) once it has stayed subscribed for ${rewards.paidAfterMonths} months.`,
    loading: 'Loading the rewards…',
    failed: 'The rewards could not be loaded.',
    retry: 'Try again',
    none: 'No referred center has subscribed yet.',
    caption: (due: number) => `Rewards: ${due} due`,
    columns: { referrer: 'Referrer', reward: 'Reward', state: 'State' },
    forCenter: (center: string) => `for ${center}`,
    kinds: { oneCookie: 'One cookie', threeCookies: 'Three cookies' } satisfies Record<RewardKind, string>,
    // A no-break space: '30' and '€' never part at a line's end.
    amount: (amountEur: number | null, months: number | null) => (amountEur !== null ? `${amountEur}\u00a0€` : `${months} months of the subscription`),
    states: { due: 'Due', upcoming: 'Not yet due', paid: 'Paid', lapsed: 'Not earned (the center left)' } satisfies Record<RewardState, string>,
    paidOn: (when: string) => `Paid ${when}`,
    markPaid: 'Mark paid',
    markPaidLabel: (kind: string, referrer: string, center: string) => `Mark paid: ${kind} to ${referrer} for ${center}`,
    paying: 'Saving…',
    paid: (kind: string, referrer: string) => `${kind} to ${referrer} marked paid.`,
    undo: 'Undo',
    unpaid: (kind: string, referrer: string) => `${kind} to ${referrer} is due again.`,
    refused: 'That change could not be saved. Reload the list and try once more.',
    refresh: 'Refresh',
    exportDue: 'Export the rewards due (CSV)',
    exportAll: 'Export every reward (CSV)',
  },
} as const;

/** A week's Monday as a column label: '23 Nov'. */
export const weekLabel = (isoDate: string): string => DateTime.fromISO(isoDate, { zone: 'UTC' }).setLocale('en-GB').toFormat('d LLL');

/** A calendar date as the owner reads it: '1 Nov 2026'. */
export const dayLabel = (isoDate: string): string => DateTime.fromISO(isoDate, { zone: 'UTC' }).setLocale('en-GB').toFormat('d LLL yyyy');
