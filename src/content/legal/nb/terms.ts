import { rewards } from '../../../domain/rewards';
import { config } from '../../../services/config';
import type { bookDemoClause as enClause, terms as enTerms } from '../terms';
import type { Translation } from '../../../i18n/translation';

const { appName } = config;
const months = (n: number) => (n === 1 ? `${n} måned` : `${n} måneder`);

/** The clause the spec requires on the Book a Demo form (section 2, 'Terms and privacy'), in Norwegian. */
export const bookDemoClause: Translation<typeof enClause> =
  `Ved å sende skjemaet Bestill en demo samtykker du i at ${appName} kan bruke opplysningene du gir oss, til å kontakte deg om en demo, til å sende deg mer informasjon eller til markedsføring. Du kan når som helst be oss om å slutte, og det gjør vi.`;

export const terms: Translation<typeof enTerms> = {
  title: 'Vilkår og betingelser',
  intro: `Disse vilkårene gjelder når du bruker nettstedet til ${appName} og skjemaene der. Les dem gjerne: Ved å bruke nettstedet godtar du dem. De omfatter ikke bruken av selve programvaren ${appName}, som reguleres av en egen avtale med hvert senter.`,
  sections: [
    {
      heading: 'Hvem vi er',
      blocks: [`${appName} lager programvare for livsstils- og helsesentre med opphold. Du kan når som helst kontakte oss:`, { contact: true }],
    },
    {
      heading: 'Bruk av nettstedet',
      blocks: [
        'Du kan lese, dele og lenke til sidene på dette nettstedet til eget bruk og til bruk for senteret ditt.',
        'Ikke misbruk nettstedet: Ikke forsøk å bryte deg inn i det eller overbelaste det, og ikke send innhold som er ulovlig, villedende eller skadelig, gjennom skjemaene. Vi kan avvise eller slette innsendinger som gjør det.',
        `Nettstedet beskriver ${appName}. Det er ikke medisinske råd, og ingenting på nettstedet erstatter vurderingen til kvalifisert helsepersonell.`,
      ],
    },
    {
      heading: 'Skjemaet Bestill en demo og ventelisten',
      blocks: [
        bookDemoClause,
        'Det du skriver i skjemaet, lagres fortløpende, slik at ingenting går tapt hvis forbindelsen brytes. Et utkast du aldri sender, oppbevares bare så lenge personvernerklæringen vår sier. Gi opplysninger som er riktige, og som du har lov til å dele, også om senteret ditt.',
        'Å sette seg på ventelisten eller bestille en demo forplikter verken deg eller oss til å inngå en avtale. Planer, priser og tilgjengelighet bekreftes først i et skriftlig tilbud.',
      ],
    },
    {
      heading: 'Henvisningsprogrammet',
      blocks: [
        `Når du henviser et senter som deretter tegner abonnement, får du én kjeks (${rewards.oneCookie.amountEur} euro). Hvis senteret du henviste, tegner abonnement og blir værende de første ${rewards.paidAfterMonths} månedene, får du tre kjeks: verdien av ${months(rewards.threeCookies.months)} av senterets abonnement, utbetalt etter disse ${rewards.paidAfterMonths} månedene.`,
        {
          list: [
            `En belønning utløses bare for en betalt plan på minst ${months(rewards.minimumPlanMonths)}.`,
            'Du må ha samtykke fra personen du henviser, før du deler kontaktopplysningene til vedkommende med oss.',
            'Vi kontakter deg for å avtale utbetaling når en belønning er opptjent.',
          ],
        },
      ],
    },
    {
      heading: 'Stipendprogrammet',
      blocks: [
        'Stipendprogrammet støtter nye sentre og sentre i en vanskelig situasjon det første året, ved å matche det sponsorene deres bidrar med. En søknad gir ingen garanti for støtte: Vi vurderer hver søknad og svarer på alle.',
      ],
    },
    {
      heading: 'Innhold og varemerker',
      blocks: [
        `Tekstene, illustrasjonene, logoene og programvaren på dette nettstedet tilhører ${appName} eller brukes med tillatelse. Navn og logoer som er merket som eksempler, er plassholdere og representerer ikke virkelige personer eller organisasjoner.`,
      ],
    },
    {
      heading: 'Lenker og innebygd video',
      blocks: [
        'Nettstedet lenker til sidene våre på sosiale medier og kan spille av en video fra YouTube når du trykker på avspilling. Disse tjenestene har egne vilkår og personvernerklæringer, og vi er ikke ansvarlige for dem.',
      ],
    },
    {
      heading: 'Ansvar',
      blocks: [
        `Vi passer på at nettstedet er riktig og tilgjengelig, men vi kan ikke love at det alltid vil være det. Så langt loven tillater det, er ${appName} ikke ansvarlig for indirekte tap som følge av bruk av dette nettstedet. Ingenting i disse vilkårene begrenser rettigheter du har etter ufravikelig forbrukerlovgivning.`,
      ],
    },
    {
      heading: 'Endringer i vilkårene',
      blocks: [
        'Vi kan oppdatere disse vilkårene når nettstedet eller lovverket endres. Datoen øverst viser den nyeste versjonen. For et skjema gjelder den versjonen som var i kraft da du sendte det.',
        'Disse vilkårene er en oversettelse av den engelske versjonen. Ved uoverensstemmelse mellom den norske og den engelske versjonen er det den engelske som gjelder.',
      ],
    },
    {
      heading: 'Spørsmål',
      blocks: ['Skriv til oss om alt i disse vilkårene:', { contact: true }],
    },
  ],
};
