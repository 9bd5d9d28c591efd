import type { optionLabels as en } from '../options';
import type { Translation } from '../../i18n/translation';

/** The labels of the forms' option lists in Romanian, by value (the values stay the domain's). */
export const optionLabels: Translation<typeof en> = {
  featureGroups: { Reception: 'Recepție', Medical: 'Medical', Others: 'Altele' },
  features: {
    guests: 'Gestionarea datelor oaspeților',
    bookings: 'Rezervări',
    automaticEmails: 'E-mailuri/SMS-uri automate',
    onlineBooking: 'Rezervări online',
    medicalRecord: 'Fișa medicală',
    ultrasound: 'Șablon pentru ecografie',
    'medical-letter': 'Scrisoarea medicală de externare',
    'automatic-scheduling': 'Programarea automată a tratamentelor',
    statistics: 'Statistici',
    research: 'Cercetare',
    'blood-tests': 'Integrarea rezultatelor analizelor de sânge',
    kitchen: 'Gestionarea bucătăriei',
    depCommunication: 'Comunicarea între departamente',
    taskManagement: 'Gestionarea sarcinilor',
    automaticReminders: 'Mementouri automate',
    'follow-up': 'Urmărirea după plecare',
    mobileApp: 'Aplicație mobilă',
    accounting: 'Contabilitate',
  },
  relationship: {
    'work-there': 'Lucrez acolo',
    guest: 'Am fost oaspete sau pacient acolo',
    partner: 'Sunt furnizor sau partener',
    'know-director': 'Cunosc directorul sau echipa',
    other: 'Altceva',
  },
  centerStage: {
    opening: 'Se deschide în curând',
    paper: 'Lucrează pe hârtie și în foi de calcul',
    'other-software': 'Folosește alt software',
    unknown: 'Nu știu sigur',
  },
  situation: {
    new: 'Un centru nou',
    distressed: 'Un centru aflat în dificultate financiară',
    other: 'Altă situație',
  },
};
