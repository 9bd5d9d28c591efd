import type { notFound as en } from '../notFound';
import type { Translation } from '../../i18n/translation';

/** The not-found page in Romanian. */
export const notFound: Translation<typeof en> = {
  title: 'Pagina nu a fost găsită',
  text: 'Este posibil ca pagina pe care o căutați să fi fost ștearsă, să își fi schimbat numele sau să fie temporar indisponibilă.',
  home: 'Mergeți la pagina principală',
};
