import type { Struct } from 'superstruct';
import { AffiliateDraft, AffiliateSubmission } from './affiliate';
import { ScholarshipDraft, ScholarshipSubmission } from './scholarship';
import { WaitlistDraft, WaitlistSubmission } from './waitlist';

/**
 * The three lead resources of the API (DESIGN.md): their path, the struct a draft must pass,
 * the struct a submitted record must pass, and how a record says it is submitted.
 */
export interface ResourceDef {
  name: 'waitlist-records' | 'affiliates' | 'scholarship-applications';
  draft: Struct<any, any>;
  submission: Struct<any, any>;
  isSubmitted: (record: Record<string, unknown>) => boolean;
}

export const resources = {
  'waitlist-records': {
    name: 'waitlist-records',
    draft: WaitlistDraft,
    submission: WaitlistSubmission,
    isSubmitted: (r) => r.status === 'submitted',
  },
  affiliates: {
    name: 'affiliates',
    draft: AffiliateDraft,
    submission: AffiliateSubmission,
    isSubmitted: (r) => r.submitted === true,
  },
  'scholarship-applications': {
    name: 'scholarship-applications',
    draft: ScholarshipDraft,
    submission: ScholarshipSubmission,
    isSubmitted: (r) => r.status === 'submitted',
  },
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof resources;
export const resourceNames = Object.keys(resources) as ResourceName[];
