/**
 * The e-mails the site sends to people (issue 35) and the private page their link opens, in
 * English. A translation sits in ro/mail.ts and nb/mail.ts, typed `Translation<typeof mailText>`,
 * so a missing key fails the type check like every other text of the site. The server imports
 * all three (server/messages/texts.ts): e-mails have no build-time language swap.
 *
 * Every value the visitor typed goes in as a parameter; the HTML part escapes it.
 */
export type MailForm = 'waitlist-records' | 'affiliates' | 'scholarship-applications';

export const mailText = {
  /** The confirmation to whoever sent a lead. */
  confirmation: {
    subject: {
      'waitlist-records': 'We received your demo request',
      affiliates: 'Your referral: please confirm the e-mail to the center',
      'scholarship-applications': 'We received your scholarship application',
    } satisfies Record<MailForm, string>,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    received: {
      'waitlist-records': 'Thank you for your interest in Heartwork. We received your request for a demo and a place on the wait list.',
      affiliates: (contact: string, center: string) =>
        `Thank you for referring ${center || 'a center'}. We have your referral of ${contact || 'its contact person'}, but we have not written to them yet.`,
      'scholarship-applications': 'Thank you for applying to the Heartwork Scholarship Program. We received your application.',
    },
    next: {
      'waitlist-records':
        'What happens next: a person from our team reads your request and writes back to you within two working days, to agree on a time for the demo.',
      affiliates:
        'What happens next: open the link below, check the e-mail we will send in your name and press "Send the e-mail" if it is right. We send it only then, from our address, with replies going to you.',
      'scholarship-applications': 'What happens next: we read every application carefully and write back to you within two weeks.',
    },
    linkIntro: {
      'waitlist-records': 'See what you sent us, or withdraw it, on this private page:',
      affiliates: 'Check and send the e-mail, or withdraw your referral, on this private page:',
      'scholarship-applications': 'See what you sent us, or withdraw it, on this private page:',
    },
    linkNote: 'The link is only for you: anyone holding it can see and withdraw what you sent.',
  },
  /** The one follow-up of a draft left with an e-mail address. */
  followUp: {
    subject: 'Your demo request is not sent yet',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'You started a request for a Heartwork demo but did not send it. If you still want a demo, you can finish it in a minute:',
    linkLabel: 'Finish your demo request',
    ignore: 'If you changed your mind, ignore this e-mail: we will not write again, and the draft is deleted after the period the privacy page names.',
  },
  /** The meeting e-mails (issue 34): the invite (the confirmation of a lead with a booked time), a move, a cancel, the reminder. */
  meeting: {
    /** The calendar event's title. */
    summary: 'Heartwork demo',
    subject: {
      invite: (when: string) => `Your Heartwork demo: ${when}`,
      update: (when: string) => `Your Heartwork demo has moved: ${when}`,
      cancel: (when: string) => `Cancelled: your Heartwork demo on ${when}`,
      reminder: (when: string) => `Reminder: your Heartwork demo on ${when}`,
    },
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    lead: {
      invite: 'Thank you for your interest in Heartwork. We received your request for a demo and booked the time you chose:',
      update: 'Your demo has moved to the new time you chose:',
      cancel: 'Your demo has been cancelled, as you asked:',
      reminder: 'A reminder: your Heartwork demo is coming up:',
    },
    /** The time as the visitor reads it, with the zone it is in named. */
    when: (time: string, zone: string) => `${time} (${zone} time)`,
    video: (url: string) => `The video meeting: ${url}`,
    calendar: 'The invite is attached: open it to put the meeting in your calendar.',
    calendarCancel: 'The attached update takes the meeting out of your calendar.',
    pageIntro: 'To move or cancel the meeting, use this private page:',
    pageNote: 'The link is only for you: anyone holding it can move or cancel this meeting.',
    again: 'If you would like another time, reply to this e-mail and we will find one together.',
  },
  /** A reply a team member writes in the inbox (issue 36): their words as written; only these parts are the template's. */
  reply: {
    subject: {
      'waitlist-records': 'Re: your Heartwork demo request',
      affiliates: 'Re: your Heartwork referral',
      'scholarship-applications': 'Re: your Heartwork scholarship application',
    } satisfies Record<MailForm, string>,
    why: 'You receive this e-mail because you sent us a request on our website. Reply to it to reach the person who wrote it.',
  },
  signOff: 'Warm regards,',
  signature: 'The Heartwork team',
  /** Why the person gets this e-mail (the last line of every message). */
  why: 'You receive this e-mail because this address was typed into a form on our website. Replies reach our team.',
  /** The private page a message's link opens (server/messages/leadPage.ts). */
  page: {
    title: 'What you sent us',
    intro: {
      'waitlist-records': 'Your demo request, as we received it.',
      affiliates: 'Your referral, as we received it.',
      'scholarship-applications': 'Your scholarship application, as we received it.',
    } satisfies Record<MailForm, string>,
    sentAt: (when: string) => `Received on ${when}.`,
    withdrawTitle: 'Withdraw it',
    withdrawText: 'Withdrawing deletes what you sent from our database at once. It cannot be undone.',
    withdrawButton: 'Withdraw and delete',
    withdrawn: 'Done: what you sent has been deleted. We will not write to you about it again.',
    unknownLink: 'This link does not open anything any more: what it pointed to was withdrawn or deleted, or the link is incomplete.',
    referralTitle: 'The e-mail we send in your name',
    referralAsk: 'Check it: it is exactly what the center will receive. Press the button to send it.',
    referralSend: 'Send the e-mail',
    referralQueued: 'The e-mail is on its way to the center.',
    referralRecent:
      'We did not send it: this address already received a referral e-mail from us in the last 90 days. Our team sees your referral and may contact the center themselves.',
    referralHeld: 'Our team holds this e-mail for now; they will contact you if needed.',
    labels: {
      name: 'Name',
      email: 'E-mail',
      center: 'Center',
      centerName: 'Center',
      country: 'Country',
      website: 'Website',
      phone: 'Phone',
      contactPersonName: 'Contact person',
      position: 'Position',
      otherFeatures: 'Other features',
      scheduleMeetingNotes: 'Meeting time',
      notes: 'Anything else',
      message: 'Your message',
      otherInfo: 'Other information',
      nameA: 'Your name',
      emailA: 'Your e-mail',
    },
  },
};
