import type { routeText as en } from '../routes';
import type { Translation } from '../../i18n/translation';
import { chrome } from './chrome';

/** Each product page's title and description in Norwegian (<title>, description meta, Open Graph), by path. */
export const routeText: Translation<typeof en> = {
  '/': {
    title: 'Heartwork: programvare for livsstils- og helsesentre',
    description: `${chrome.tagline} Gjestedata, bookinger, journaler, timeplaner, forskning og kjøkken for livsstils- og helsesentre med opphold.`,
  },
  '/demo': {
    title: 'Bestill en demo | Heartwork',
    description: 'Bestill en demo av Heartwork eller sett deg på ventelisten: fortell oss om senteret ditt og områdene du trenger.',
  },
  '/faq': {
    title: 'Ofte stilte spørsmål | Heartwork',
    description: 'Språk, oppdateringer, roller og rettigheter, prisnivåer og personvern: svar om Heartwork.',
  },
  '/about': {
    title: 'Om oss | Heartwork',
    description: 'Visjonen vår, oppdraget vårt og teamet som lager programvare for livsstils- og helsesentre.',
  },
  '/pricing': {
    title: 'Priser | Heartwork',
    description: 'Start gratis med resepsjonsmodulen, og voks videre med legekontoret, laboratoriet og hele senteret.',
  },
  '/affiliate': {
    title: 'Inviter et senter | Heartwork',
    description: 'Henvis et livsstilssenter til Heartwork og få kjeks: 30 euro for en henvisning, og tre måneders abonnement etter seks måneder.',
  },
  '/scholarship': {
    title: 'Stipendprogram | Heartwork',
    description: 'Ingen skal falle utenfor: slik kan nye sentre og sentre i en vanskelig situasjon få Heartwork sponset det første året.',
  },
  '/terms-and-conditions': {
    title: 'Vilkår og betingelser | Heartwork',
    description: 'Vilkårene som gjelder for bruk av nettstedet til Heartwork og skjemaene der.',
  },
  '/privacy-policy': {
    title: 'Personvernerklæring | Heartwork',
    description: 'Hva nettstedet til Heartwork lagrer, hvorfor, hvor lenge, og hvordan du ber om sletting.',
  },
  notFound: {
    title: 'Fant ikke siden | Heartwork',
    description: 'Siden kan ha blitt fjernet, fått nytt navn eller være midlertidig utilgjengelig.',
  },
};
