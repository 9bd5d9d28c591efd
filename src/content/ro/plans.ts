import * as en from '../plans';
import type { BillingPeriod, DisplayPrice, Plan, PlanTier } from '../plans';
import type { FeatureValue } from '../../domain/features';
import { formatMoney } from '../../i18n/format';
import type { Translation } from '../../i18n/translation';

/**
 * The four plans in Romanian. `tier` is the plan's id (lookups, HTML ids); prices and features
 * are the English module's: only the words are translated.
 */
const [frontDesk, doctorsOffice, laboratory, building] = en.plans;

export const plans: Translation<typeof en.plans> = [
  {
    ...frontDesk,
    title: 'Recepție',
    summary: 'Oaspeți, camere și rezervări într-un singur loc, din prima zi.',
    badge: 'gratuit pentru totdeauna',
  },
  {
    ...doctorsOffice,
    title: 'Cabinet medical',
    summary: 'Recepția plus cabinetul medical: fișe, tratamente și scrisori medicale.',
  },
  {
    ...laboratory,
    title: 'Laborator',
    summary: 'Cabinetul medical plus laboratorul, cu statistici și cercetare.',
    badge: 'Cel mai popular',
  },
  {
    ...building,
    title: 'Întreaga clădire',
    summary: 'Toate departamentele, de la bucătărie la contabilitate, lucrând ca un întreg.',
  },
];

/** The tiers' names as a card shows them; `tier` itself is the plan's id. */
export const tierLabels: Translation<typeof en.tierLabels> = {
  Experimental: 'Experimental',
  Basic: 'De bază',
  Standard: 'Standard',
  Advanced: 'Avansat',
};

export const billing: Translation<typeof en.billing> = {
  defaultPeriod: en.billing.defaultPeriod,
  yearlyDiscount: en.billing.yearlyDiscount,
  yearlyLabel: 'Economisiți 10%',
  periods: [
    { value: en.billing.periods[0].value, label: 'Lunar' },
    { value: en.billing.periods[1].value, label: 'Anual' },
  ],
};

export const priceText: Translation<typeof en.priceText> = {
  free: 'Gratuit',
  onRequest: 'Preț la cerere',
  onRequestNote: 'Contactați-ne pentru o ofertă croită pe măsura centrului dumneavoastră',
  contactButton: 'Contactați-ne',
  comingSoon: 'În curând',
  freeNote: 'atât timp cât doriți',
  perMonth: 'pe lună',
  perYear: 'pe an, facturat anual',
};

/**
 * Euros in the page's language (Intl): '1.080 €'. Intl's Romanian data writes the code ('1.080
 * EUR'); the narrow symbol gives the sign, as on the affiliate page's '30 €'.
 */
const euros = (value: number) => formatMoney(value, 'EUR', { currencyDisplay: 'narrowSymbol' });

/** What a plan's card shows as its price for a billing period. */
export function displayPrice(plan: Pick<Plan, 'price'>, period: BillingPeriod): Translation<DisplayPrice> {
  if (plan.price === null) return { amount: priceText.onRequest, note: priceText.onRequestNote };
  if (plan.price === 0) return { amount: priceText.free, note: priceText.freeNote };
  if (period === 'monthly') return { amount: euros(plan.price), note: priceText.perMonth };
  return { amount: euros(plan.price * 12 * (1 - billing.yearlyDiscount)), note: priceText.perYear };
}

/** The feature options' labels: src/content/ro/options.ts, read through the domain's option list. */
export const featureLabel: (value: FeatureValue) => string = en.featureLabel;

export const planByTier = (tier: PlanTier): Translation<Plan> => plans.find((p) => p.tier === tier)!;
