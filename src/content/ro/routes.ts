import type { routeText as en } from '../routes';
import type { Translation } from '../../i18n/translation';

/** Each product page's title and description in Romanian (<title>, description meta, Open Graph). */
export const routeText: Translation<typeof en> = {
  '/': {
    title: 'Heartwork: software pentru centre de sănătate și stil de viață',
    description:
      'Heartwork, nu hârțogărie. Datele oaspeților, rezervări, fișe medicale, programări, cercetare și bucătărie pentru centre rezidențiale de sănătate și stil de viață.',
  },
  '/demo': {
    title: 'Programați o demonstrație | Heartwork',
    description:
      'Programați o demonstrație Heartwork sau înscrieți-vă pe lista de așteptare: spuneți-ne despre centrul dumneavoastră și domeniile de care aveți nevoie.',
  },
  '/faq': {
    title: 'Întrebări frecvente | Heartwork',
    description: 'Limbi, actualizări, roluri și permisiuni, planuri de prețuri și confidențialitatea datelor: răspunsuri despre Heartwork.',
  },
  '/about': {
    title: 'Despre noi | Heartwork',
    description: 'Viziunea, misiunea și echipa care construiește software pentru centre de sănătate și stil de viață.',
  },
  '/pricing': {
    title: 'Prețuri | Heartwork',
    description: 'Începeți gratuit cu modulul Recepție și extindeți-vă spre cabinetul medical, laboratorul și întreaga clădire.',
  },
  '/affiliate': {
    title: 'Invitați un centru | Heartwork',
    description:
      'Recomandați Heartwork unui centru de stil de viață și câștigați fursecuri: 30 de euro pentru o recomandare, trei luni de abonament după șase.',
  },
  '/scholarship': {
    title: 'Programul de burse | Heartwork',
    description: 'Nimeni nu rămâne în urmă: cum pot obține centrele noi și cele aflate în dificultate sponsorizarea Heartwork în primul lor an.',
  },
  '/terms-and-conditions': {
    title: 'Termeni și condiții | Heartwork',
    description: 'Termenii care se aplică utilizării site-ului Heartwork și a formularelor sale.',
  },
  '/privacy-policy': {
    title: 'Politica de confidențialitate | Heartwork',
    description: 'Ce stochează site-ul Heartwork, de ce, pentru cât timp și cum puteți cere ștergerea datelor.',
  },
  notFound: {
    title: 'Pagina nu a fost găsită | Heartwork',
    description: 'Este posibil ca pagina să fi fost ștearsă, redenumită sau să fie temporar indisponibilă.',
  },
};
