import { featureValues } from './features';
import { limits, type Range, ranges } from './limits';
import type { AttributionField } from './landing';
import type { LeadResource } from './submission';

/**
 * Each lead form's limits as data (issue 33, one home per rule): the structs are built from these
 * tables (waitlist.ts, affiliate.ts, scholarship.ts), and the views' `maxLength` and length notes
 * (formRules.ts), the request body limits (bodyLimits.ts) and the 'too long' messages (the
 * struct's failure carries the number it was built with) read the same numbers. Nothing reads a
 * limit back out of a struct. Free of superstruct, so a page's first load can read it.
 */

/**
 * A booked meeting's start (an ISO 8601 instant) and the visitor's time zone (an IANA name), as
 * meetings.ts checks them. Here rather than in `limits`, which every page's first load reads.
 */
export const meetingLimits = { meetingStart: 40, meetingTimeZone: 64 } as const;

/** The attribution fields every lead resource carries (attribution.ts). */
export const attributionLimits = {
  utmSource: limits.shortText,
  utmMedium: limits.shortText,
  utmCampaign: limits.shortText,
  utmTerm: limits.shortText,
  utmContent: limits.shortText,
  ref: limits.shortText,
  referrer: limits.url,
} as const satisfies Record<Exclude<AttributionField, 'locale'>, number>;

/**
 * The most characters (UTF-16 code units, as `maxlength` counts) of each text field, per resource.
 * Every text field of a resource is here: a field without a limit would leave its body unbounded.
 */
export const fieldLimits = {
  'waitlist-records': {
    name: limits.shortText,
    email: limits.email,
    website: limits.url,
    center: limits.shortText,
    country: limits.shortText,
    notes: limits.freeText,
    refferalContact: limits.freeText,
    otherFeatures: limits.freeText,
    scheduleMeetingNotes: limits.freeText,
    ...meetingLimits,
    ...attributionLimits,
  },
  affiliates: {
    centerName: limits.shortText,
    website: limits.url,
    contactPersonName: limits.shortText,
    email: limits.email,
    phone: limits.phone,
    otherInfo: limits.freeText,
    nameA: limits.shortText,
    emailA: limits.email,
    ...attributionLimits,
  },
  'scholarship-applications': {
    centerName: limits.shortText,
    contactPersonName: limits.shortText,
    position: limits.shortText,
    email: limits.email,
    phone: limits.phone,
    country: limits.shortText,
    message: limits.freeText,
    ...attributionLimits,
  },
} as const satisfies Record<LeadResource, Record<string, number>>;

/** The most items of each list field (the server refuses a longer list before reading its items). */
export const listLimits = {
  'waitlist-records': { interestedFeatures: featureValues.length },
  affiliates: {},
  'scholarship-applications': {},
} as const satisfies Record<LeadResource, Record<string, number>>;

/** The whole numbers each number field takes (the number boxes' min and max, the struct's range). */
export const numberRanges = {
  'waitlist-records': { guestCountPerMonth: ranges.guestCountPerMonth },
  affiliates: {},
  'scholarship-applications': { sponsorsContacted: ranges.sponsorsContacted },
} as const satisfies Record<LeadResource, Record<string, Range>>;

/** A resource's tables, looked up by a field name that may have no entry. */
export const textLimitOf = (resource: LeadResource, field: string): number | undefined => (fieldLimits[resource] as Record<string, number>)[field];
export const listLimitOf = (resource: LeadResource, field: string): number | undefined => (listLimits[resource] as Record<string, number>)[field];
