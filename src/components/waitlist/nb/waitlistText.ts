import type { waitlistText as en } from '../waitlistText';
import type { Translation } from '../../../i18n/translation';

export { brochureHref } from '../waitlistText';

/** Every text of the wait-list form, in Norwegian. */
export const waitlistText: Translation<typeof en> = {
  title: 'Sett deg på ventelisten',
  subtitle: 'Bestill en demo eller sett deg på ventelisten: del så mye informasjon du ønsker.',
  formName: 'Sett deg på ventelisten',
  requiredNote: 'Felt merket med * må fylles ut.',
  labels: {
    name: 'Navn',
    email: 'E-post',
    shortEmail: 'E-postadressen din',
    hasCenter: 'Jeg har allerede et senter / en organisasjon',
    center: 'Navn på senteret/organisasjonen',
    country: 'Land',
    website: 'Nettsted',
    interestedFeatures: 'Hvilke funksjoner er du interessert i?',
    otherFeatures: 'Andre funksjoner du trenger',
    toldAboutUs: 'Har noen fortalt deg om oss?',
    refferalContact: 'Hvem fortalte deg om oss? (navn og hvordan vi når vedkommende)',
    scheduleMeetingNotes: 'Foreslå dato og klokkeslett for et demomøte',
    notes: 'Er det noe annet du vil at vi skal vite?',
  },
  hints: {
    interestedFeatures: 'Velg så mange du vil.',
    scheduleMeetingNotes: 'Vi sender deg en bekreftelse og en lenke til videomøtet.',
    website: 'For eksempel www.ditt-senter.no',
  },
  featuresPlaceholder: 'Velg funksjoner',
  submit: 'Send inn',
  submitting: 'Sender …',
  retry: 'Prøv igjen',
  success: {
    full: 'Tusen takk! Vi har mottatt forespørselen din og tar snart kontakt for å avtale demoen.',
    short: 'Tusen takk! Du står nå på ventelisten.',
    expandBefore: 'Vil du fortelle oss mer om senteret ditt og bestille en demo? ',
    expandAction: 'klikk her',
    expandAfter: '.',
  },
  contact: {
    heading: 'Snakk med oss',
    lead: 'Vil du heller snakke med oss først? Skriv eller ring, eller ta med deg brosjyren.',
    email: 'E-post',
    phone: 'Telefon',
    brochure: 'Last ned brosjyren (PDF)',
  },
};
