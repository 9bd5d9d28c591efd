import type { about as en } from '../about';
import type { Translation } from '../../i18n/translation';
import { chrome } from './chrome';

/** /about in Norwegian: vision (the footer's sentence, from chrome), mission and what we do. */
export const about: Translation<typeof en> = {
  title: 'Om oss',
  purposeTitle: 'Visjon og oppdrag',
  visionEyebrow: 'Visjonen vår',
  missionEyebrow: 'Oppdraget vårt',
  work: { eyebrow: 'Hva vi gjør', title: 'Ett sted for hele senteret' },
  testimonials: { eyebrow: 'Hva kundene sier', title: 'Dette forteller sentrene oss', sampleTag: 'Eksempel' },
  team: { eyebrow: 'Teamet', title: 'Menneskene bak Heartwork', sampleTag: 'Eksempelprofil' },
  partners: { eyebrow: 'Partnere', title: 'Vi samarbeider med', sampleLogoAlt: (partner) => `${partner} (eksempel på partnerlogo)` },
  contact: {
    title: 'Vil du se Heartwork i bruk på senteret ditt?',
    text: 'Vi vil gjerne høre hvordan teamet ditt jobber i dag. Bestill en demo, eller bare skriv til oss.',
  },
  lead: 'Vi lager programvare for livsstils- og helsesentre med opphold, slik at teamene kan bruke dagene sine på mennesker, ikke på papirarbeid.',
  vision: chrome.vision,
  mission:
    'Å gi hvert livsstils- og helsesenter mer tid til omsorg: vi gjør papirarbeidet rundt oppholdene om til automatiseringer som hele teamet kan stole på.',
  whatWeDo: [
    'Heartwork samler hele senteret på ett sted: gjestedata, bookinger, journaler, epikriser, timeplaner, statistikk, forskning og kjøkkenet.',
    'Timeplanene lages for deg, påminnelsene sendes av seg selv, og svarene fra laboratoriet havner der legen trenger dem. Hver rolle ser det oppgavene krever, på engelsk, rumensk eller norsk.',
    'Vi lanserer en ny versjon annenhver uke, utformet sammen med sentrene som allerede bruker Heartwork hver dag.',
  ],
};
