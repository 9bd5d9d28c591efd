import type { about as en } from '../about';
import type { Translation } from '../../i18n/translation';

/** /about på norsk: visjon (samme setning som i bunnteksten), oppdrag og hva vi gjør. */
export const about: Translation<typeof en> = {
  lead: 'Vi lager programvare for livsstils- og helsesentre med opphold, slik at teamene kan bruke dagene sine på mennesker, ikke på papirarbeid.',
  /** config.vision in Norwegian (the footer shows the same sentence). */
  vision: 'Å lede mennesker til et rikt liv med fysisk, mental og åndelig helse gjennom teknologi og ressurser.',
  mission:
    'Å gi hvert livsstils- og helsesenter mer tid til omsorg: vi gjør papirarbeidet i et opphold med fast program om til automatiseringer hele teamet kan stole på.',
  whatWeDo: [
    'Heartwork samler hele senteret på ett sted: gjestedata, bookinger, journaler, epikriser, timeplaner, statistikk, forskning og kjøkkenet.',
    'Timeplanene lages for deg, påminnelsene sendes av seg selv, og svarene fra laboratoriet havner der legen trenger dem. Hver rolle ser det oppgavene krever, på engelsk, rumensk eller norsk.',
    'Vi lanserer en ny versjon annenhver uke, utformet sammen med sentrene som allerede bruker Heartwork hver dag.',
  ],
};
