import type { affiliateText as en, ReferralEmail, ReferralEmailInput } from '../affiliate';
import { messages } from '../../domain/ro/messages';
import { rewards } from '../../domain/rewards';
import type { Translation } from '../../i18n/translation';
import { config } from '../../services/config';
import { chrome } from './chrome';

/**
 * The affiliate page in Romanian: the rewards (from the one rewards config), the referral form and
 * the e-mail the referred center would receive. The program's 'cookies' stay cookies: 'fursecuri'.
 */
const { oneCookie, threeCookies, paidAfterMonths, minimumPlanMonths } = rewards;

/** 'de' between a number and its noun from 20 on (CLDR plural 'other' for Romanian). */
const de = (n: number): string => (new Intl.PluralRules('ro-RO').select(n) === 'other' ? 'de ' : '');
const months = (n: number): string => (n === 1 ? 'o lună' : `${n} ${de(n)}luni`);

/**
 * The notice branch lead13 adds to the English affiliate text (issue 13: a referral found sent).
 * Spread in below so that this file type-checks before and after that merge; inline it afterwards.
 */
const sentNotice = { sent: 'Vă mulțumim! Recomandarea a fost trimisă.' };

export const affiliateText: Translation<typeof en> = {
  title: 'Invitați un centru',
  lead: `Cunoașteți un centru de sănătate sau de stil de viață care încă funcționează pe hârtie? Prezentați-i ${config.appName} și câștigați fursecuri atunci când se alătură.`,
  rewards: {
    eyebrow: 'Programul de afiliere',
    title: 'Fursecuri pentru dumneavoastră, mai puține hârtii pentru ei',
    cards: [
      {
        amount: `${oneCookie.amountEur} €`,
        name: 'Un fursec',
        text: `Câștigați un fursec (${oneCookie.amountEur} ${de(oneCookie.amountEur)}euro) doar pentru că recomandați un centru care se abonează.`,
      },
      {
        amount: months(threeCookies.months),
        name: 'Trei fursecuri',
        text: `Trei fursecuri (${months(threeCookies.months)} din abonamentul centrului recomandat) se plătesc după primele ${months(paidAfterMonths)}, dacă centrul recomandat se abonează.`,
      },
    ],
    condition: `Pentru ambele, centrul recomandat trebuie să aleagă un plan plătit de cel puțin ${months(minimumPlanMonths)}.`,
  },
  steps: {
    title: 'Cum funcționează',
    items: [
      {
        title: 'Spuneți-ne despre centru',
        text: 'Cine îl conduce și cum poate fi contactat. Datele dumneavoastră ne spun cui să-i mulțumim.',
      },
      {
        title: 'Le scriem noi',
        text: 'Un e-mail scurt și prietenos, în numele dumneavoastră, ca previzualizarea pe care o vedeți în timp ce completați formularul. Nimic altceva, niciun buletin informativ.',
      },
      {
        title: 'Câștigați fursecuri',
        text: 'Când centrul se abonează la un plan plătit, vă contactăm în legătură cu recompensa.',
      },
    ],
  },
  form: {
    title: 'Recomandați un centru',
    name: 'Recomandați un centru',
    requiredNote: 'Câmpurile marcate cu * sunt obligatorii.',
    groups: {
      center: 'Centrul',
      contact: 'Pe cine să contactăm?',
      you: 'Despre dumneavoastră',
    },
    labels: {
      centerName: 'Numele centrului',
      website: 'Site web',
      centerStage: 'În ce stadiu se află centrul astăzi?',
      contactPersonName: 'Numele persoanei de contact',
      email: 'E-mailul persoanei de contact',
      phone: 'Telefonul persoanei de contact',
      relationship: 'De unde cunoașteți centrul?',
      otherInfo: 'Alte informații',
      nameA: 'Numele dumneavoastră',
      emailA: 'E-mailul dumneavoastră',
    },
    placeholders: {
      centerName: 'Numele centrului *',
      website: 'www.centru.ro *',
      centerStage: 'Alegeți o variantă *',
      contactPersonName: 'Cu cine să vorbim? *',
      email: 'nume@centru.ro *',
      phone: '+40 700 000 000',
      relationship: 'Alegeți o variantă *',
      otherInfo: 'Orice ne ajută să prezentăm Heartwork cum se cuvine',
      nameA: 'Numele complet *',
      emailA: 'nume@exemplu.ro *',
    },
    submit: 'Trimiteți',
    submitting: 'Se trimite…',
    retry: 'Încercați din nou',
  },
  notices: {
    invalid: messages.affiliateInvalid,
    failed: {
      unreachable: 'Recomandarea nu a putut fi salvată chiar acum. Ce ați scris rămâne aici și încercăm în continuare să o salvăm.',
      refused: 'Ultima modificare nu a putut fi salvată. Vă rugăm să verificați câmpul evidențiat.',
    },
    succeeded: 'Vă mulțumim! Recomandarea a fost trimisă. Formularul este pregătit pentru următoarea recomandare.',
    ...sentNotice,
  },
  preview: {
    title: 'E-mailul pe care îl vor primi',
    waiting: 'Previzualizarea e-mailului apare aici după ce completați numele persoanei de contact, numele și e-mailul dumneavoastră.',
    labels: { from: 'De la', replyTo: 'Răspuns către', to: 'Către', subject: 'Subiect' },
  },
};

/**
 * The e-mail the referred center would receive, as plain strings. The signature says 'alături de' (along
 * with) the referrer: it reads right whatever the referrer's gender, which the form does not ask.
 */
export function referralEmail(input: ReferralEmailInput): Translation<ReferralEmail> {
  const contact = input.contactPersonName?.trim() ?? '';
  const referrer = input.nameA?.trim() ?? '';
  const center = input.centerName?.trim() || 'centrul dumneavoastră';
  return {
    from: `${config.appName} <${config.contact.email}>`,
    replyTo: `${referrer} <${input.emailA?.trim() ?? ''}>`,
    to: input.email?.trim() ? `${contact} <${input.email.trim()}>` : contact,
    subject: `${referrer} crede că ${config.appName} ar putea ajuta ${center}`,
    greeting: `Bună ziua, ${contact},`,
    paragraphs: [
      `${referrer} ne-a sugerat să vă scriem despre ${center}. ${config.appName} este un software pentru centre rezidențiale de sănătate și stil de viață: oaspeți și rezervări, fișe medicale și scrisori de externare, programarea tratamentelor, statistici și bucătărie, toate într-un singur loc.`,
      `Modulul Recepție este gratuit pentru totdeauna, așa că puteți începe cu oaspeții și rezervările și vă puteți extinde apoi. ${chrome.tagline}`,
      'Vă interesează o scurtă demonstrație? Răspundeți pur și simplu la acest e-mail și vom găsi un moment potrivit pentru echipa dumneavoastră.',
    ],
    signOff: 'Cu stimă,',
    signature: `Echipa ${config.appName}, alături de ${referrer}`,
  };
}
