import { limits } from './fields';

/**
 * One user-facing message per rule name (STYLE.md: refinements map to one message each). The domain
 * and the machines name a refusal by its key here (src/domain/fieldError.ts); views say it
 * (src/components/form/errorMessage.ts).
 */
export const messages = {
  Required: 'This field is required.',
  Email: 'Please enter a valid email address.',
  emailRequired: 'Please enter your email',
  affiliateInvalid: 'The form seems to be invalid. Please check all required fields.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  emailLocalPartTooLong: `Please keep the part before the @ under ${limits.emailLocalPart} characters.`,
  invalid: 'This value is not accepted.',
  wholeNumber: (min: number, max: number) => `Please enter a whole number from ${min} to ${max}.`,
  /** A meeting time or booking refused (src/domain/fieldError.ts `meetingRefusalKeys`), each in its own words. */
  meetingTaken: 'Sorry, that time has just been taken by someone else. Please pick another one.',
  meetingNotOffered: 'That is not one of the times we offer. Please pick one of the times shown.',
  meetingOff: 'Booking a time online is not available right now. Please suggest a date and time in the box below instead; we will reply to arrange it.',
  meetingLeadUnknown: 'Only a sent demo request that is not spam can have a meeting.',
  meetingLeadHasOne: 'This lead already has a meeting.',
  meetingNotBooked: 'This meeting has been cancelled or has already taken place.',
  meetingTooManyChanges: 'This meeting has been moved too many times. Please reply to our e-mail and we will find a time together.',
  /** The save indicator of every autosaving form. */
  saveStatus: {
    saving: 'Saving…',
    saved: 'Saved',
    offline: 'You seem to be offline. Your changes are kept here and we will keep trying to save them.',
    /** A 5xx: the server is restarting or its database reopening; the visitor's connection is fine. */
    unavailable: 'Our server is not answering just now. Your changes are kept here and we will keep trying to save them.',
    /** A 429: the server asked us to wait; nothing is wrong with the visitor's connection. */
    slow: 'Saving slowly: the server asked us to wait a moment. Your changes are kept here and will be saved shortly.',
    rejected: 'Your last change could not be saved. Please check the highlighted field.',
    /** A 403 that will not change (cookies blocked for the site): the plain post is the way that works. */
    blocked:
      'This browser does not let our site save your changes as you type (its cookies are blocked). Nothing is lost: when you send the form, it goes to us as a plain form.',
  },
  /** The device's storage refuses the form's memory (full, or switched off): what that means for the visitor. */
  storageRefused:
    'This browser is not keeping your typing on this device (its storage is full or switched off). What you type still reaches us as you go, but if you leave or reload this page before sending, the form may come back empty.',
  /** A form whose record was sent (here, in another tab, or on an earlier visit), in every form. */
  sent: {
    /** `date` is already formatted for the page's language. */
    on: (date: string) => `Sent on ${date}.`,
    again: 'Send another request',
    /** Shown when this page held changes the sent record does not (sent from another tab meanwhile). */
    withoutUnsent: 'Your last changes may not be part of it: it had already been sent. They are filled in when you send another request.',
  },
  /** Announced when a submit finds fields to fix. */
  fieldsToFix: (count: number) => (count === 1 ? 'One field needs your attention.' : `${count} fields need your attention.`),
} as const;
