import type { Locale } from './locale';

/**
 * The line that offers the page in another language, in the language it offers: it is shown to
 * a visitor whose browser asks for that language, who may not read the page's own. So every
 * build carries these three lines (loaded with the line, only when there is something to offer),
 * the one exception to 'a page carries only its own language's text' (issue 17).
 */
export const languageOffers: Record<Locale, { text: string; switch: string; dismiss: string }> = {
  en: { text: 'This page is also available in English.', switch: 'Read it in English', dismiss: 'No, thanks' },
  ro: { text: 'Această pagină este disponibilă și în limba română.', switch: 'Citiți-o în română', dismiss: 'Nu, mulțumesc' },
  nb: { text: 'Denne siden finnes også på norsk.', switch: 'Les den på norsk', dismiss: 'Nei takk' },
};
