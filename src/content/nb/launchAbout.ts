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
    note: 'Eksempler på omtaler, vist som illustrasjon til sentrene våre publiserer sine egne ord.',
    items: standsFor(
      [
        {
          ...at(source.testimonials.items, 0),
          quote: 'Før begynte morgenene våre med en bunke papirer. Nå er timeplanen klar før den første gjesten har våknet.',
          role: 'Programkoordinator',
        },
        {
          ...at(source.testimonials.items, 1),
          quote: 'Epikriser som tok en hel kveld, tar nå noen minutter, og ingenting blir borte mellom legen og sykepleieren.',
          role: 'Medisinsk direktør',
        },
        {
          ...at(source.testimonials.items, 2),
          quote: 'Kjøkkenet vet endelig hvor mange gjester som kommer og hva hver enkelt kan spise, uten en eneste telefon.',
          role: 'Kjøkkensjef',
        },
        {
          ...at(source.testimonials.items, 3),
          quote: 'Gjestene booker på nett og får påminnelsene sine automatisk. Resepsjonen vår kan rett og slett ta imot folk.',
          role: 'Resepsjonsleder',
        },
      ],
      source.testimonials.items,
    ),
  },
  team: {
    show: source.team.show,
    note: 'Eksempelprofiler: navnene og rollene nedenfor er plassholdere for teamet vårt.',
    members: standsFor(
      [
        { ...at(source.team.members, 0), role: 'Gründer og produktansvarlig' },
        { ...at(source.team.members, 1), role: 'Medisinsk rådgiver' },
        { ...at(source.team.members, 2), role: 'Ledende utvikler' },
        { ...at(source.team.members, 3), role: 'Kundesuksess' },
      ],
      source.team.members,
    ),
  },
  partners: {
    show: source.partners.show,
    note: 'Eksempler på partnerlogoer, vist til partnernes egne logoer er publisert.',
    items: source.partners.items,
  },
};
