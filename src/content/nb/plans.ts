import * as en from '../plans';
import type { Translation } from '../../i18n/translation';
import { formatMoney } from '../../i18n/format';

export type { PlanTier, BillingPeriod, Plan, DisplayPrice } from '../plans';

/**
 * The plans in Norwegian (spec sections 3 and 9). `tier` and `includes` are the plans' ids (used in
 * lookups and HTML ids) and keep the English values, as do prices and features.
 */
const [free, basic, standard, advanced] = en.plans as readonly [en.Plan, en.Plan, en.Plan, en.Plan];

export const plans: Translation<typeof en.plans> = [
  {
    ...free,
    title: 'Resepsjon',
    summary: 'Gjester, rom og bookinger samlet på ett sted, fra første dag.',
    badge: 'gratis for alltid',
  },
  {
    ...basic,
    title: 'Legekontor',
    summary: 'Resepsjonen pluss legekontoret: journaler, behandlinger og brev.',
  },
  {
    ...standard,
    title: 'Laboratorium',
    summary: 'Legekontoret pluss laboratoriet, med statistikk og forskning.',
    badge: 'Mest populær',
  },
  {
    ...advanced,
    title: 'Hele senteret',
    summary: 'Alle avdelinger, fra kjøkkenet til regnskapet, som jobber som én.',
  },
];

/** The tiers' names as a card shows them (spec section 9); `tier` itself is the plan's id. */
export const tierLabels: Translation<typeof en.tierLabels> = {
  Experimental: 'Eksperimentell',
  Basic: 'Basis',
  Standard: 'Standard',
  Advanced: 'Avansert',
};

export const billing: Translation<typeof en.billing> = {
  defaultPeriod: en.billing.defaultPeriod,
  yearlyDiscount: en.billing.yearlyDiscount,
  yearlyLabel: `Spar ${Math.round(en.billing.yearlyDiscount * 100)} %`,
  periods: [
    { value: en.billing.periods[0].value, label: 'Månedlig' },
    { value: en.billing.periods[1].value, label: 'Årlig' },
  ],
};

export const priceText: Translation<typeof en.priceText> = {
  free: 'Gratis',
  onRequest: 'Pris på forespørsel',
  onRequestNote: 'Kontakt oss for et tilbud tilpasset senteret ditt',
  contactButton: 'Kontakt oss',
  comingSoon: 'Kommer snart',
  freeNote: 'så lenge du vil',
  perMonth: 'per måned',
  perYear: 'per år, faktureres årlig',
};

/** Euros in the page's language (Intl, src/i18n/format.ts): '1 080 €'. */
const euros = (value: number) => formatMoney(value);

/** What a plan's card shows as its price for a billing period. */
export const displayPrice: Translation<typeof en.displayPrice> = (plan, period) => {
  if (plan.price === null) return { amount: priceText.onRequest, note: priceText.onRequestNote };
  if (plan.price === 0) return { amount: priceText.free, note: priceText.freeNote };
  if (period === 'monthly') return { amount: euros(plan.price), note: priceText.perMonth };
  return { amount: euros(plan.price * 12 * (1 - en.billing.yearlyDiscount)), note: priceText.perYear };
};

/** The demo form's feature labels (src/domain/features.ts reads them from the build's src/content/nb/options.ts). */
export const featureLabel = en.featureLabel;

export const planByTier: Translation<typeof en.planByTier> = (tier) => plans.find((p) => p.tier === tier)!;
