import { brochureHref as enBrochureHref, type waitlistText as en } from '../waitlistText';
import type { Translation } from '../../../i18n/translation';

/** Every text of the wait-list form, in Romanian. */
export const waitlistText: Translation<typeof en> = {
  title: 'Înscrieți-vă pe lista de așteptare',
  subtitle: 'Programați o demonstrație sau înscrieți-vă pe lista de așteptare: oferiți-ne atâtea informații câte doriți să împărtășiți.',
  formName: 'Înscrieți-vă pe lista de așteptare',
  requiredNote: 'Câmpurile marcate cu * sunt obligatorii.',
  labels: {
    name: 'Nume',
    email: 'E-mail',
    shortEmail: 'E-mailul dumneavoastră',
    hasCenter: 'Am deja un centru/o organizație',
    center: 'Numele centrului/organizației',
    country: 'Țara',
    website: 'Site web',
    interestedFeatures: 'Ce funcționalități vă interesează?',
    otherFeatures: 'Alte funcționalități de care aveți nevoie',
    toldAboutUs: 'V-a spus cineva despre noi?',
    refferalContact: 'Cine v-a spus despre noi? (numele și cum îl putem contacta)',
    scheduleMeetingNotes: 'Propuneți o dată și o oră pentru o întâlnire demonstrativă',
    notes: 'Mai este ceva ce ați dori să știm?',
  },
  hints: {
    interestedFeatures: 'Alegeți câte doriți.',
    scheduleMeetingNotes: 'Vă vom trimite o confirmare și un link către întâlnirea video.',
    website: 'De exemplu www.centrul-dumneavoastra.ro',
  },
  featuresPlaceholder: 'Alegeți funcționalitățile',
  submit: 'Trimiteți',
  submitting: 'Se trimite…',
  retry: 'Încercați din nou',
  success: {
    full: 'Vă mulțumim! Am primit cererea dumneavoastră și vă vom contacta în curând pentru a stabili demonstrația.',
    short: 'Vă mulțumim! Sunteți pe lista de așteptare.',
    expandBefore: 'Vreți să ne spuneți mai multe despre centrul dumneavoastră și să programați o demonstrație? ',
    expandAction: 'faceți clic aici',
    expandAfter: '.',
  },
  contact: {
    heading: 'Vorbiți cu noi',
    lead: 'Preferați să discutăm mai întâi? Scrieți-ne sau sunați-ne, ori luați broșura cu dumneavoastră.',
    email: 'E-mail',
    phone: 'Telefon',
    brochure: 'Descărcați broșura (PDF)',
  },
};

/** The brochure in public/ (the same file whatever the language). */
export const brochureHref = enBrochureHref;
