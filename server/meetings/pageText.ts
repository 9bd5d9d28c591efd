/** The meeting page's words (issue 34), in the three languages of the site; the lead's language picks. */
export const pageLocales = ['en', 'ro', 'nb'] as const;
export type PageLocale = (typeof pageLocales)[number];

export const intlTags: Record<PageLocale, string> = { en: 'en-GB', ro: 'ro-RO', nb: 'nb-NO' };

export interface PageText {
  title: string;
  when: string;
  zoneNote: (zone: string) => string;
  join: string;
  cancelledStatus: string;
  pastStatus: string;
  moveHeading: string;
  moveButton: string;
  noSlots: string;
  cancelHeading: string;
  cancelButton: string;
  moved: string;
  cancelled: string;
  taken: string;
  unknown: string;
  choose: string;
  tooManyChanges: string;
}

export const pageText: Record<PageLocale, PageText> = {
  en: {
    title: 'Your demo meeting',
    when: 'When',
    zoneNote: (zone) => `Times are shown in the ${zone} time zone.`,
    join: 'Join the video meeting',
    cancelledStatus: 'This meeting has been cancelled.',
    pastStatus: 'This meeting has taken place.',
    moveHeading: 'Pick another time',
    moveButton: 'Move the meeting',
    noSlots: 'No other times are open right now. Reply to our e-mail and we will find one.',
    cancelHeading: 'Cannot make it?',
    cancelButton: 'Cancel the meeting',
    moved: 'Your meeting has been moved.',
    cancelled: 'Your meeting has been cancelled.',
    taken: 'That time has just been taken. Please pick another.',
    unknown: 'This meeting link is not valid. Please use the link in your latest e-mail from us.',
    choose: 'Please choose a time.',
    tooManyChanges: 'This meeting has been moved many times already. Please reply to our e-mail and we will find a time together.',
  },
  ro: {
    title: 'Întâlnirea dumneavoastră demo',
    when: 'Când',
    zoneNote: (zone) => `Orele sunt afișate în fusul orar ${zone}.`,
    join: 'Intrați în întâlnirea video',
    cancelledStatus: 'Această întâlnire a fost anulată.',
    pastStatus: 'Această întâlnire a avut loc.',
    moveHeading: 'Alegeți altă oră',
    moveButton: 'Mutați întâlnirea',
    noSlots: 'Momentan nu sunt alte ore libere. Răspundeți la e-mailul nostru și găsim una.',
    cancelHeading: 'Nu puteți ajunge?',
    cancelButton: 'Anulați întâlnirea',
    moved: 'Întâlnirea a fost mutată.',
    cancelled: 'Întâlnirea a fost anulată.',
    taken: 'Ora aceasta tocmai a fost ocupată. Vă rugăm să alegeți alta.',
    unknown: 'Acest link de întâlnire nu este valid. Folosiți linkul din cel mai recent e-mail de la noi.',
    choose: 'Vă rugăm să alegeți o oră.',
    tooManyChanges: 'Această întâlnire a fost mutată deja de multe ori. Răspundeți la e-mailul nostru și găsim împreună o oră.',
  },
  nb: {
    title: 'Ditt demomøte',
    when: 'Når',
    zoneNote: (zone) => `Tidene vises i tidssonen ${zone}.`,
    join: 'Bli med i videomøtet',
    cancelledStatus: 'Dette møtet er avlyst.',
    pastStatus: 'Dette møtet har funnet sted.',
    moveHeading: 'Velg et annet tidspunkt',
    moveButton: 'Flytt møtet',
    noSlots: 'Ingen andre tidspunkter er ledige akkurat nå. Svar på e-posten vår, så finner vi et.',
    cancelHeading: 'Passer det ikke likevel?',
    cancelButton: 'Avlys møtet',
    moved: 'Møtet er flyttet.',
    cancelled: 'Møtet er avlyst.',
    taken: 'Det tidspunktet ble nettopp tatt. Velg et annet.',
    unknown: 'Denne møtelenken er ikke gyldig. Bruk lenken i den siste e-posten fra oss.',
    choose: 'Velg et tidspunkt.',
    tooManyChanges: 'Dette møtet er allerede flyttet mange ganger. Svar på e-posten vår, så finner vi et tidspunkt sammen.',
  },
};

export const pageLocale = (value: string | null | undefined): PageLocale =>
  (pageLocales as readonly string[]).includes(value ?? '') ? (value as PageLocale) : 'en';
