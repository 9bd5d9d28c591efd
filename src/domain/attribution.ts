import { optional, refine, size } from 'superstruct';
import { limits, PlainText, ShortText } from './fields';

/**
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

/** How long the first touch is kept in the browser. */
export const attributionMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/** An http(s) origin and nothing more (`https://example.com:8443`): never a path or query. */
export const Origin = refine(size(PlainText, 0, limits.url), 'Origin', (value) => {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
});

/** The attribution fields every lead resource carries, all optional. */
export const AttributionFields = {
  utmSource: optional(ShortText),
  utmMedium: optional(ShortText),
  utmCampaign: optional(ShortText),
  utmTerm: optional(ShortText),
  utmContent: optional(ShortText),
  ref: optional(ShortText),
  /** The referring site's origin (document.referrer cut to its origin), when another site. */
  referrer: optional(Origin),
};

export type AttributionField = keyof typeof AttributionFields;
export const attributionFields = Object.keys(AttributionFields) as AttributionField[];
export type Attribution = Partial<Record<AttributionField, string>>;

/** Human labels for the export's readers and the alert. */
export const attributionLabels: Record<AttributionField, string> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  ref: 'ref',
  referrer: 'Referring site',
};

const cut = (value: string) => value.trim().slice(0, limits.shortText);

/**
 * What a landing tells about where the visitor came from: the campaign parameters of its URL and
 * the referring site's origin (never its path or query), when that site is another one. Values
 * are cut to the fields' limits, so what is kept always passes the struct.
 */
export function attributionFromLanding(url: URL, referrer: string, ownOrigin: string): Attribution {
  const found: Attribution = {};
  for (const [field, param] of Object.entries(attributionParams) as [Exclude<AttributionField, 'referrer'>, string][]) {
    const value = url.searchParams.get(param);
    if (value && value.trim()) found[field] = cut(value);
  }
  try {
    const origin = referrer ? new URL(referrer).origin : '';
    if (/^https?:\/\//.test(origin) && origin !== ownOrigin) found.referrer = origin;
  } catch {
    /* not a URL: nothing to keep */
  }
  return found;
}
