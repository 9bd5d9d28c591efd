import type { messages as en } from '../messages';
import type { Translation } from '../../i18n/translation';
import { limits } from '../fields';

/**
 * The sent-form texts branch lead13 adds to the English messages (issue 13). Spread in below, so
 * that this file type-checks both before that branch is merged (no excess-key check on a spread)
 * and after it (where they are required): write them inline once both are on main.
 */
const sentForm = {
  sent: {
    /** `date` is already formatted for the page's language: 'Sendt 24. november 2026.' */
    on: (date: string) => `Sendt ${date}.`,
    again: 'Send en ny forespørsel',
    withoutUnsent: 'De siste endringene dine er kanskje ikke med: den var allerede sendt. De er fylt inn når du sender en ny forespørsel.',
  },
};

/** One user-facing message per rule name (STYLE.md), in Norwegian Bokmål. */
export const messages: Translation<typeof en> = {
  Required: 'Dette feltet må fylles ut.',
  Email: 'Skriv inn en gyldig e-postadresse.',
  emailRequired: 'Skriv inn e-postadressen din',
  affiliateInvalid: 'Skjemaet ser ut til å være ugyldig. Sjekk alle obligatoriske felt.',
  tooLong: (max) => `Bruk høyst ${max} tegn her.`,
  emailLocalPartTooLong: `Delen før @ kan ha høyst ${limits.emailLocalPart} tegn.`,
  invalid: 'Denne verdien godtas ikke.',
  wholeNumber: (min: number, max: number) => `Skriv inn et helt tall fra ${min} til ${max}.`,
  meetingTaken: 'Beklager, det tidspunktet ble nettopp tatt av noen andre. Velg et annet.',
  meetingNotOffered: 'Det er ikke et av tidspunktene vi tilbyr. Velg et av tidspunktene som vises.',
  meetingOff:
    'Det går ikke å bestille et tidspunkt på nettet akkurat nå. Foreslå heller en dato og et tidspunkt i feltet nedenfor, så svarer vi for å avtale møtet.',
  meetingLeadUnknown: 'Bare en sendt demoforespørsel som ikke er spam, kan få et møte.',
  meetingLeadHasOne: 'Denne forespørselen har allerede et møte.',
  meetingNotBooked: 'Dette møtet er avlyst eller har allerede funnet sted.',
  meetingTooManyChanges: 'Dette møtet er flyttet for mange ganger. Svar på e-posten vår, så finner vi et tidspunkt sammen.',
  saveStatus: {
    saving: 'Lagrer …',
    saved: 'Lagret',
    offline: 'Det ser ut til at du er frakoblet. Endringene dine er tatt vare på her, og vi fortsetter å prøve å lagre dem.',
    unavailable: 'Serveren vår svarer ikke akkurat nå. Endringene dine er tatt vare på her, og vi fortsetter å prøve å lagre dem.',
    slow: 'Lagringen går sakte: serveren ba oss vente et øyeblikk. Endringene dine er tatt vare på her og blir lagret om kort tid.',
    rejected: 'Den siste endringen din kunne ikke lagres. Sjekk feltet som er markert.',
    blocked:
      'Denne nettleseren lar ikke nettstedet vårt lagre endringene mens du skriver (informasjonskapsler er blokkert). Ingenting går tapt: når du sender skjemaet, kommer det fram til oss som et vanlig skjema.',
  },
  storageRefused:
    'Denne nettleseren tar ikke vare på det du skriver på denne enheten (lagringen er full eller slått av). Det du skriver lagres hos oss underveis, men hvis du forlater eller laster inn siden på nytt før du sender, kan skjemaet komme tilbake tomt.',
  ...sentForm,
  fieldsToFix: (count) => (count === 1 ? 'Ett felt trenger oppmerksomheten din.' : `${count} felt trenger oppmerksomheten din.`),
};
