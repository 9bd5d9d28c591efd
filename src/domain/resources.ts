import type { Struct } from 'superstruct';
import { serverFields, type ServerOwned } from './serverOwned';
import { AffiliateDraft, AffiliateSubmission } from './affiliate';
import { ScholarshipDraft, ScholarshipSubmission } from './scholarship';
import { askForEmail, WaitlistDraft, WaitlistShortSubmission, WaitlistSubmission } from './waitlist';
import type { FieldError } from './fieldError';
import { isSubmissionOf } from './submission';

/**
 * The three lead resources of the API (DESIGN.md): their path, the struct a draft must pass,
 * the struct a submitted record must pass, and how a record says it is submitted.
 */
export interface ResourceDef {
  name: 'waitlist-records' | 'affiliates' | 'scholarship-applications';
  draft: Struct<any, any>;
  submission: Struct<any, any>;
  isSubmitted: (record: Record<string, unknown>) => boolean;
  /** The struct a record being submitted must pass (the wait-list's short form needs less). */
  submissionFor: (record: Record<string, unknown>) => Struct<any, any>;
  /**
   * The one change a submitted record takes (issue 13): a stored record that contains `from`
   * may be replaced by a submission that `accepts` takes. The replacement no longer contains
   * `from`, so it happens once; nothing else changes a submitted record. The replacement must
   * carry the same `sameIn` field (compared without case): it completes that person's lead, and
   * another person's request sent from the same browser is a lead of its own, never written over
   * the first one (review, 2026-11-25).
   */
  upgrade?: { from: Record<string, unknown>; accepts: (record: Record<string, unknown>) => boolean; sameIn: string };
  /**
   * All that anyone holding a sent record's id reads of it (besides its id and times): that it
   * was sent, and whether it still takes its one completion. The visitor's words are not read
   * back once sent: the id stays on the device it was sent from, for whoever uses it next.
   */
  receipt: readonly string[];
  /** The form's own wording of a refusal, where it has one (the wait-list's missing e-mail). */
  explain?: (record: Record<string, unknown>, reasons: Record<string, FieldError>) => Record<string, FieldError>;
}

export const resources = {
  'waitlist-records': {
    name: 'waitlist-records',
    draft: WaitlistDraft,
    submission: WaitlistSubmission,
    isSubmitted: (r) => isSubmissionOf('waitlist-records', r),
    submissionFor: (r) => (r.shortForm === true ? WaitlistShortSubmission : WaitlistSubmission),
    // The pricing page's email-only lead is sent at once; 'click here' continues it on the full
    // form, whose submission completes the same lead.
    upgrade: { from: { shortForm: true }, accepts: (r) => isSubmissionOf('waitlist-records', r) && r.shortForm !== true, sameIn: 'email' },
    receipt: ['status', 'shortForm'],
    explain: askForEmail,
  },
  affiliates: {
    name: 'affiliates',
    draft: AffiliateDraft,
    submission: AffiliateSubmission,
    isSubmitted: (r) => isSubmissionOf('affiliates', r),
    submissionFor: () => AffiliateSubmission,
    receipt: ['submitted'],
  },
  'scholarship-applications': {
    name: 'scholarship-applications',
    draft: ScholarshipDraft,
    submission: ScholarshipSubmission,
    isSubmitted: (r) => isSubmissionOf('scholarship-applications', r),
    submissionFor: () => ScholarshipSubmission,
    receipt: ['status'],
  },
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof resources;
export const resourceNames = Object.keys(resources) as ResourceName[];

export function isResourceName(name: string): name is ResourceName {
  return Object.prototype.hasOwnProperty.call(resources, name);
}

export { serverFields };

/** The fields a visitor may send for a resource, in the order the forms and exports use. */
export function fieldNames(resource: ResourceName): string[] {
  return Object.keys(resources[resource].draft.schema as Record<string, unknown>);
}

/** A record as the API returns it: the visitor's fields plus the server's. */
export type LeadRecord = Record<string, unknown> & ServerOwned;

/** Whether a stored record still waits for its resource's one completion (it holds `upgrade.from`). */
export function awaitsCompletion(resource: ResourceName, record: Record<string, unknown>): boolean {
  const from = (resources[resource] as ResourceDef).upgrade?.from;
  return from !== undefined && Object.entries(from).every(([field, value]) => record[field] === value);
}

/**
 * A record as anyone holding its id may read it: whole while it is a draft (the visitor's own
 * typing, which their forms merge), only its receipt once sent (`ResourceDef.receipt`).
 */
export function publicRecord(resource: ResourceName, record: LeadRecord): LeadRecord {
  const def: ResourceDef = resources[resource];
  if (!def.isSubmitted(record)) return record;
  const shown: Record<string, unknown> = {};
  for (const field of [...serverFields, ...def.receipt]) if (field in record) shown[field] = record[field];
  return shown as LeadRecord;
}
