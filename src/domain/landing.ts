import { oneLinePlain } from './characters';
import { limits } from './limits';

/**
 * Read on every page's first load, so free of superstruct (the structs are in attribution.ts).
 * Where a lead came from (issue 15): the first landing's campaign parameters and the referring
 * site, kept for 30 days in the browser (first touch) and stored on every lead of that visit.
 * The query parameter each field is read from, in the order exports show them.
 */
export const attributionParams = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  ref: 'ref',
} as const;

/** How long the first touch is kept in the browser (the privacy page says so, in days). */
export const attributionDays = 30;
export const attributionMaxAgeMs = attributionDays * 24 * 60 * 60 * 1000;

/** The fields of an attribution: the parameters above and the referring site. */
export type AttributionField = keyof typeof attributionParams | 'referrer' | 'locale';
export type Attribution = Partial<Record<AttributionField, string>>;

/** A kept value made fit for its one-line field (`oneLinePlain`): it always passes the struct. */
export const keptValue = (value: string) => oneLinePlain(value, limits.shortText);

/**
 * What a landing tells about where the visitor came from: the campaign parameters of its URL and
 * the referring site's origin (never its path or query), when that site is another one. Values
 * are made one line of plain text within the fields' limits (`keptValue`), so what is kept
 * always passes the struct: a link with `%0A` in a campaign tag stopped every save of the lead.
 */
export function attributionFromLanding(url: URL, referrer: string, ownOrigin: string): Attribution {
  const found: Attribution = {};
  for (const [field, param] of Object.entries(attributionParams) as [Exclude<AttributionField, 'referrer'>, string][]) {
    const value = url.searchParams.get(param);
    const kept = value ? keptValue(value) : '';
    if (kept) found[field] = kept;
  }
  try {
    const origin = referrer ? new URL(referrer).origin : '';
    if (/^https?:\/\//.test(origin) && origin !== ownOrigin) found.referrer = origin;
  } catch {
    /* not a URL: nothing to keep */
  }
  return found;
}
