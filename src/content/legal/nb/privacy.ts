import { config } from '../../../services/config';
import { retention } from '../../../domain/retention';
import { attributionDays } from '../../../domain/landing';
import type { privacy as en } from '../privacy';
import type { Translation } from '../../../i18n/translation';

const { appName } = config;
const months = (n: number) => (n === 1 ? `${n} måned` : `${n} måneder`);
const days = (n: number) => (n === 1 ? `${n} dag` : `${n} dager`);

export const privacy: Translation<typeof en> = {
  title: 'Personvernerklæring',
  intro: `Denne erklæringen forklarer hvilke personopplysninger nettstedet til ${appName} lagrer om deg, hvorfor, hvor lenge, og hvordan du får dem slettet. Vi samler inn så lite som mulig, og ingenting selges.`,
  sections: [
    {
      heading: 'Behandlingsansvarlig',
      blocks: [`${appName} er behandlingsansvarlig for personopplysningene som beskrives her. Kontakt:`, { contact: true }],
    },
    {
      heading: 'Hva skjemaene lagrer',
      blocks: [
        'Hvert skjema lagrer det du skriver fortløpende, før du trykker på Send inn, slik at ingenting går tapt hvis forbindelsen brytes eller du kommer tilbake senere. Dette er hva hvert skjema lagrer:',
        {
          list: [
            'Bestill en demo og ventelisten (på forsiden, demosiden og prissiden): navnet ditt, e-postadressen din, om du allerede har et senter, og i så fall senterets navn, land og nettsted; funksjonene du er interessert i, og eventuelle andre funksjoner du beskriver; hvem som fortalte deg om oss, hvis du oppgir det; forslaget ditt til dato og klokkeslett for møtet; alt annet du skriver; og om forespørselen er et utkast eller er sendt. På prissiden lagres bare e-postadressen din.',
            'Henvisningsskjemaet (Inviter et senter): navnet og nettstedet til senteret du henviser, kontaktpersonens navn, e-postadresse og telefonnummer, annen informasjon du legger til, hvordan du kjenner senteret og hvor det står i dag; og ditt eget navn og din egen e-postadresse.',
            'Søknaden til stipendprogrammet: senterets navn og land, navnet ditt, stillingen din, e-postadressen og telefonnummeret ditt, senterets situasjon, hvor mange sponsorer du har kontaktet, og meldingen din.',
          ],
        },
        'For hver post lagrer vi også når den ble opprettet, sist endret og sendt; språket på siden du skrev på; hvor besøket ditt begynte (nettstedet som lenket til oss, og kampanjemerkene i den lenken, hvis det finnes); og om spamkontrollene våre har flagget den.',
      ],
    },
    {
      heading: 'Hvorfor vi bruker opplysningene',
      blocks: [
        {
          list: [
            'For å svare på forespørselen din: for å avtale og holde en demo, holde deg orientert om plassen din på ventelisten og sende deg mer informasjon du har bedt om (tiltak du ber om før en eventuell avtale inngås).',
            'For å kontakte et senter du har henvist, drive henvisningsprogrammet og utbetale belønninger som er opptjent (vår berettigede interesse og programmets vilkår).',
            'For å vurdere og besvare en søknad til stipendprogrammet (tiltak du ber om før en eventuell avtale inngås).',
            'For å fortelle deg om Heartwork (markedsføring), slik klausulen om Bestill en demo i vilkårene våre forklarer. Du kan når som helst protestere, og da slutter vi.',
          ],
        },
        {
          when: 'messages',
          text: 'Når du sender en forespørsel, en henvisning eller en søknad, sender vi deg en bekreftelse på e-post på sidens språk, med en privat lenke der du kan se hva du sendte og trekke det tilbake, noe som sletter det med én gang. Har du henvist et senter, skriver vi til kontaktpersonen først når du har bekreftet det på den siden, og til samme adresse høyst én gang i løpet av 90 dager. Vi sender ikke mer enn fem e-poster om dagen til én adresse.',
        },
        {
          when: 'followUp',
          text: 'Lar du en forespørsel om demo med e-postadressen din i stå usendt, sender vi deg én e-post noen timer senere for å minne deg på den, med en lenke tilbake til skjemaet. Vi sender den én gang, og aldri etter at du har sendt, trukket tilbake eller slettet forespørselen.',
        },
      ],
    },
    {
      heading: 'Hvor lenge vi oppbevarer opplysningene',
      blocks: [
        {
          list: [
            `Et utkast du aldri sender, slettes senest ${months(retention.draftMonths)} etter at du sist endret det.`,
            `En forespørsel, henvisning eller søknad du har sendt, oppbevares så lenge vi er i kontakt om den, og slettes senest ${months(retention.afterLastContactMonths)} etter vår siste kontakt, med mindre du blir kunde. Da fastsetter avtalen din hvor lenge vi oppbevarer det den trenger.`,
            'Alt du ber oss slette, slettes tidligere, som beskrevet nedenfor.',
            `For å kunne gjenopprette etter en feil tar vi kopier (sikkerhetskopier) av databasen vår, og hver kopi slettes senest ${days(retention.backupDays)} etter at den ble laget: det som slettes fra databasen, som beskrevet over eller fordi du ber om det, er borte fra alle sikkerhetskopier senest ${days(retention.backupDays)} etter slettingen.`,
          ],
        },
      ],
    },
    {
      heading: 'Hva som lagres i nettleseren din',
      blocks: [
        {
          list: [
            `Det du skriver i et skjema, og identifikatoren til utkastet, slik at utkastet ditt kommer tilbake når du laster inn siden på nytt eller kommer tilbake senere (lokal lagring på enheten din). Når du har sendt det, beholdes bare at det ble sendt og når, sammen med det du skrev som ikke kom med i det som ble sendt, til neste forespørsel. Alt dette glemmes ${months(retention.draftMonths)} etter at du sist brukte skjemaet.`,
            `Hvor besøket ditt begynte (nettstedet som lenket til oss, og kampanjemerkene i lenken), i ${days(attributionDays)}, slik at en forespørsel du sender i den perioden, forteller oss hvordan du fant oss (lokal lagring).`,
            'Språket du valgte i språkvelgeren, og om du avviste forslaget vårt om et annet språk (lokal lagring).',
            'Valget ditt om analyse, slik at vi ikke spør på nytt på hver side (lokal lagring).',
            'En sikkerhetsinformasjonskapsel som beskytter skjemaene mot forespørsler som andre nettsteder forfalsker. Den inneholder en tilfeldig verdi og ingenting om deg.',
            'En informasjonskapsel med tidspunktet da en side med et skjema ble åpnet. Den sendes bare tilbake sammen med det skjemaet, slik at vi kan skille et skjema som et program sender få sekunder etter at siden ble åpnet, fra ditt. Den inneholder bare dette tidspunktet, ingenting om deg, og slettes etter ett døgn.',
          ],
        },
        'Ingen av disse brukes til å spore deg på tvers av andre nettsteder.',
      ],
    },
    {
      heading: 'Analyse, bare med ditt samtykke',
      blocks: [
        'Hvis du godtar analyse i banneret, bruker vi Amplitude til å lære hvordan nettstedet brukes: hvilke sider som vises, hvilke spørsmål som åpnes, når videoen spilles av, hvilke skjemafelt som endres, og – når du har skrevet den inn i et skjema – e-postadressen din, for å knytte besøkene dine til forespørselen din. Amplitude lagrer da identifikatorer i en informasjonskapsel og i nettleseren din. Vi ber Amplitude om ikke å lagre IP-adressen din.',
        'Før du har godtatt, sendes ingenting av dette, og koden til Amplitude lastes ikke engang inn. Du kan når som helst endre valget ditt med «Personvernvalg» nederst på hver side. Trekker du samtykket tilbake, stanser sendingen, og Amplitudes identifikatorer fjernes fra nettleseren din.',
      ],
    },
    {
      heading: 'Demovideoen',
      blocks: [
        'Videoen på forsiden kommer fra YouTube, i personvernforbedret modus, og lastes bare inn når du trykker på avspilling. Fra da av mottar YouTube (Google) IP-adressen din og informasjon om nettleseren din, i henhold til sin egen personvernerklæring.',
      ],
    },
    {
      heading: 'Hvem andre som ser opplysningene dine',
      blocks: [
        'Vertsleverandøren vår lagrer opplysningene for oss, og Amplitude behandler analysedata hvis du har godtatt det; begge er databehandlere som handler etter våre instrukser. Vi selger eller leier ikke ut opplysningene dine, og vi deler dem ikke med noen andre med mindre loven krever det. Når du sender en forespørsel, varsler vi vårt eget team om den på e-post eller i teamets chat; leverandørene av disse tjenestene leverer den for oss. For å beskytte skjemaene mot misbruk teller serveren forespørsler per IP-adresse i noen minutter: i minnet, eller, når flere av serverne våre deler arbeidet, i databasen vår som et nøkkelbasert kryptografisk fingeravtrykk av adressen, aldri selve adressen.',
      ],
    },
    {
      heading: 'Rettighetene dine',
      blocks: [
        'Som registrert kan du be om innsyn i opplysningene vi har om deg, og om å få dem rettet eller slettet, om å begrense eller protestere mot bruken av dem (også til markedsføring) og om å få dem utlevert i et format som kan overføres (dataportabilitet). Der du har gitt samtykke, kan du når som helst trekke det tilbake. Du kan også klage til Datatilsynet eller tilsynsmyndigheten for personvern der du bor.',
      ],
    },
    {
      heading: 'Slik ber du om sletting',
      blocks: [
        `Skriv til oss på adressen nedenfor med emnet «Slett opplysningene mine» og e-postadressen du brukte i skjemaet. Vi sletter postene dine og bekrefter det innen ${days(retention.answerWithinDays)}. Hvis vi må forsikre oss om at forespørselen kommer fra deg, spør vi ved å svare til den e-postadressen.`,
        { contact: true },
      ],
    },
    {
      heading: 'Endringer i denne erklæringen',
      blocks: [
        'Vi oppdaterer denne erklæringen når det vi lagrer, endres. Datoen øverst viser den nyeste versjonen.',
        'Denne erklæringen er en oversettelse av den engelske versjonen. Ved uoverensstemmelse mellom den norske og den engelske versjonen er det den engelske som gjelder.',
      ],
    },
  ],
};
