import type { affiliateText as enText, referralEmail as enEmail } from '../affiliate';
import { messages } from '../../domain/nb/messages';
import { rewards } from '../../domain/rewards';
import { config } from '../../services/config';
import { chrome } from './chrome';
import type { Translation } from '../../i18n/translation';

export type { ReferralEmailInput, ReferralEmail } from '../affiliate';

/**
 * The affiliate page in Norwegian (spec sections 2 and 9): the program, its rewards (from the one
 * rewards config), the referral form and the e-mail the referred center would receive.
 * The English 'cookie' is rendered 'kjeks', keeping the play on the word.
 */
const { oneCookie, threeCookies, paidAfterMonths, minimumPlanMonths } = rewards;
const months = (n: number) => (n === 1 ? `${n} måned` : `${n} måneder`);

/**
 * The notice branch lead13 adds to the English affiliate text (issue 13: a referral found sent).
 * Spread in below so that this file type-checks before and after that merge; inline it afterwards.
 */
const sentNotice = { sent: 'Tusen takk! Henvisningen din er sendt.' };

export const affiliateText: Translation<typeof enText> = {
  title: 'Inviter et senter',
  lead: `Kjenner du et livsstils- eller helsesenter som fortsatt drives på papir? Tips dem om ${config.appName}, og få kjeks når de blir med.`,
  rewards: {
    eyebrow: 'Henvisningsprogram',
    title: 'Kjeks til deg, mindre papirarbeid for dem',
    cards: [
      {
        amount: `${oneCookie.amountEur} €`,
        name: 'Én kjeks',
        text: `Få én kjeks (${oneCookie.amountEur} euro) bare for å henvise et senter som tegner abonnement.`,
      },
      {
        amount: months(threeCookies.months),
        name: 'Tre kjeks',
        text: `Tre kjeks (${months(threeCookies.months)} av abonnementet til senteret du henviste) utbetales etter de første ${paidAfterMonths} månedene hvis senteret tegner abonnement.`,
      },
    ],
    condition: `Begge forutsetter at senteret du henviste, velger en betalt plan på minst ${months(minimumPlanMonths)}.`,
  },
  steps: {
    title: 'Slik fungerer det',
    items: [
      { title: 'Fortell oss om senteret', text: 'Hvem som driver det, og hvordan vi når dem. Opplysningene om deg forteller oss hvem vi skal takke.' },
      {
        title: 'Vi skriver til dem',
        text: 'En kort og vennlig e-post i ditt navn, slik som forhåndsvisningen du ser mens du fyller ut skjemaet. Ikke noe annet, ingen nyhetsbrev.',
      },
      { title: 'Du får kjeks', text: 'Når senteret tegner en betalt plan, tar vi kontakt om belønningen din.' },
    ],
  },
  form: {
    title: 'Henvis et senter',
    name: 'Henvis et senter',
    requiredNote: 'Felt merket med * må fylles ut.',
    groups: {
      center: 'Senteret',
      contact: 'Hvem skal vi kontakte?',
      you: 'Om deg',
    },
    labels: {
      centerName: 'Senterets navn',
      website: 'Nettsted',
      centerStage: 'Hvor står senteret i dag?',
      contactPersonName: 'Kontaktpersonens navn',
      email: 'Kontaktpersonens e-post',
      phone: 'Kontaktpersonens telefon',
      relationship: 'Hvordan kjenner du senteret?',
      otherInfo: 'Annen informasjon',
      nameA: 'Navnet ditt',
      emailA: 'E-postadressen din',
    },
    placeholders: {
      centerName: 'Senterets navn *',
      website: 'www.senter.no *',
      centerStage: 'Velg ett alternativ *',
      contactPersonName: 'Hvem kontakter vi? *',
      email: 'navn@senter.no *',
      phone: '+47 400 00 000',
      relationship: 'Velg ett alternativ *',
      otherInfo: 'Alt som hjelper oss å presentere Heartwork på en god måte',
      nameA: 'Fullt navn *',
      emailA: 'deg@eksempel.no *',
    },
    submit: 'Send inn',
    submitting: 'Sender …',
    retry: 'Prøv igjen',
  },
  notices: {
    invalid: messages.affiliateInvalid,
    failed: {
      unreachable: 'Henvisningen din kunne ikke lagres akkurat nå. Det du har skrevet, er tatt vare på her, og vi fortsetter å prøve å lagre det.',
      refused: 'Den siste endringen din kunne ikke lagres. Sjekk feltet som er markert.',
    },
    succeeded: 'Tusen takk! Henvisningen din er sendt. Skjemaet er klart for neste henvisning.',
    ...sentNotice,
  },
  preview: {
    title: 'E-posten de kommer til å få',
    waiting: 'Forhåndsvisningen av e-posten vises her når du har fylt ut kontaktpersonens navn, navnet ditt og e-postadressen din.',
    labels: { from: 'Fra', replyTo: 'Svar til', to: 'Til', subject: 'Emne' },
  },
};

/** The e-mail the referred center would receive, as plain strings (rendered as text, never as HTML). */
export const referralEmail: Translation<typeof enEmail> = (input) => {
  const contact = input.contactPersonName?.trim() ?? '';
  const referrer = input.nameA?.trim() ?? '';
  const center = input.centerName?.trim() || 'senteret ditt';
  return {
    from: `${config.appName} <${config.contact.email}>`,
    replyTo: `${referrer} <${input.emailA?.trim() ?? ''}>`,
    to: input.email?.trim() ? `${contact} <${input.email.trim()}>` : contact,
    subject: `${referrer} tror ${config.appName} kan være til hjelp for ${center}`,
    greeting: `Hei ${contact},`,
    paragraphs: [
      `${referrer} foreslo at vi skulle skrive til deg om ${center}. ${config.appName} er programvare for livsstils- og helsesentre med opphold: gjester og bookinger, journaler og epikriser, behandlingsplaner, statistikk og kjøkkenet, samlet på ett sted.`,
      `Resepsjonsmodulen er gratis for alltid, så du kan begynne med gjester og bookinger og bygge videre derfra. ${chrome.tagline}`,
      'Vil du se en kort demo? Svar på denne e-posten, så finner vi et tidspunkt som passer for teamet ditt.',
    ],
    signOff: 'Med vennlig hilsen',
    signature: `${config.appName}-teamet, på vegne av ${referrer}`,
  };
};
