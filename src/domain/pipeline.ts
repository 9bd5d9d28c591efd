import type { ResourceName } from './resources';

/**
 * Each kind of lead's pipeline (issue 36, item 3): the statuses a lead moves through, in order,
 * and their words in the three languages. The one list the server checks a change against, the
 * inbox shows and filters by, and the CSV export names.
 */
export const pipelines = {
  'waitlist-records': ['new', 'contacted', 'meeting-booked', 'demo-held', 'trial', 'customer', 'not-now'],
  'scholarship-applications': ['new', 'in-review', 'accepted', 'declined'],
  affiliates: ['new', 'contacted', 'subscribed', 'lost'],
} as const satisfies Record<ResourceName, readonly string[]>;

export type LeadStatus = (typeof pipelines)[ResourceName][number];

/** Every lead starts here (the database's default, migration 110). */
export const firstStatus = 'new' satisfies LeadStatus;

export const isStatusOf = (resource: ResourceName, value: unknown): value is LeadStatus =>
  typeof value === 'string' && (pipelines[resource] as readonly string[]).includes(value);

type StatusWords = Record<LeadStatus, string>;

export const statusLabels: Record<'en' | 'ro' | 'nb', StatusWords> = {
  en: {
    new: 'New',
    contacted: 'Contacted',
    'meeting-booked': 'Meeting booked',
    'demo-held': 'Demo held',
    trial: 'Trial',
    customer: 'Customer',
    'not-now': 'Not now',
    'in-review': 'In review',
    accepted: 'Accepted',
    declined: 'Declined',
    subscribed: 'Subscribed',
    lost: 'Lost',
  },
  ro: {
    new: 'Nou',
    contacted: 'Contactat',
    'meeting-booked': 'Întâlnire programată',
    'demo-held': 'Demo ținut',
    trial: 'Perioadă de probă',
    customer: 'Client',
    'not-now': 'Nu acum',
    'in-review': 'În analiză',
    accepted: 'Acceptat',
    declined: 'Respins',
    subscribed: 'Abonat',
    lost: 'Pierdut',
  },
  nb: {
    new: 'Ny',
    contacted: 'Kontaktet',
    'meeting-booked': 'Møte avtalt',
    'demo-held': 'Demo holdt',
    trial: 'Prøveperiode',
    customer: 'Kunde',
    'not-now': 'Ikke nå',
    'in-review': 'Til vurdering',
    accepted: 'Godkjent',
    declined: 'Avslått',
    subscribed: 'Abonnerer',
    lost: 'Tapt',
  },
};

/** One change of a lead's status: to what, from what, when, and by whom (an e-mail, or 'owner'). */
export interface StatusChange {
  status: LeadStatus;
  previous: LeadStatus;
  at: string;
  by: string;
}

/** Statuses whose date is asked when a lead is moved to them: a referral's subscription is often told days later, and the rewards run from it. */
export const datedStatuses: readonly LeadStatus[] = ['subscribed'];

/** When the lead last entered `status` (its history's latest change to it), or null. */
export const enteredAt = (history: readonly StatusChange[], status: LeadStatus): string | null => history.findLast((h) => h.status === status)?.at ?? null;

/** A lead's statuses' counts, every status of its pipeline present (0 where none). */
export type StatusCounts = Partial<Record<LeadStatus, number>>;
