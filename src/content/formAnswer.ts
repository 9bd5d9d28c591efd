/**
 * The words of the pages the server answers a plain form post with (JavaScript off or failed:
 * server/forms/resultPage.ts), beyond the form's own texts. Only the server imports this module, in
 * every language at once (server/forms/formText.ts), so no page's script carries it.
 */
export const formAnswerText = {
  thanksTitle: 'Thank you',
  another: 'Send another',
  fixTitle: 'Please check the form',
  tooMany: (seconds: number) => `We are receiving a lot from your network just now. What you typed is kept below: please send it again in ${seconds} seconds.`,
  tooLong: 'The form is longer than any complete form can be. Please shorten the longest text and send it again.',
  unreadable: 'The form arrived in a shape we cannot read. Please fill it in again.',
  notStored: 'We could not store the form just now. What you typed is kept below: please send it again in a moment.',
  crossSite: 'This form can only be sent from the Heartwork site itself. Nothing was stored.',
  notSent: 'Not sent',
} as const;
