import { rewards } from '../domain/rewards';
import type { RewardKind, RewardState } from '../domain/rewardSchedule';
import type { Locale } from '../i18n/locale';

/**
 * The referrer's private page and its link in their e-mails (issue 36, item 8), in the three
 * languages. The reward names and amounts come from the one rewards config, as on /affiliate.
 */
export interface ReferrerPageText {
  title: string;
  intro: string;
  none: string;
  unknownLink: string;
  caption: string;
  columns: { center: string; referredOn: string; subscription: string; rewards: string };
  subscribedSince: (date: string) => string;
  subscribedFromTo: (from: string, to: string) => string;
  notSubscribed: string;
  rewardNames: Record<RewardKind, string>;
  amountEur: (amount: number) => string;
  amountMonths: (months: number) => string;
  states: Record<RewardState, (date: string) => string>;
  totals: { due: (amount: string) => string; paid: (amount: string) => string };
  rules: string;
  mailLinkIntro: string;
  mailLinkNote: string;
  /** The e-mail that a reward fell due. */
  rewardMail: {
    subject: (reward: string) => string;
    greeting: (name: string) => string;
    body: (reward: string, amount: string, center: string) => string;
    linkIntro: string;
  };
}

const { paidAfterMonths, minimumPlanMonths } = rewards;

export const referrerPageText: Record<Locale, ReferrerPageText> = {
  en: {
    title: 'Your referrals',
    intro: 'The centers you referred to Heartwork, and the cookies they earned you.',
    none: 'No referral of yours is on record any more.',
    unknownLink: 'This link does not open anything (any more). The link in your latest e-mail from us works.',
    caption: 'Your referrals and their rewards',
    columns: { center: 'Center', referredOn: 'Referred on', subscription: 'Subscription', rewards: 'Rewards' },
    subscribedSince: (date) => `Subscribed since ${date}`,
    subscribedFromTo: (from, to) => `Subscribed from ${from} to ${to}`,
    notSubscribed: 'Not subscribed yet',
    rewardNames: { oneCookie: 'One cookie', threeCookies: 'Three cookies' },
    amountEur: (amount) => `${amount} €`,
    amountMonths: (months) => `${months} months of the center’s subscription`,
    states: {
      due: (date) => `due since ${date}`,
      upcoming: (date) => `due on ${date}`,
      paid: (date) => `paid on ${date}`,
      lapsed: (date) => `not earned: the center left before ${date}`,
    },
    totals: { due: (amount) => `Due to you: ${amount}`, paid: (amount) => `Paid to you: ${amount}` },
    rules: `One cookie falls due when a center you referred subscribes; three cookies once it has stayed subscribed for ${paidAfterMonths} months. Both need a paid plan of at least ${minimumPlanMonths} months.`,
    mailLinkIntro: 'Your referrals, and the cookies they earn you, are on your own page:',
    mailLinkNote: 'That link is only for you: it shows the centers you referred and your rewards.',
    rewardMail: {
      subject: (reward) => `${reward} for you from Heartwork`,
      greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
      body: (reward, amount, center) => `${center}, the center you referred, earned you ${reward.toLowerCase()} (${amount}). We will be in touch to pay it.`,
      linkIntro: 'Your referrals and rewards, due and paid:',
    },
  },
  ro: {
    title: 'Recomandările dumneavoastră',
    intro: 'Centrele pe care le-ați recomandat la Heartwork și fursecurile pe care vi le-au adus.',
    none: 'Nu mai avem nicio recomandare de la dumneavoastră.',
    unknownLink: 'Acest link nu (mai) deschide nimic. Linkul din cel mai recent e-mail de la noi funcționează.',
    caption: 'Recomandările dumneavoastră și recompensele lor',
    columns: { center: 'Centrul', referredOn: 'Recomandat pe', subscription: 'Abonament', rewards: 'Recompense' },
    subscribedSince: (date) => `Abonat din ${date}`,
    subscribedFromTo: (from, to) => `Abonat de pe ${from} până pe ${to}`,
    notSubscribed: 'Încă neabonat',
    rewardNames: { oneCookie: 'Un fursec', threeCookies: 'Trei fursecuri' },
    amountEur: (amount) => `${amount} €`,
    amountMonths: (months) => `${months} luni din abonamentul centrului`,
    states: {
      due: (date) => `datorat din ${date}`,
      upcoming: (date) => `datorat pe ${date}`,
      paid: (date) => `plătit pe ${date}`,
      lapsed: (date) => `necâștigat: centrul a renunțat înainte de ${date}`,
    },
    totals: { due: (amount) => `Vi se datorează: ${amount}`, paid: (amount) => `Vi s-a plătit: ${amount}` },
    rules: `Un fursec vi se datorează când un centru recomandat se abonează; trei fursecuri după ce a rămas abonat ${paidAfterMonths} luni. Ambele cer un plan plătit de cel puțin ${minimumPlanMonths} luni.`,
    mailLinkIntro: 'Recomandările dumneavoastră și fursecurile câștigate sunt pe pagina dumneavoastră:',
    mailLinkNote: 'Linkul este doar pentru dumneavoastră: arată centrele recomandate și recompensele.',
    rewardMail: {
      subject: (reward) => `${reward} pentru dumneavoastră de la Heartwork`,
      greeting: (name) => (name ? `Bună ziua, ${name},` : 'Bună ziua,'),
      body: (reward, amount, center) => `${center}, centrul pe care l-ați recomandat, v-a adus ${reward.toLowerCase()} (${amount}). Vă contactăm pentru plată.`,
      linkIntro: 'Recomandările și recompensele dumneavoastră, datorate și plătite:',
    },
  },
  nb: {
    title: 'Dine anbefalinger',
    intro: 'Sentrene du har anbefalt til Heartwork, og kjeksene de har gitt deg.',
    none: 'Vi har ingen anbefalinger fra deg lenger.',
    unknownLink: 'Denne lenken åpner ingenting (lenger). Lenken i den siste e-posten fra oss virker.',
    caption: 'Dine anbefalinger og belønningene deres',
    columns: { center: 'Senter', referredOn: 'Anbefalt', subscription: 'Abonnement', rewards: 'Belønninger' },
    subscribedSince: (date) => `Abonnent siden ${date}`,
    subscribedFromTo: (from, to) => `Abonnent fra ${from} til ${to}`,
    notSubscribed: 'Ikke abonnent ennå',
    rewardNames: { oneCookie: 'Én kjeks', threeCookies: 'Tre kjeks' },
    amountEur: (amount) => `${amount} €`,
    amountMonths: (months) => `${months} måneder av senterets abonnement`,
    states: {
      due: (date) => `til utbetaling siden ${date}`,
      upcoming: (date) => `til utbetaling ${date}`,
      paid: (date) => `utbetalt ${date}`,
      lapsed: (date) => `ikke opptjent: senteret sluttet før ${date}`,
    },
    totals: { due: (amount) => `Til utbetaling til deg: ${amount}`, paid: (amount) => `Utbetalt til deg: ${amount}` },
    rules: `Én kjeks når et senter du anbefalte, tegner abonnement; tre kjeks når det har vært abonnent i ${paidAfterMonths} måneder. Begge krever en betalt plan på minst ${minimumPlanMonths} måneder.`,
    mailLinkIntro: 'Anbefalingene dine og kjeksene de gir deg, står på din egen side:',
    mailLinkNote: 'Lenken er bare for deg: den viser sentrene du har anbefalt og belønningene dine.',
    rewardMail: {
      subject: (reward) => `${reward} til deg fra Heartwork`,
      greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
      body: (reward, amount, center) => `${center}, senteret du anbefalte, har gitt deg ${reward.toLowerCase()} (${amount}). Vi tar kontakt om utbetalingen.`,
      linkIntro: 'Anbefalingene og belønningene dine, til utbetaling og utbetalt:',
    },
  },
};
