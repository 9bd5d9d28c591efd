import * as en from '../launch';
import type { Translation } from '../../i18n/translation';

export type { Testimonial, TeamMember, Partner, SocialLink, Launch } from '../launch';

/**
 * Launch content in Norwegian. Only the words are translated: contact details, social links, the
 * video, the brochure and the partners are the English module's own values, and people's and
 * companies' names come from it by position. When the English lists get real people, translate
 * their quotes, roles and bios here in the same order.
 */
const testimonials = en.launch.testimonials.items;
const members = en.launch.team.members;
const at = <T>(list: readonly T[], i: number): T => list[i]!;

const translatedTestimonials: Translation<typeof testimonials> = [
  {
    ...at(testimonials, 0),
    quote: 'Før begynte morgenene våre med en bunke papirer. Nå er timeplanen klar før den første gjesten har våknet.',
    role: 'Programkoordinator',
  },
  {
    ...at(testimonials, 1),
    quote: 'Epikriser som tok en hel kveld, tar nå noen minutter, og ingenting blir borte mellom legen og sykepleieren.',
    role: 'Medisinsk direktør',
  },
  {
    ...at(testimonials, 2),
    quote: 'Kjøkkenet vet endelig hvor mange gjester som kommer og hva hver enkelt kan spise, uten en eneste telefon.',
    role: 'Kjøkkensjef',
  },
  {
    ...at(testimonials, 3),
    quote: 'Gjestene booker på nett og får påminnelsene sine automatisk. Resepsjonen vår kan rett og slett ta imot folk.',
    role: 'Resepsjonsleder',
  },
];

const translatedMembers: Translation<typeof members> = [
  { ...at(members, 0), role: 'Gründer og produktansvarlig' },
  { ...at(members, 1), role: 'Medisinsk rådgiver' },
  { ...at(members, 2), role: 'Ledende utvikler' },
  { ...at(members, 3), role: 'Kundesuksess' },
];

export const launch: Translation<typeof en.launch> = {
  ...en.launch,
  testimonials: {
    show: en.launch.testimonials.show,
    note: 'Eksempler på omtaler, vist som illustrasjon til sentrene våre publiserer sine egne ord.',
    items: translatedTestimonials,
  },
  team: {
    show: en.launch.team.show,
    note: 'Eksempelprofiler: navnene og rollene nedenfor er plassholdere for teamet vårt.',
    members: translatedMembers,
  },
  partners: {
    ...en.launch.partners,
    note: 'Eksempler på partnerlogoer, vist til partnernes egne logoer er publisert.',
  },
};

/** The translated lists stand for the English samples they translate, while those are samples. */
const translatedSamples = new Set<unknown>([
  ...(en.isSample(testimonials) ? [translatedTestimonials] : []),
  ...(en.isSample(members) ? [translatedMembers] : []),
]);

/** Whether a value is one of the invented stand-ins (the English ones or their translation). */
export const isSample = (value: unknown): boolean => en.isSample(value) || translatedSamples.has(value);

/** Whether the page shows the samples of a section as samples (a note and tags), i.e. not yet real. */
export const showsSamples = (section: { items?: unknown; members?: unknown }): boolean =>
  isSample(section.items ?? section.members);
