import type { meetingPickerText as en } from '../meetingPickerText';
import type { Translation } from '../../../i18n/translation';

/** Every text of the demo form's time picker, in Romanian. */
export const meetingPickerText: Translation<typeof en> = {
  legend: 'Alegeți o oră pentru demonstrație',
  lead: (minutes) => `O întâlnire video de ${minutes} de minute. Vă trimitem imediat invitația și linkul.`,
  zone: 'Fusul dumneavoastră orar',
  zoneNote: (zone) => `Orele sunt afișate în fusul ${zone}.`,
  day: 'Ziua',
  times: 'Ore libere',
  none: 'Nu mi se potrivește niciuna (propuneți o oră în caseta de mai jos)',
  chosen: (when) => `Demonstrația dumneavoastră: ${when}.`,
  loading: 'Căutăm orele libere…',
  failed: 'Orele libere nu au putut fi încărcate. Puteți încerca din nou sau puteți propune o oră în caseta de mai jos.',
  retry: 'Încărcați din nou orele libere',
  noneFree: 'Nu există ore libere în următoarele săptămâni. Vă rugăm să propuneți o oră în caseta de mai jos.',
  stale: 'Ora aleasă mai devreme nu mai este liberă. Vă rugăm să alegeți alta.',
  refreshed: 'Orele libere de mai jos sunt actualizate. Nimic din ce ați scris nu s-a pierdut.',
  kept: 'Nimic din ce ați scris nu s-a pierdut.',
};
