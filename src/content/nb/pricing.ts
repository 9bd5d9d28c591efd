import type { pricing as en } from '../pricing';
import type { Translation } from '../../i18n/translation';

/** /pricing in Norwegian: the page's own words around the plan cards and the short form. */
export const pricing: Translation<typeof en> = {
  title: 'Priser',
  lead: 'Start gratis med resepsjonsmodulen, og voks videre med legekontoret, laboratoriet og hele senteret når senteret ditt er klart.',
  plansLabel: 'Planer',
  billingPeriod: 'Faktureringsperiode',
  includes: (plan) => `Alt i ${plan}, og i tillegg:`,
  join: {
    eyebrow: 'Venteliste',
    title: 'Ikke klar for en prat ennå?',
    lead: 'Legg igjen e-postadressen din, så gir vi beskjed når det er plass til senteret ditt.',
  },
};
