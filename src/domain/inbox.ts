import { fieldNames, isResourceName, resources, type LeadRecord, type ResourceName } from './resources';
import { isPlainText } from './fields';
import type { MeetingStatus, RecordMeeting } from './meetings';
import type { LeadStatus, StatusChange, StatusCounts } from './pipeline';

/**
 * The owner's inbox (/admin, issue 16): what the lists show and how they filter, shared by the
 * server (server/db/inbox.ts) and the page (src/components/inbox).
 */
export const inboxFilters = ['all', 'sent', 'drafts', 'spam'] as const;
export type InboxFilter = (typeof inboxFilters)[number];

export const filterLabels: Record<InboxFilter, string> = {
  all: 'All',
  sent: 'Sent',
  drafts: 'Drafts',
  spam: 'Flagged spam',
};

/** Rows per page of a list. */
export const inboxPageSize = 25;

/** How often the list on screen is brought up to date (new leads, a record someone opened). */
export const inboxUpdateSeconds = 30;

export const resourceLabels: Record<ResourceName, string> = {
  'waitlist-records': 'Demo requests',
  affiliates: 'Referrals',
  'scholarship-applications': 'Scholarship applications',
};

/** The name, e-mail and one more detail a list row shows. */
export const listFields: Record<ResourceName, { name: string; email: string; extra?: string }> = {
  'waitlist-records': { name: 'name', email: 'email', extra: 'center' },
  affiliates: { name: 'centerName', email: 'email', extra: 'nameA' },
  'scholarship-applications': { name: 'contactPersonName', email: 'email', extra: 'centerName' },
};

/** The fields the search looks in: every text the visitor wrote (notes, phone, where they came from…). */
export const textFields = (resource: ResourceName): string[] => {
  const schema = resources[resource].draft.schema as Record<string, { type: string }>;
  return fieldNames(resource).filter((f) => schema[f].type === 'string');
};

/** The fields of each resource that hold a person's e-mail address (privacy requests search them). */
export const emailFields: Record<ResourceName, string[]> = {
  'waitlist-records': ['email'],
  affiliates: ['email', 'emailA'],
  'scholarship-applications': ['email'],
};

/** A record as the inbox sees it: the API's record plus what only the owner sees. */
export type InboxRecord = LeadRecord & {
  sent: boolean;
  /** Set by 'Mark as contacted'. */
  lastContactAt: string | null;
  submittedAt: string | null;
  /** The first time anyone on the team opened it; null: nobody has (the list marks it new). */
  openedAt: string | null;
  /** Where it stands in its kind's pipeline (src/domain/pipeline.ts). */
  pipelineStatus: LeadStatus;
  /** Its status changes, oldest first: on a single record only, not in lists. */
  statusHistory?: StatusChange[];
  /** Flagged spam by the spam signals (stored, never alerted), and why. */
  spam: boolean;
  spamReason?: string;
  /**
   * A demo request's meeting (issue 34), whoever booked it; null: none was ever booked. On what the
   * desk's lists read (a list's page, one record); absent elsewhere (a privacy search, whose records
   * are the export's exactly, the CSV): unknown there, so nothing is offered to book.
   */
  meeting?: RecordMeeting | null;
};

/**
 * A change the team makes to a lead (issue 36), and the kind of change that undoes it: when it was
 * last contacted (null: never), and the spam flag (a reason, or null: not spam).
 */
export type RecordChange =
  | { resource: ResourceName; id: string; field: 'lastContact'; value: 'now' | string | null }
  | { resource: ResourceName; id: string; field: 'spam'; value: string | null }
  | { resource: ResourceName; id: string; field: 'status'; value: LeadStatus; at?: string };

/** The reason a lead flagged by hand carries (the spam signals' reasons: src/domain/spam.ts). */
export const ownerSpamReason = 'flagged in the inbox';

/** One page of a list, newest first. Cursors are opaque: pass them back as `before` / `after`. */
export interface InboxPage {
  records: InboxRecord[];
  /** How many records match the filter and search, on all pages. */
  total: number;
  /** How many match the filter and search at each status of the pipeline (whichever status is chosen). */
  statusCounts: StatusCounts;
  /** Cursor for the next page (older records), or null on the last page. */
  older: string | null;
  /** Cursor for the previous page (newer records), or null on the first page. */
  newer: string | null;
}

export interface InboxQuery {
  filter: InboxFilter;
  /** A text field contains this (case-insensitive); empty for no search. */
  search: string;
  /** Only the leads at this status of the pipeline (issue 36). */
  status?: LeadStatus;
  before?: string;
  after?: string;
}

/** Why a record left the database; recorded in the audit log, shown in the inbox. */
export const auditReasons = {
  'retention.draft': 'Draft past the retention period',
  'retention.sent': 'Sent record past the retention period',
  'privacy.erase': 'Erased on a privacy request',
  'owner.delete': 'Deleted in the inbox',
  'visitor.withdraw': 'Withdrawn by its sender (the link in their confirmation)',
  'channel.test.ok': 'Test of a channel: delivered',
  'channel.test.failed': 'Test of a channel: failed',
} as const;
export type AuditReason = keyof typeof auditReasons;

export interface AuditEntry {
  resource: ResourceName;
  recordId: string;
  reason: AuditReason;
  at: string;
  /** What a channel test met (the SMTP answer, the webhook's status); absent for deletions. */
  detail?: string;
  /** Who did it: a member's e-mail, 'owner' (the owner's own secret) or 'system'; absent on entries from before issue 36. */
  by?: string;
}

/** Everything held about one e-mail address (privacy request: find and export). */
export interface PersonData {
  email: string;
  /** The records whose e-mail fields hold the address: the person's own, exported and erased together. */
  records: Record<ResourceName, InboxRecord[]>;
  /**
   * Other people's records that mention the address in another field (a note, 'who told you about
   * us'): shown to the owner so that an erasure can reach them too, but never put in the person's
   * file nor erased with their records, since each is someone else's request.
   */
  mentions: Record<ResourceName, InboxRecord[]>;
}

/**
 * A demo meeting booked for one of the person's wait-list records (issue 34), as their privacy
 * file lists it: what was booked and what became of it. The meeting page's tokens (only their
 * hashes are kept) and the e-mails queued for it are not personal data of their own.
 */
export interface PersonMeeting {
  /** The record (in `records['waitlist-records']`) the meeting was booked for. */
  leadId: string;
  start: string;
  end: string;
  status: MeetingStatus;
  /** How many times the invite was updated (moved, cancelled). */
  sequence: number;
  videoUrl: string;
  bookedBy: 'visitor' | 'team';
  bookedAt: string;
  updatedAt: string;
}

/** The file a privacy export gives: the person's own records only (`PersonData.mentions` stay out), and their meetings. */
export type PersonFile = Omit<PersonData, 'mentions'> & { exportedAt: string; meetings: PersonMeeting[] };

/** Records by resource, none yet (a person's, or their mentions). */
export const byResource = (): Record<ResourceName, InboxRecord[]> => ({ 'waitlist-records': [], affiliates: [], 'scholarship-applications': [] });

export const personFile = ({ email, records }: PersonData, exportedAt: Date, meetings: PersonMeeting[]): PersonFile => ({
  exportedAt: exportedAt.toISOString(),
  email,
  records,
  meetings,
});

export const isInboxFilter = (value: string): value is InboxFilter => (inboxFilters as readonly string[]).includes(value);

export const adminSessionIdleHours = 12;
/** A session's absolute lifetime by default (ADMIN_SESSION_MAX_HOURS): a working day, however often it is used (issue 36). */
export const adminSessionMaxHours = 12;

/** Sign-in throttle: this many wrong guesses from one address, then a pause. */
export const signInThrottle = { attempts: 5, windowMinutes: 15 } as const;

/** Is this a plausible e-mail to look up (the privacy search matches whole addresses)? */
export const isLookupEmail = (value: string): boolean => isPlainText(value) && /^[^\s@]+@[^\s@]+$/.test(value.trim()) && value.trim().length <= 254;

/** When a lead reached the team: its send time, or for a draft its last change (issue 36). */
export const sentOrChanged = (record: Pick<InboxRecord, 'submittedAt' | 'updatedAt'>): string => record.submittedAt ?? record.updatedAt;

/** A sent lead nobody on the team has opened yet (a flagged one is not waiting for anyone). */
export const isUnopened = (record: Pick<InboxRecord, 'sent' | 'openedAt' | 'spam'>): boolean => record.sent && !record.openedAt && !record.spam;

/** The inbox's address of one record (issue 36: the alerts link to it); opening it changes nothing. */
export const recordLink = (resource: ResourceName, id: string): string => `/admin?${new URLSearchParams({ lead: `${resource}/${id}` })}`;

/** The record a `recordLink` names, if the query holds a well-formed one. */
export function linkedRecord(search: string): { resource: ResourceName; id: string } | null {
  const [resource, id, ...rest] = (new URLSearchParams(search).get('lead') ?? '').split('/');
  return rest.length === 0 && resource && id && isResourceName(resource) && /^[0-9a-f-]{36}$/i.test(id) ? { resource, id } : null;
}

export const recordTitle = (resource: ResourceName, record: Record<string, unknown>): string => {
  const f = listFields[resource];
  const name = record[f.name];
  return typeof name === 'string' && name.trim() ? name : '(no name)';
};
