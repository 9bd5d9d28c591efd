import type { meetingPickerText as en } from '../meetingPickerText';
import type { Translation } from '../../../i18n/translation';

/** Every text of the demo form's time picker, in Norwegian (bokmål). */
export const meetingPickerText: Translation<typeof en> = {
  legend: 'Velg et tidspunkt for demoen',
  lead: (minutes) => `Et videomøte på ${minutes} minutter. Vi sender deg invitasjonen og lenken med en gang.`,
  zone: 'Din tidssone',
  zoneNote: (zone) => `Tidene vises i ${zone}.`,
  day: 'Dag',
  times: 'Ledige tider',
  none: 'Ingen av disse passer (foreslå et tidspunkt i feltet nedenfor)',
  chosen: (when) => `Din demo: ${when}.`,
  loading: 'Ser etter ledige tider …',
  failed: 'De ledige tidene kunne ikke lastes. Du kan prøve igjen, eller foreslå et tidspunkt i feltet nedenfor.',
  retry: 'Last inn de ledige tidene igjen',
  noneFree: 'Det er ingen ledige tider de nærmeste ukene. Foreslå gjerne et tidspunkt i feltet nedenfor.',
  stale: 'Tidspunktet du valgte tidligere, er ikke ledig lenger. Velg et annet.',
  refreshed: 'De ledige tidene nedenfor er oppdatert. Ingenting av det du skrev, er tapt.',
  kept: 'Ingenting av det du skrev, er tapt.',
};
