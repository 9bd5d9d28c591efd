import type { ResponseWeek } from '../../../domain/desk';
import { formatDuration } from '../../../domain/desk';

/** The inbox's words for a lead's desk: notes, assignee, replies, timeline, response time (issue 36). English only, as the inbox. */
export const deskText = {
  heading: 'Work on this lead',
  loading: 'Loading the timeline…',
  loadFailed: 'The timeline could not be loaded.',
  retry: 'Try again',
  response: {
    answered: (after: string) => `First contact ${after} after it was sent.`,
    waiting: (since: string) => `Waiting for a first contact for ${since}.`,
  },
  assignee: {
    label: 'Assigned to',
    hint: "A team member's e-mail address (until each person has an account); empty for nobody.",
    submit: 'Assign',
    sending: 'Saving…',
    sent: 'Saved.',
    failed: 'The assignee could not be saved. Try again.',
  },
  note: {
    label: 'Note',
    hint: 'Only the team sees notes.',
    submit: 'Add the note',
    sending: 'Saving the note…',
    sent: 'The note is on the timeline.',
    failed: 'The note could not be saved. Your text is kept: try again.',
  },
  reply: {
    label: (to: string) => `Reply to ${to}`,
    hint: (replyTo: string) =>
      `Sent by e-mail from the site's address; answers come back to ${replyTo}. The subject, the signature and the last line are added in the lead's language.`,
    submit: 'Send the reply',
    sending: 'Sending the reply…',
    sent: 'The reply is on its way: its delivery shows on the timeline.',
    failed: 'The reply could not be sent. Your text is kept: try again.',
  },
  timeline: {
    heading: 'Timeline',
    empty: 'Nothing yet.',
    sent: 'Sent by the lead',
    note: (by: string) => `Note by ${by}`,
    assigned: (by: string, to: string | null) => (to ? `Assigned to ${to} by ${by}` : `Unassigned by ${by}`),
    reply: (by: string, to: string) => `Reply by ${by} to ${to}`,
    reminded: 'Reminder sent to the team: no first contact yet',
    delivery: {
      pending: 'waiting to be sent',
      delivered: (at: string) => `delivered ${at}`,
      failed: (why: string) => `not sent: ${why}`,
    },
  },
  times: {
    heading: 'Response time',
    caption: 'Time from a lead being sent to its first contact (a reply or “Mark as contacted”), median per week; spam left out.',
    loading: 'Loading the response times…',
    failed: 'The response times could not be loaded.',
    retry: 'Try again',
    columns: { week: 'Week of', sent: 'Sent', contacted: 'Contacted', median: 'Median', waiting: 'Waiting' },
    none: '—',
    median: (week: ResponseWeek) => (week.medianMinutes === null ? '—' : formatDuration(week.medianMinutes)),
  },
};
