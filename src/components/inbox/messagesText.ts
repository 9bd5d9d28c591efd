const channelNames = { email: 'e-mail', webhook: 'webhook' } as const;

/** The inbox's words for the messages to people (issue 35). The inbox is English only, as src/content/inbox.ts. */
export const messagesText = {
  heading: 'Messages to this person',
  loading: 'Loading the messages…',
  loadFailed: 'The messages could not be loaded.',
  none: 'No message has been sent about this record.',
  kinds: {
    'message.confirmation': 'Confirmation to the sender',
    'message.referral': 'Referral e-mail to the center',
    'message.follow-up': 'Follow-up of the draft',
    'message.reward-due': 'Reward due, to the referrer',
    'message.meeting': 'Meeting e-mail (invite, move, cancel or reminder)',
    'message.reply': 'Reply from the team (see the timeline)',
    // A team alert, not a message, named here for the failed alerts' list beside the messages.
    'lead.waiting': 'Reminder: no first contact yet',
  } as Record<string, string>,
  status: (status: string, skipped: boolean, at: string | null) =>
    skipped ? 'not sent: no longer due' : status === 'delivered' ? `sent${at ? ` ${at}` : ''}` : status === 'failed' ? 'failed' : 'waiting to be sent',
  referral: {
    heading: 'Referral e-mail to the center',
    'awaiting-referrer': 'Not sent: waiting for the referrer to confirm it.',
    queued: 'Waiting to be sent.',
    sent: (at: string) => `Sent to the center ${at}.`,
    failed: (why: string) => `Could not be sent: ${why}`,
    recent: 'Not sent: this address got a referral e-mail in the last 90 days.',
    held: 'Held by you: not sent.',
    send: 'Send the referral e-mail',
    hold: 'Hold it',
  },
  followUp: {
    send: 'Send the follow-up e-mail',
    queued: 'The follow-up is on its way.',
    already: 'This draft already had its follow-up.',
  },
  actionFailed: 'That did not work. Try again in a moment.',
  channels: {
    heading: 'Check the channels',
    lead: 'Sends one real test through a channel now and shows what the receiver answered. Each test is recorded in the deletions and events log.',
    email: (to: string) => `Send a test e-mail to ${to}`,
    webhook: (url: string) => `Send a test to the webhook (${url})`,
    none: 'No alert channel is configured (ALERT_WEBHOOK_URL, SMTP_URL).',
    ok: (channel: 'email' | 'webhook', answer: string) => `The ${channelNames[channel]} test went through: ${answer}`,
    refused: (channel: 'email' | 'webhook', answer: string) => `The ${channelNames[channel]} test failed: ${answer}`,
    testing: 'Sending the test…',
  },
};
