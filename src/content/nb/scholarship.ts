import * as en from '../scholarship';
import { ranges } from '../../domain/limits';
import { config } from '../../services/config';
import type { Translation } from '../../i18n/translation';

/**
 * The Scholarship Program page in Norwegian (spec sections 2 and 9): the three steps, the e-mail
 * template for potential sponsors, and the application form. The program's numbers are the English module's.
 */
export const scholarshipProgram = en.scholarshipProgram;

/** The placeholders of the sponsor e-mail, each to be replaced by the sender (same order as in English). */
export const sponsorPlaceholders: Translation<typeof en.sponsorPlaceholders> = [
  '[Sponsorens navn]',
  '[Ditt navn]',
  '[Helsesenterets navn]',
  '[Stilling]',
  '[Kontaktinformasjon]',
];

export const sponsorEmailTemplate = `Emne: Vil du hjelpe [Helsesenterets navn] med å ta vare på flere mennesker?

Hei [Sponsorens navn],

Jeg heter [Ditt navn] og er [Stilling] ved [Helsesenterets navn]. Hver dag hjelper vi gjestene våre mot et sunnere liv til kropp, sinn og ånd, og vi vil heller bruke tiden vår sammen med dem enn på papirarbeid.

Vi søker om å bli med i ${config.appName}s stipendprogram, som gir sentre som vårt programvare for resepsjonen, journalene, timeplanene og mer. Det første året matcher ${config.appName} det en sponsor bidrar med: hver krone du gir, teller dobbelt.

Kan du tenke deg å sponse oss? Jeg forteller gjerne mer om arbeidet vårt og om hva støtten din kan gjøre mulig.

Med takknemlig hilsen
[Ditt navn]
[Stilling], [Helsesenterets navn]
[Kontaktinformasjon]`;

const sponsors = en.scholarshipProgram.sponsorsToContact;

export const scholarshipText: Translation<typeof en.scholarshipText> = {
  title: `${config.appName}s stipendprogram`,
  tagline: 'Ingen skal falle utenfor.',
  lead: 'Et nytt senter, eller et som går gjennom en vanskelig tid, skal ikke måtte velge mellom gjestene sine og papirarbeidet. Tre steg, og vi går dem sammen med deg.',
  stepsLabel: 'Slik fungerer programmet',
  stepLabel: (n) => `Steg ${n}`,
  sponsors: {
    title: `Skriv til ${sponsors} mulige sponsorer`,
    text: `Velg ut ${sponsors} personer blant kontaktene dine som kanskje vil sponse senteret ditt: en tidligere gjest, en lokal bedrift, en menighet, en stiftelse. Send hver av dem denne e-posten, med ordene i hakeparentes byttet ut med dine egne.`,
    templateLabel: 'E-post til en mulig sponsor',
    copy: 'Kopier e-posten',
    copied: 'Kopiert',
    copyFailed: 'Kopieringen fungerte ikke her: e-posten er markert, så du kan kopiere den selv.',
  },
  freeTier: {
    title: 'Start gratis med resepsjonsmodulen',
    text: `Registrer deg for resepsjonsmodulen: den er gratis for alltid. Senteret ditt blir da oppført i bookingtjenesten vår for livsstilssentre, slik at gjester kan finne deg og booke på nett; ${config.appName} tar en liten provisjon på hver booking tjenesten gir deg.`,
    link: { href: en.scholarshipText.freeTier.link.href, label: 'Se planen for resepsjonen' },
  },
  apply: {
    title: 'Søk direkte',
    text: 'Send oss søknaden din om sponsing. For nye sentre og sentre i en vanskelig situasjon varer støtten vår det første året, og vi matcher det sponsorene deres bidrar med.',
    closing: 'Fyll ut skjemaet nedenfor.',
  },
  form: {
    title: 'Søknaden din om sponsing',
    name: 'Søknad om sponsing',
    requiredNote: 'Felt merket med * må fylles ut.',
    labels: {
      centerName: 'Senterets navn',
      contactPersonName: 'Navnet ditt',
      position: 'Stillingen din ved senteret',
      email: 'E-postadressen din',
      phone: 'Telefon',
      country: 'Land',
      situation: 'Senterets situasjon',
      sponsorsContacted: 'Hvor mange mulige sponsorer har du skrevet til?',
      message: 'Fortell oss om senteret ditt og hvilken støtte det trenger',
    },
    placeholders: {
      situation: 'Velg ett alternativ *',
    },
    hints: {
      sponsorsContacted: `Steg 1 foreslår ${sponsors}. Et hvilket som helst helt tall fra ${ranges.sponsorsContacted.min} til ${ranges.sponsorsContacted.max} går fint.`,
      message: 'Hvor lenge senteret har vært åpent, hvor mange gjester det tar imot, og hva som er vanskelig akkurat nå.',
    },
    missing: 'For å sende søknaden må du fylle ut:',
    submit: 'Send søknaden',
    submitting: 'Sender …',
    retry: 'Prøv igjen',
    success: 'Tusen takk! Søknaden din har kommet fram til oss. Vi leser den nøye og skriver tilbake til deg.',
  },
};
