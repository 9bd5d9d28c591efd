import type { mailText as en } from '../mail';
import type { Translation } from '../../i18n/translation';

/** Nettstedets e-poster til folk og den private siden lenken deres åpner, på norsk (issue 35). */
export const mailText: Translation<typeof en> = {
  confirmation: {
    subject: {
      'waitlist-records': 'Vi har mottatt forespørselen din om en demo',
      affiliates: 'Anbefalingen din: bekreft e-posten til senteret',
      'scholarship-applications': 'Vi har mottatt stipendsøknaden din',
    },
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    received: {
      'waitlist-records': 'Takk for interessen for Heartwork. Vi har mottatt forespørselen din om en demo og en plass på ventelisten.',
      affiliates: (contact, center) =>
        `Takk for at du anbefalte ${center || 'et senter'}. Vi har anbefalingen din av ${contact || 'kontaktpersonen'}, men vi har ikke skrevet til dem ennå.`,
      'scholarship-applications': 'Takk for at du søkte på Heartworks stipendprogram. Vi har mottatt søknaden din.',
    },
    next: {
      'waitlist-records':
        'Hva skjer nå: en person i teamet vårt leser forespørselen din og svarer deg innen to virkedager, så vi kan avtale et tidspunkt for demoen.',
      affiliates:
        'Hva skjer nå: åpne lenken nedenfor, se over e-posten vi sender i ditt navn, og trykk «Send e-posten» hvis den stemmer. Vi sender den først da, fra vår adresse, og svar går til deg.',
      'scholarship-applications': 'Hva skjer nå: vi leser hver søknad nøye og svarer deg innen to uker.',
    },
    linkIntro: {
      'waitlist-records': 'Se hva du sendte oss, eller trekk det tilbake, på denne private siden:',
      affiliates: 'Se over og send e-posten, eller trekk anbefalingen tilbake, på denne private siden:',
      'scholarship-applications': 'Se hva du sendte oss, eller trekk det tilbake, på denne private siden:',
    },
    linkNote: 'Lenken er bare for deg: alle som har den, kan se og trekke tilbake det du sendte.',
  },
  followUp: {
    subject: 'Forespørselen din om en demo er ikke sendt ennå',
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    body: 'Du begynte på en forespørsel om en demo av Heartwork, men sendte den ikke. Vil du fortsatt ha en demo, kan du gjøre den ferdig på et minutt:',
    linkLabel: 'Gjør ferdig forespørselen',
    ignore: 'Har du ombestemt deg, kan du se bort fra denne e-posten: vi skriver ikke igjen, og utkastet slettes etter perioden personvernsiden oppgir.',
  },
  meeting: {
    summary: 'Heartwork-demo',
    subject: {
      invite: (when) => `Din Heartwork-demo: ${when}`,
      update: (when) => `Din Heartwork-demo er flyttet: ${when}`,
      cancel: (when) => `Avlyst: din Heartwork-demo ${when}`,
      reminder: (when) => `Påminnelse: din Heartwork-demo ${when}`,
    },
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    lead: {
      invite: 'Takk for interessen for Heartwork. Vi har mottatt forespørselen din om en demo og booket tidspunktet du valgte:',
      update: 'Demoen din er flyttet til det nye tidspunktet du valgte:',
      cancel: 'Demoen din er avlyst, slik du ba om:',
      reminder: 'En påminnelse: Heartwork-demoen din nærmer seg:',
    },
    when: (time, zone) => `${time} (tid i ${zone})`,
    video: (url) => `Videomøtet: ${url}`,
    calendar: 'Invitasjonen ligger vedlagt: åpne den for å legge møtet inn i kalenderen din.',
    calendarCancel: 'Den vedlagte oppdateringen tar møtet ut av kalenderen din.',
    pageIntro: 'For å flytte eller avlyse møtet, bruk denne private siden:',
    pageNote: 'Lenken er bare for deg: alle som har den, kan flytte eller avlyse dette møtet.',
    again: 'Hvis du ønsker et annet tidspunkt, svar på denne e-posten, så finner vi et sammen.',
  },
  reply: {
    subject: {
      'waitlist-records': 'Sv: forespørselen din om en Heartwork-demo',
      affiliates: 'Sv: Heartwork-anbefalingen din',
      'scholarship-applications': 'Sv: stipendsøknaden din til Heartwork',
    },
    why: 'Du får denne e-posten fordi du sendte oss en forespørsel på nettstedet vårt. Svar på den for å nå personen som skrev den.',
  },
  signOff: 'Med vennlig hilsen',
  signature: 'Heartwork-teamet',
  why: 'Du får denne e-posten fordi denne adressen ble skrevet inn i et skjema på nettstedet vårt. Svar kommer fram til teamet vårt.',
  page: {
    title: 'Det du sendte oss',
    intro: {
      'waitlist-records': 'Forespørselen din om en demo, slik vi mottok den.',
      affiliates: 'Anbefalingen din, slik vi mottok den.',
      'scholarship-applications': 'Stipendsøknaden din, slik vi mottok den.',
    },
    sentAt: (when) => `Mottatt ${when}.`,
    withdrawTitle: 'Trekk tilbake',
    withdrawText: 'Å trekke tilbake sletter det du sendte fra databasen vår med én gang. Det kan ikke angres.',
    withdrawButton: 'Trekk tilbake og slett',
    withdrawn: 'Ferdig: det du sendte, er slettet. Vi skriver ikke til deg om det igjen.',
    unknownLink: 'Denne lenken åpner ikke noe lenger: det den viste til, er trukket tilbake eller slettet, eller lenken er ufullstendig.',
    referralTitle: 'E-posten vi sender i ditt navn',
    referralAsk: 'Se over den: det er nøyaktig det senteret får. Trykk på knappen for å sende den.',
    referralSend: 'Send e-posten',
    referralQueued: 'E-posten er på vei til senteret.',
    referralRecent:
      'Vi sendte den ikke: denne adressen har allerede fått en anbefalings-e-post fra oss de siste 90 dagene. Teamet vårt ser anbefalingen din og kan kontakte senteret selv.',
    referralHeld: 'Teamet vårt holder tilbake denne e-posten inntil videre; de kontakter deg om nødvendig.',
    labels: {
      name: 'Navn',
      email: 'E-post',
      center: 'Senter',
      centerName: 'Senter',
      country: 'Land',
      website: 'Nettsted',
      phone: 'Telefon',
      contactPersonName: 'Kontaktperson',
      position: 'Stilling',
      otherFeatures: 'Andre funksjoner',
      scheduleMeetingNotes: 'Møtetidspunkt',
      notes: 'Noe annet',
      message: 'Meldingen din',
      otherInfo: 'Annen informasjon',
      nameA: 'Navnet ditt',
      emailA: 'E-posten din',
    },
  },
};
