import * as en from '../launch';
import type { Translation } from '../../i18n/translation';

/**
 * The launch content in Romanian: only the words change (quotes, roles, the sample notes). People's
 * and centers' names, contact data, links, the video and the brochure are the English module's, so
 * the launch check and the owner's values stay one source.
 */
const source = en.launch;

/** A Romanian list stands for its English original: it is a sample exactly while that one is. */
const originals = new Map<unknown, unknown>();
function translationOf<T>(translated: T, original: unknown): T {
  originals.set(translated, original);
  return translated;
}

const testimonials = [
  {
    quote: 'Diminețile noastre începeau cu un teanc de hârtii. Acum programul este gata înainte să se trezească primul oaspete.',
    role: 'Coordonator de program',
  },
  {
    quote: 'Scrisorile de externare care ne luau o seară întreagă sunt gata acum în câteva minute, și nimic nu se mai pierde între medic și asistentă.',
    role: 'Director medical',
  },
  {
    quote: 'Bucătăria știe în sfârșit câți oaspeți vin și ce are voie să mănânce fiecare, fără niciun telefon.',
    role: 'Bucătar-șef',
  },
  {
    quote: 'Oaspeții rezervă online și primesc mementourile automat. Recepția noastră se poate ocupa pur și simplu de primirea oamenilor.',
    role: 'Manager de recepție',
  },
] as const;

const teamRoles = ['Fondator și coordonator de produs', 'Consilier medical', 'Dezvoltator principal', 'Relația cu clienții'] as const;

export const launch: Translation<typeof en.launch> = {
  contact: source.contact,
  social: source.social,
  demoVideoId: source.demoVideoId,
  brochure: source.brochure,
  testimonials: {
    show: source.testimonials.show,
    note: 'Mărturii cu titlu de exemplu, afișate până când centrele noastre își publică propriile cuvinte.',
    items: translationOf(
      source.testimonials.items.map((t, i) => ({ ...t, quote: testimonials[i]?.quote ?? t.quote, role: testimonials[i]?.role ?? t.role })),
      source.testimonials.items,
    ),
  },
  team: {
    show: source.team.show,
    note: 'Profiluri cu titlu de exemplu: numele și rolurile de mai jos țin locul echipei noastre.',
    members: translationOf(
      source.team.members.map((m, i) => ({ ...m, role: teamRoles[i] ?? m.role })),
      source.team.members,
    ),
  },
  partners: {
    show: source.partners.show,
    note: 'Logo-uri de parteneri cu titlu de exemplu, afișate până la publicarea logo-urilor partenerilor noștri.',
    items: source.partners.items,
  },
};

/** Whether a value is one of the invented stand-ins (a translated list counts as its original). */
export const isSample = (value: unknown): boolean => en.isSample(originals.has(value) ? originals.get(value) : value);

/** Whether the page shows the samples of a section as samples (a note and tags), i.e. not yet real. */
export const showsSamples = (section: { items?: unknown; members?: unknown }): boolean =>
  isSample(section.items ?? section.members);
