import { faq as en } from '../faq';
import type { Translation } from '../../i18n/translation';

/** The six questions in Romanian; each `id` is the English one (analytics, anchors). */
export const faq: Translation<typeof en> = [
  {
    id: en[0].id,
    question: 'În ce limbi este disponibil Heartwork?',
    answer:
      'Heartwork este disponibil în engleză, română și norvegiană. Dacă echipa dumneavoastră lucrează în altă limbă, spuneți-ne: următoarea limbă o aleg centrele care ne-o cer.',
  },
  {
    id: en[1].id,
    question: 'Cât de des este actualizat Heartwork și îl folosește deja cineva?',
    answer: 'O versiune nouă apare la fiecare două săptămâni, iar Heartwork este deja folosit de mai multe centre. Părerile lor de zi cu zi decid ce urmează.',
  },
  {
    id: en[2].id,
    question: 'Pot decide cine ce vede și ce face?',
    answer:
      'Da. Accesul se face pe baza unor roluri personalizabile: fiecare rol are atribuții, iar fiecare atribuție are permisiuni. Un recepționer, un medic și un bucătar văd exact ce le trebuie pentru munca lor, și nimic în plus.',
  },
  {
    id: en[3].id,
    question: 'Există o versiune gratuită?',
    answer:
      'Da. Modulul Recepție este gratuit, pentru totdeauna. Când centrul dumneavoastră este pregătit pentru mai mult, pachetele avansate adaugă cabinetul medical, laboratorul și, în curând, întreaga clădire.',
  },
  {
    id: en[4].id,
    question: 'Cum poate fi gratuit modulul Recepție?',
    answer:
      'Centrele care folosesc Heartwork pot fi listate pe platforma noastră de rezervări pentru centre de stil de viață. Când un oaspete rezervă prin ea, primim un comision pentru fiecare rezervare. Așa rămâne Recepția gratuită pentru dumneavoastră.',
  },
  {
    id: en[5].id,
    question: 'Cum protejați datele medicale?',
    answer:
      'Confidențialitatea datelor medicale este integrată: autentificare în doi pași (2FA), jurnale de activitate care arată cine ce a făcut și când, și instrumente pentru exportul și anonimizarea datelor atunci când un oaspete sau un studiu o cere.',
  },
];
