import { enums, optional, refine } from 'superstruct';
import { locales } from '../i18n/locale';
import { Line } from './fields';
import { attributionLimits } from './fieldLimits';
import type { AttributionField } from './landing';

export { type Attribution, type AttributionField, attributionFromLanding, attributionMaxAgeMs, attributionParams } from './landing';

/** An http(s) origin and nothing more (`https://example.com:8443`): never a path or query. */
export const Origin = refine(Line(attributionLimits.referrer), 'Origin', (value) => {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
});

/** The attribution fields every lead resource carries, all optional (validated like every field). */
export const AttributionFields = {
  utmSource: optional(Line(attributionLimits.utmSource)),
  utmMedium: optional(Line(attributionLimits.utmMedium)),
  utmCampaign: optional(Line(attributionLimits.utmCampaign)),
  utmTerm: optional(Line(attributionLimits.utmTerm)),
  utmContent: optional(Line(attributionLimits.utmContent)),
  ref: optional(Line(attributionLimits.ref)),
  /** The referring site's origin (document.referrer cut to its origin), when another site. */
  referrer: optional(Origin),
  /**
   * The language of the page the lead was sent from (issue 17), so the team answers in it. Added
   * by the client on every save and by a hidden field of the forms without JavaScript; a record
   * from before languages has none.
   */
  locale: optional(enums(locales)),
} satisfies Record<AttributionField, unknown>;

export const attributionFields = Object.keys(AttributionFields) as AttributionField[];

/** Human labels for the export's readers and the alert. */
export const attributionLabels: Record<AttributionField, string> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  ref: 'ref',
  referrer: 'Referring site',
  locale: 'Language',
};
