import * as en from '../launch';
import { launchAbout as source } from '../launchAbout';
import type { Translation } from '../../i18n/translation';

/**
 * The about page's launch content, translated: only the words (quotes, roles, the notes). People's
 * and centers' names, logos and the `show` switches are the English module's, by position.
 */
const at = <T>(list: readonly T[], i: number): T => list[i]!;
/** A translated list is a sample exactly while its English original is (the launch check, the 'Sample' tags). */
const standsFor = <T>(translated: T, original: unknown): T => (en.isSample(original) ? en.sample(translated) : translated);

export const launchAbout: Translation<typeof source> = {
  testimonials: {
    show: source.testimonials.show,
    note: 'Mărturii cu titlu de exemplu, afișate până când centrele noastre își publică propriile cuvinte.',
    items: standsFor(
      [
        {
          ...at(source.testimonials.items, 0),
          quote: 'Diminețile noastre începeau cu un teanc de hârtii. Acum programul este gata înainte să se trezească primul oaspete.',
          role: 'Coordonator de program',
        },
        {
          ...at(source.testimonials.items, 1),
          quote: 'Scrisorile de externare care ne luau o seară întreagă sunt gata acum în câteva minute, și nimic nu se mai pierde între medic și asistentă.',
          role: 'Director medical',
        },
        {
          ...at(source.testimonials.items, 2),
          quote: 'Bucătăria știe în sfârșit câți oaspeți vin și ce are voie să mănânce fiecare, fără niciun telefon.',
          role: 'Bucătar-șef',
        },
        {
          ...at(source.testimonials.items, 3),
          quote: 'Oaspeții rezervă online și primesc mementourile automat. Recepția noastră se poate ocupa pur și simplu de primirea oamenilor.',
          role: 'Manager de recepție',
        },
      ],
      source.testimonials.items,
    ),
  },
  team: {
    show: source.team.show,
    note: 'Profiluri cu titlu de exemplu: numele și rolurile de mai jos țin locul echipei noastre.',
    members: standsFor(
      [
        { ...at(source.team.members, 0), role: 'Fondator și coordonator de produs' },
        { ...at(source.team.members, 1), role: 'Consilier medical' },
        { ...at(source.team.members, 2), role: 'Dezvoltator principal' },
        { ...at(source.team.members, 3), role: 'Relația cu clienții' },
      ],
      source.team.members,
    ),
  },
  partners: {
    show: source.partners.show,
    note: 'Sigle de parteneri cu titlu de exemplu, afișate până la publicarea siglelor partenerilor noștri.',
    items: source.partners.items,
  },
};
