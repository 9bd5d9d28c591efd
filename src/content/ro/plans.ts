import * as en from '../plans';
import type { BillingPeriod, DisplayPrice, Plan, PlanTier } from '../plans';
import type { FeatureValue } from '../../domain/features';
import type { Translation } from '../../i18n/translation';

/**
 * Cele patru planuri, în limba română. `tier` este identificatorul planului (legături, căutări),
 * iar prețurile și funcționalitățile sunt cele din engleză: se traduc doar textele.
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
    summary: 'Toate departamentele, de la bucătărie la contabilitate, lucrând ca unul singur.',
  },
];

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
};

/** 30 €, 324 €, 32,40 €: euro in Romanian notation (decimal comma, the sign after the amount). */
const euros = (value: number) =>
  new Intl.NumberFormat('ro-RO', {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);

/** Ce afișează cardul unui plan ca preț, pentru o perioadă de facturare. */
export function displayPrice(plan: Pick<Plan, 'price'>, period: BillingPeriod): Translation<DisplayPrice> {
  if (plan.price === null) return { amount: priceText.onRequest, note: priceText.onRequestNote };
  if (plan.price === 0) return { amount: priceText.free, note: 'atât timp cât doriți' };
  if (period === 'monthly') return { amount: euros(plan.price), note: 'pe lună' };
  return { amount: euros(plan.price * 12 * (1 - billing.yearlyDiscount)), note: 'pe an, facturat anual' };
}

/** The feature options' labels live with the demo form's options; one source for both. */
export const featureLabel: (value: FeatureValue) => string = en.featureLabel;

export const planByTier = (tier: PlanTier): Translation<Plan> => plans.find((p) => p.tier === tier)!;
