import type { mailText as en } from '../mail';
import type { Translation } from '../../i18n/translation';

/** E-mailurile site-ului către oameni și pagina privată a linkului lor, în română (issue 35). */
export const mailText: Translation<typeof en> = {
  confirmation: {
    subject: {
      'waitlist-records': 'Am primit cererea dumneavoastră de demonstrație',
      affiliates: 'Recomandarea dumneavoastră: confirmați e-mailul către centru',
      'scholarship-applications': 'Am primit cererea dumneavoastră de bursă',
    },
    greeting: (name) => (name ? `Bună ziua, ${name},` : 'Bună ziua,'),
    received: {
      'waitlist-records':
        'Vă mulțumim pentru interesul față de Heartwork. Am primit cererea dumneavoastră pentru o demonstrație și un loc pe lista de așteptare.',
      affiliates: (contact, center) =>
        `Vă mulțumim că ați recomandat ${center || 'un centru'}. Avem recomandarea dumneavoastră pentru ${contact || 'persoana de contact'}, dar nu i-am scris încă.`,
      'scholarship-applications': 'Vă mulțumim că ați aplicat la Programul de burse Heartwork. Am primit cererea dumneavoastră.',
    },
    next: {
      'waitlist-records':
        'Ce urmează: cineva din echipa noastră vă citește cererea și vă răspunde în cel mult două zile lucrătoare, ca să stabilim ora demonstrației.',
      affiliates:
        'Ce urmează: deschideți linkul de mai jos, verificați e-mailul pe care îl vom trimite în numele dumneavoastră și apăsați „Trimite e-mailul” dacă este corect. Îl trimitem abia atunci, de la adresa noastră, iar răspunsurile vor ajunge la dumneavoastră.',
      'scholarship-applications': 'Ce urmează: citim cu atenție fiecare cerere și vă răspundem în cel mult două săptămâni.',
    },
    linkIntro: {
      'waitlist-records': 'Vedeți ce ne-ați trimis sau retrageți cererea pe această pagină privată:',
      affiliates: 'Verificați și trimiteți e-mailul sau retrageți recomandarea pe această pagină privată:',
      'scholarship-applications': 'Vedeți ce ne-ați trimis sau retrageți cererea pe această pagină privată:',
    },
    linkNote: 'Linkul este doar pentru dumneavoastră: oricine îl are poate vedea și retrage ce ați trimis.',
  },
  followUp: {
    subject: 'Cererea dumneavoastră de demonstrație nu a fost trimisă',
    greeting: (name) => (name ? `Bună ziua, ${name},` : 'Bună ziua,'),
    body: 'Ați început o cerere pentru o demonstrație Heartwork, dar nu ați trimis-o. Dacă încă doriți o demonstrație, o puteți termina într-un minut:',
    linkLabel: 'Terminați cererea de demonstrație',
    ignore: 'Dacă v-ați răzgândit, ignorați acest e-mail: nu vă mai scriem, iar ciorna se șterge după perioada din pagina de confidențialitate.',
  },
  meeting: {
    summary: 'Demonstrație Heartwork',
    subject: {
      invite: (when) => `Demonstrația dumneavoastră Heartwork: ${when}`,
      update: (when) => `Demonstrația dumneavoastră Heartwork a fost mutată: ${when}`,
      cancel: (when) => `Anulată: demonstrația dumneavoastră Heartwork din ${when}`,
      reminder: (when) => `Memento: demonstrația dumneavoastră Heartwork din ${when}`,
    },
    greeting: (name) => (name ? `Bună ziua, ${name},` : 'Bună ziua,'),
    lead: {
      invite: 'Vă mulțumim pentru interesul față de Heartwork. Am primit cererea dumneavoastră pentru o demonstrație și am rezervat ora aleasă:',
      update: 'Demonstrația dumneavoastră a fost mutată la noua oră aleasă:',
      cancel: 'Demonstrația dumneavoastră a fost anulată, așa cum ați cerut:',
      reminder: 'Un memento: demonstrația dumneavoastră Heartwork se apropie:',
    },
    when: (time, zone) => `${time} (ora din ${zone})`,
    video: (url) => `Întâlnirea video: ${url}`,
    calendar: 'Invitația este atașată: deschideți-o ca să adăugați întâlnirea în calendarul dumneavoastră.',
    calendarCancel: 'Actualizarea atașată scoate întâlnirea din calendarul dumneavoastră.',
    pageIntro: 'Ca să mutați sau să anulați întâlnirea, folosiți această pagină privată:',
    pageNote: 'Linkul este doar pentru dumneavoastră: oricine îl are poate muta sau anula această întâlnire.',
    again: 'Dacă doriți o altă oră, răspundeți la acest e-mail și găsim una împreună.',
  },
  reply: {
    subject: {
      'waitlist-records': 'Re: cererea dumneavoastră de demonstrație Heartwork',
      affiliates: 'Re: recomandarea dumneavoastră Heartwork',
      'scholarship-applications': 'Re: cererea dumneavoastră de bursă Heartwork',
    },
    why: 'Primiți acest e-mail pentru că ne-ați trimis o cerere de pe site-ul nostru. Răspundeți la el ca să ajungeți la persoana care l-a scris.',
  },
  signOff: 'Cu stimă,',
  signature: 'Echipa Heartwork',
  why: 'Primiți acest e-mail pentru că această adresă a fost introdusă într-un formular de pe site-ul nostru. Răspunsurile ajung la echipa noastră.',
  page: {
    title: 'Ce ne-ați trimis',
    intro: {
      'waitlist-records': 'Cererea dumneavoastră de demonstrație, așa cum am primit-o.',
      affiliates: 'Recomandarea dumneavoastră, așa cum am primit-o.',
      'scholarship-applications': 'Cererea dumneavoastră de bursă, așa cum am primit-o.',
    },
    sentAt: (when) => `Primită pe ${when}.`,
    withdrawTitle: 'Retrageți',
    withdrawText: 'Retragerea șterge imediat din baza noastră de date ce ați trimis. Nu poate fi anulată.',
    withdrawButton: 'Retrage și șterge',
    withdrawn: 'Gata: ce ați trimis a fost șters. Nu vă mai scriem despre asta.',
    unknownLink: 'Acest link nu mai deschide nimic: ce indica a fost retras sau șters, ori linkul este incomplet.',
    referralTitle: 'E-mailul pe care îl trimitem în numele dumneavoastră',
    referralAsk: 'Verificați-l: este exact ce va primi centrul. Apăsați butonul ca să îl trimitem.',
    referralSend: 'Trimite e-mailul',
    referralQueued: 'E-mailul este pe drum către centru.',
    referralRecent:
      'Nu l-am trimis: această adresă a primit deja un e-mail de recomandare de la noi în ultimele 90 de zile. Echipa noastră vede recomandarea și poate contacta centrul direct.',
    referralHeld: 'Echipa noastră reține deocamdată acest e-mail; vă va contacta dacă este nevoie.',
    labels: {
      name: 'Nume',
      email: 'E-mail',
      center: 'Centru',
      centerName: 'Centru',
      country: 'Țară',
      website: 'Site web',
      phone: 'Telefon',
      contactPersonName: 'Persoană de contact',
      position: 'Funcție',
      otherFeatures: 'Alte funcții',
      scheduleMeetingNotes: 'Ora întâlnirii',
      notes: 'Altceva',
      message: 'Mesajul dumneavoastră',
      otherInfo: 'Alte informații',
      nameA: 'Numele dumneavoastră',
      emailA: 'E-mailul dumneavoastră',
    },
  },
};
