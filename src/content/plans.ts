import { featureOptions, type FeatureValue } from '../domain/features';
import { formatMoney } from '../i18n/format';

/**
 * The four plans (spec sections 3 and 9). A plan lists the wait-list feature options it adds, so
 * the labels are the ones the demo form uses. Only the free plan has a price; the others are
 * quoted per center ('Contact us').
 */
export type PlanTier = 'Experimental' | 'Basic' | 'Standard' | 'Advanced';
export type BillingPeriod = 'monthly' | 'yearly';

export interface Plan {
  tier: PlanTier;
  title: string;
  summary: string;
  /** Euros per month; 0 is free; null is not published (quoted on request). */
  price: number | null;
  badge?: string;
  comingSoon?: boolean;
  /** The plan below, whose features this one includes. */
  includes?: PlanTier;
  features: readonly FeatureValue[];
}

export const plans: readonly Plan[] = [
  {
    tier: 'Experimental',
    title: 'Front Desk',
    summary: 'Guests, rooms and bookings in one place, from the first day.',
    price: 0,
    badge: 'free forever',
    features: ['guests', 'bookings', 'onlineBooking', 'automaticEmails', 'automaticReminders'],
  },
  {
    tier: 'Basic',
    title: 'Doctor’s office',
    summary: 'The front desk plus the doctor’s office: records, treatments and letters.',
    price: null,
    includes: 'Experimental',
    features: ['medicalRecord', 'ultrasound', 'medical-letter', 'automatic-scheduling', 'follow-up'],
  },
  {
    tier: 'Standard',
    title: 'Laboratory',
    summary: 'The doctor’s office plus the laboratory, with statistics and research.',
    price: null,
    badge: 'Most Popular',
    includes: 'Basic',
    features: ['blood-tests', 'statistics', 'research'],
  },
  {
    tier: 'Advanced',
    title: 'Entire building',
    summary: 'Every department, from the kitchen to accounting, working as one.',
    price: null,
    comingSoon: true,
    includes: 'Standard',
    features: ['kitchen', 'depCommunication', 'taskManagement', 'mobileApp', 'accounting'],
  },
];

/** The tiers' names as a card shows them (spec section 9); `tier` itself is the plan's id. */
export const tierLabels: Readonly<Record<PlanTier, string>> = {
  Experimental: 'Experimental',
  Basic: 'Basic',
  Standard: 'Standard',
  Advanced: 'Advanced',
};

/** Spec section 9: yearly billing saves 10 percent; monthly is shown first. */
export const billing = {
  defaultPeriod: 'monthly' as BillingPeriod,
  yearlyDiscount: 0.1,
  yearlyLabel: 'Save 10%',
  periods: [
    { value: 'monthly', label: 'Monthly' },
    { value: 'yearly', label: 'Yearly' },
  ] as const satisfies readonly { value: BillingPeriod; label: string }[],
};

export const priceText = {
  free: 'Free',
  onRequest: 'Price on request',
  onRequestNote: 'Contact us for a quote shaped to your center',
  contactButton: 'Contact Us',
  comingSoon: 'Coming soon',
  freeNote: 'for as long as you like',
  perMonth: 'per month',
  perYear: 'per year, billed yearly',
} as const;

export interface DisplayPrice {
  amount: string;
  note: string;
}

/** Euros in the page's language (Intl): '€1,080' in English, '1.080 €' in Romanian. */
const euros = (value: number) => formatMoney(value);

/** What a plan's card shows as its price for a billing period. */
export function displayPrice(plan: Pick<Plan, 'price'>, period: BillingPeriod): DisplayPrice {
  if (plan.price === null) return { amount: priceText.onRequest, note: priceText.onRequestNote };
  if (plan.price === 0) return { amount: priceText.free, note: priceText.freeNote };
  if (period === 'monthly') return { amount: euros(plan.price), note: priceText.perMonth };
  return { amount: euros(plan.price * 12 * (1 - billing.yearlyDiscount)), note: priceText.perYear };
}

const labels = new Map<string, string>(featureOptions.map((o) => [o.value, o.label]));
export const featureLabel = (value: FeatureValue): string => labels.get(value) ?? value;

export const planByTier = (tier: PlanTier): Plan => plans.find((p) => p.tier === tier)!;
