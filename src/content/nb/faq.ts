import { faq as en } from '../faq';
import type { Translation } from '../../i18n/translation';

export type { FaqItem } from '../faq';

/** The six questions in Norwegian; `id` is the English module's (analytics and anchors). */
export const faq: Translation<typeof en> = [
  {
    id: en[0].id,
    question: 'Hvilke språk finnes Heartwork på?',
    answer: 'Heartwork finnes på engelsk, rumensk og norsk. Hvis teamet ditt jobber på et annet språk, si fra: det neste språket velges av sentrene som spør.',
  },
  {
    id: en[1].id,
    question: 'Hvor ofte oppdateres Heartwork, og er det noen som bruker det ennå?',
    answer:
      'En ny versjon kommer ut annenhver uke, og Heartwork er allerede i bruk ved flere sentre. Tilbakemeldingene deres fra hverdagen avgjør hva som kommer neste gang.',
  },
  {
    id: en[2].id,
    question: 'Kan jeg bestemme hvem som ser og gjør hva?',
    answer:
      'Ja. Tilgangen styres med roller du kan tilpasse: hver rolle har oppgaver, og hver oppgave har rettigheter. En resepsjonist, en lege og en kokk ser akkurat det arbeidet deres krever, og ikke noe mer.',
  },
  {
    id: en[3].id,
    question: 'Finnes det en gratisversjon?',
    answer:
      'Ja. Resepsjonsmodulen er gratis, for godt. Når senteret ditt er klart for mer, legger de avanserte pakkene til legekontoret, laboratoriet og etter hvert hele senteret.',
  },
  {
    id: en[4].id,
    question: 'Hvordan kan resepsjonsmodulen være gratis?',
    answer:
      'Sentre som bruker Heartwork, kan bli oppført i bookingtjenesten vår for livsstilssentre. Når en gjest booker gjennom den, får vi en provisjon per booking. Det er det som holder resepsjonsmodulen gratis for deg.',
  },
  {
    id: en[5].id,
    question: 'Hvordan beskytter dere helsedata?',
    answer:
      'Personvern for helsedata er bygget inn: tofaktorautentisering (2FA), aktivitetslogger som viser hvem som gjorde hva og når, og verktøy for å eksportere og anonymisere data når en gjest eller en studie ber om det.',
  },
];
