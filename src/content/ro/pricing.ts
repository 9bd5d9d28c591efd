import type { pricing as en } from '../pricing';
import type { Translation } from '../../i18n/translation';

/** /pricing in Romanian: the page's own words around the plan cards and the short form. */
export const pricing: Translation<typeof en> = {
  title: 'Prețuri',
  lead: 'Începeți gratuit cu modulul Recepție și extindeți-vă spre cabinetul medical, laboratorul și întreaga clădire atunci când centrul dumneavoastră este pregătit.',
  plansLabel: 'Planuri',
  billingPeriod: 'Perioada de facturare',
  /** 'Tot ce include planul Recepție, plus:' */
  includes: (plan: string) => `Tot ce include planul ${plan}, plus:`,
  join: {
    eyebrow: 'Listă de așteptare',
    title: 'Încă nu e momentul să discutăm?',
    lead: 'Lăsați-ne adresa de e-mail și vă anunțăm când avem un loc pentru centrul dumneavoastră.',
  },
};
