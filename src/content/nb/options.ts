import type { optionLabels as en } from '../options';
import type { Translation } from '../../i18n/translation';

/** The labels of the forms' option lists in Norwegian, by value (values and order live in the domain). */
export const optionLabels: Translation<typeof en> = {
  featureGroups: { Reception: 'Resepsjon', Medical: 'Medisinsk', Others: 'Annet' },
  features: {
    guests: 'Håndtering av gjestedata',
    bookings: 'Bookinger',
    automaticEmails: 'Automatisk e-post/SMS',
    onlineBooking: 'Booking på nett',
    medicalRecord: 'Journal',
    ultrasound: 'Mal for ultralyd',
    'medical-letter': 'Epikrise',
    'automatic-scheduling': 'Automatisk behandlingsplanlegging',
    statistics: 'Statistikk',
    research: 'Forskning',
    'blood-tests': 'Integrasjon av blodprøvesvar',
    kitchen: 'Kjøkkenstyring',
    depCommunication: 'Kommunikasjon mellom avdelinger',
    taskManagement: 'Oppgavestyring',
    automaticReminders: 'Automatiske påminnelser',
    'follow-up': 'Oppfølging',
    mobileApp: 'Mobilapp',
    accounting: 'Regnskap',
  },
  relationship: {
    'work-there': 'Jeg jobber der',
    guest: 'Jeg har vært gjest eller pasient der',
    partner: 'Jeg er leverandør eller samarbeidspartner',
    'know-director': 'Jeg kjenner lederen eller teamet',
    other: 'Annet',
  },
  centerStage: {
    opening: 'Åpner snart',
    paper: 'Drives med papir og regneark',
    'other-software': 'Bruker annen programvare',
    unknown: 'Usikker',
  },
  situation: {
    new: 'Et nytt senter',
    distressed: 'Et senter med økonomiske vansker',
    other: 'Annet',
  },
};
