import { DateTime } from 'luxon';
import { retention } from '../domain/retention';

/** The words of the owner's inbox (/admin). */
export const inboxText = {
  title: 'Inbox',
  /** The tool's own header (issue 36). */
  desk: {
    product: 'Heartwork',
    sectionsLabel: 'Inbox sections',
    /** The owner's own secret (ADMIN_PASSWORD_HASH or ADMIN_TOKEN) has no e-mail. */
    owner: 'the owner',
    signedInAs: (who: string) => `Signed in as ${who}`,
    role: { owner: 'owner', sales: 'sales' },
    /** Who, and in which role: 'mara@example.org (sales)'; the owner's secret is just 'the owner'. */
    who: (email: string | null, role: 'owner' | 'sales') => (email ? `${email} (${role})` : 'the owner'),
    timeZone: (zone: string) => `Times in ${zone.replace(/_/g, ' ')}`,
  },
  signIn: {
    heading: 'Sign in to the inbox',
    lead: 'Only the site’s team can read the leads.',
    emailLabel: 'E-mail',
    emailHint: 'Yours, as a member of the team. Leave it empty to sign in with the owner’s admin password or the ADMIN_TOKEN.',
    secretLabel: 'Password',
    secretHint: 'Your own password, or the owner’s admin password or ADMIN_TOKEN.',
    submit: 'Sign in',
    submitting: 'Signing in…',
    checking: 'Checking your session…',
    refused: 'That e-mail and password do not match.',
    throttled: (minutes: number) => `Too many wrong attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    expired: 'Your session has ended. Please sign in again.',
    unreachable: 'The server could not be reached. Please try again.',
  },
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  sections: { meetings: 'Meetings', alerts: 'Alerts', privacy: 'Privacy requests', audit: 'Deletions log', sessions: 'Sessions' },
  /** The section's button: the count of alerts not delivered (retrying or failed), so the owner sees them without looking. */
  alertsSection: (failed: number | null) => (failed ? `Alerts (${failed})` : 'Alerts'),
  list: {
    filterLegend: 'Show',
    searchLabel: 'Search names, e-mails, notes, phone numbers…',
    searchSubmit: 'Search',
    loading: 'Loading…',
    failed: 'The list could not be loaded.',
    retry: 'Try again',
    empty: 'Nothing here yet.',
    /** The record a link named is gone (deleted) or could not be read. */
    linkFailed: 'The record this link opens could not be found: it may have been deleted.',
    count: (total: number) => `${total} record${total === 1 ? '' : 's'}`,
    older: 'Older',
    newer: 'Newer',
    csv: 'Download CSV',
    columns: { lead: 'Lead', when: 'Sent (draft: changed)', status: 'Status' },
    contactedOn: (when: string) => `Contacted ${when}`,
    keys: 'In the list, ↑ and ↓ move between leads, Enter opens one, and Escape closes it.',
    sent: 'Sent',
    draft: 'Draft',
    spam: 'Spam',
    /** A sent lead nobody has opened yet. */
    new: 'New',
    never: '—',
    open: (name: string) => `Open ${name}`,
  },
  record: {
    heading: (name: string) => `Record: ${name}`,
    /** Stored, never alerted: the owner sees why before answering it. */
    spam: (reason: string | undefined) => `Flagged as spam${reason ? `: ${reason}` : ''}.`,
    markContacted: 'Mark as contacted',
    flagSpam: 'Flag as spam',
    notSpam: 'Not spam',
    /** What the last change did, said with its 'Undo'. */
    changed: { contacted: 'Marked as contacted.', spam: 'Flagged as spam.', notSpam: 'The spam flag is lifted.' },
    undo: 'Undo',
    undoLabel: (what: string) => `Undo: ${what.replace(/\.$/, '')}`,
    undone: 'Undone.',
    undoFailed: 'The undo did not reach the server. Please try again.',
    contactedAt: (when: string) => `Last contact: ${when}`,
    fieldsHeading: 'What they sent',
    sentAt: 'Sent',
    draft: 'Not sent: a draft',
    createdAt: 'Started',
    updatedAt: 'Last change',
    delete: 'Delete…',
    close: 'Close',
    failed: 'That did not work. Please try again.',
  },
  /** The pipeline per kind (issue 36, item 3): the words of the statuses are src/domain/pipeline.ts's. */
  pipeline: {
    filterLabel: 'Status',
    any: (n: number) => `Any status (${n})`,
    option: (label: string, n: number) => `${label} (${n})`,
    heading: 'Pipeline status',
    current: (label: string) => `Now: ${label}`,
    moveLabel: 'Move to',
    /** A dated status's day: 'Subscribed on'. */
    dayLabel: (label: string) => `${label} on`,
    move: 'Set status',
    changed: (label: string) => `Status set to ${label}.`,
    historyHeading: 'History',
    historyEmpty: 'No change yet: new since it arrived.',
    /** One change: 'Contacted, from New: sam@example.org, 28 Nov 2026, 10:00'. */
    historyEntry: (to: string, from: string, by: string, when: string) => `${to}, from ${from}: ${by === 'owner' ? 'the owner' : by}, ${when}`,
  },
  sessionsList: {
    heading: 'Open sessions',
    lead: (hours: number) =>
      `Everyone signed in to the desk now. A session ends after 12 hours unused, and ${hours} hours after sign-in in any case. Ending one signs that browser out at its next step.`,
    loading: 'Loading…',
    failed: 'The sessions could not be loaded.',
    reload: 'Try again',
    columns: { who: 'Who', started: 'Signed in', seen: 'Last used', ends: 'Ends at the latest', action: 'End' },
    you: ' (you)',
    end: 'End',
    endLabel: (who: string, started: string) => `End the session of ${who} signed in ${started}`,
    ending: 'Ending…',
    ended: 'The session has ended.',
    endFailed: 'That session could not be ended. Reload the list and try again.',
  },
  deletion: {
    question: (name: string) => `Delete ${name}? This cannot be undone.`,
    confirm: 'Delete',
    cancel: 'Cancel',
    deleting: 'Deleting…',
    failed: 'The record could not be deleted.',
    retry: 'Try again',
    done: 'Deleted.',
  },
  privacy: {
    heading: 'Privacy requests',
    lead: `Find everything held about one e-mail address, send it as one file, or erase it. Answer within ${retention.answerWithinDays} days.`,
    emailLabel: 'E-mail address',
    find: 'Find',
    none: 'No record holds this address.',
    found: (n: number) => (n === 1 ? '1 record holds this address.' : `${n} records hold this address.`),
    export: 'Download all as JSON',
    erase: 'Erase all…',
    eraseQuestion: (n: number) => `Erase ${n} record${n === 1 ? '' : 's'} for good?`,
    eraseConfirm: 'Erase',
    cancel: 'Cancel',
    erased: (n: number) => `Erased ${n} record${n === 1 ? '' : 's'}. The deletions log lists them.`,
    mentionsHeading: 'Also mentioned in other people’s requests',
    mentionsNote:
      'These records are someone else’s: they only mention this address, in a note or a name field. They are not in the file and are not erased with the rest. Open one to see it, and delete it if it should go.',
    openMention: 'Open',
    openMentionLabel: (kind: string, name: string) => `Open the ${kind.toLowerCase()} record ${name}`,
    failed: 'That did not work. Please try again.',
  },
  alerts: {
    heading: 'Alerts not delivered',
    lead: 'Alerts that have not reached the team’s webhook or e-mail: those still being retried, with their next try, and those the server gave up on after trying for three days. Try a given-up alert again once the channel works.',
    loading: 'Loading…',
    failed: 'The alerts could not be loaded.',
    reload: 'Try again',
    none: 'No failed alerts: every sent lead reached the team.',
    count: (n: number) => (n === 1 ? '1 alert not delivered' : `${n} alerts not delivered`),
    columns: { lead: 'Lead', failedAt: 'Status', error: 'Last error', attempts: 'Tries' },
    /** A pending alert that has failed at least once: the server tries it again by itself. */
    retryingAt: (when: string) => `Retrying: next try ${when}`,
    gaveUpAt: (when: string) => `Gave up ${when}`,
    open: 'Open record',
    // Starts with the visible words, so a voice user who says what they see reaches it (WCAG 2.5.3).
    openLabel: (kind: string, at: string) => `Open record: the ${kind.toLowerCase()} sent ${at}`,
    gone: 'Deleted',
    /** After the kind of lead, for the full form's completion of a pricing page lead (its own alert). */
    completed: ' (completed)',
    sentAt: (when: string) => `Sent ${when}`,
    retry: 'Try again',
    retryLabel: (kind: string, at: string) => `Try again: the alert for the ${kind.toLowerCase()} record sent ${at}`,
    retrying: 'Trying…',
    retried: 'Queued again: the alert goes out now, and leaves this list. If the channel still fails, it is tried for three more days.',
    retryRefused: 'That alert could not be queued again. Reload the list and try once more.',
    recordFailed: 'The record could not be loaded.',
  },
  meetings: {
    heading: 'Demo meetings',
    lead: "The booked demo meetings that have not ended, soonest first. Once a meeting has started, record whether it was held or a no-show: it then leaves this list. Visitors move or cancel theirs from their e-mail's link.",
    loading: 'Loading…',
    failed: 'The meetings could not be loaded.',
    reload: 'Try again',
    none: 'No meetings booked.',
    count: (n: number) => (n === 1 ? '1 meeting booked' : `${n} meetings booked`),
    columns: { when: 'When', who: 'Who', actions: 'After the meeting' },
    bookedByTeam: 'booked by the team',
    openLead: 'Open the request',
    openLeadLabel: (who: string) => `Open the request of ${who}`,
    video: 'Video link',
    notStarted: 'Not started yet',
    outcomes: { held: 'Held', 'no-show': 'No-show' },
    outcomeLabel: (outcome: string, who: string, when: string) => `${outcome}: the meeting with ${who} on ${when}`,
    recording: 'Saving…',
    recorded: (outcome: string) => `Recorded as ${outcome.toLowerCase()}; the meeting has left the list.`,
    refused: 'That could not be recorded: only a meeting that has started and was not cancelled can be marked. Reload the list to see it as it is now.',
    unnamed: '(no name)',
    /** Times the owner blocks out (a holiday, an afternoon): the picker offers nothing inside them. */
    blocks: {
      heading: 'Blocked times',
      lead: (zone: string) => `Times when no demo can be booked, such as a holiday or an afternoon out. Dates and times are in your time zone (${zone}).`,
      startLegend: 'From',
      endLegend: 'Until',
      date: 'Date',
      time: 'Time',
      note: 'Note (optional, only the team sees it)',
      add: 'Block this time',
      adding: 'Blocking…',
      loading: 'Loading…',
      failed: 'The blocked times could not be loaded.',
      reload: 'Try again',
      notSaved: 'That did not reach the server. Nothing was lost; please try again.',
      none: 'No times blocked.',
      listLabel: 'Blocked times to come',
      range: (start: string, end: string) => `${start} to ${end}`,
      remove: 'Remove',
      removing: 'Removing…',
      removeLabel: (range: string) => `Remove the block ${range}`,
      added: 'The time is blocked.',
      removed: 'The block is removed; its times can be booked again.',
    },
    /** Booking a time for a lead from its record (one who only suggested a time). */
    book: {
      heading: 'Book a demo meeting',
      lead: (zone: string) => `Pick a time in your time zone (${zone}). The lead and the team get the invite and e-mails as if they had picked it.`,
      date: 'Date',
      time: 'Time',
      submit: 'Book this time',
      booking: 'Booking…',
      booked: (when: string) => `Booked for ${when}. The invite is on its way; the meeting is in the Meetings section.`,
      notSaved: 'That did not reach the server. Nothing was booked; please try again.',
      checking: 'Checking whether meetings can be booked…',
      /** The server has no MEETING_HOURS: no form, and what to do instead. */
      off: 'Booking a meeting is switched off on this server (MEETING_HOURS is not set), so no time can be booked here. Agree a time with the lead by e-mail or phone; to book from here, whoever runs the server sets MEETING_HOURS and restarts it.',
      /** The lead's meeting was cancelled: it may be booked again. */
      cancelled: (when: string) => `The meeting booked for ${when} was cancelled. You can book another time.`,
    },
    /** The meeting a lead has, on its record, whoever booked it. */
    ofLead: {
      heading: 'Demo meeting',
      by: { visitor: 'by the lead, on the demo form', team: 'by the team' },
      status: {
        booked: (when: string, by: string) => `Booked for ${when}, ${by}.`,
        held: (when: string, by: string) => `Held on ${when} (booked ${by}).`,
        'no-show': (when: string, by: string) => `Booked for ${when}, ${by}: the lead did not come (no-show).`,
      },
    },
  },
  audit: {
    heading: 'Deletions log',
    lead: `Drafts are deleted ${retention.draftMonths} months after their last change, sent records ${retention.afterLastContactMonths} months after the last contact (or, without one, after they were sent). The purge runs daily. Every deletion is listed here, without personal data.`,
    columns: { at: 'When', resource: 'Kind', id: 'Record id', reason: 'Why', by: 'Who' },
    empty: 'Nothing has been deleted yet.',
  },
} as const;

/** The owner's time zone: the one their computer is set to (IANA name, from the browser's ICU). */
export const ownerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * What the owner typed in a date and a time input (`2026-06-02`, `14:30`) as the instant it is in
 * their zone, by luxon (a time a clock change skips moves an hour on, one it repeats is the second, as luxon resolves them); '' when
 * either is empty or not a time, so the server names the field.
 */
export const ownerInstant = (date: string, time: string, zone: string = ownerZone()): string => {
  const at = DateTime.fromISO(`${date}T${time}`, { zone });
  return date && time && at.isValid ? at.toUTC().toISO()! : '';
};

/** A moment as the owner reads it, in their time zone: '28 Nov 2026, 14:05'. */
export const formatWhen = (iso: string, zone: string = ownerZone()): string => DateTime.fromISO(iso, { zone }).setLocale('en-GB').toFormat('d LLL yyyy, HH:mm');

/**
 * The team's copy of each meeting e-mail (ALERT_EMAIL_TO), in English as the rest of the inbox: who, which center, when in the team's zone, the video link.
 */
export const meetingTeamText = {
  subject: {
    invite: (who: string, when: string) => `Demo booked: ${who}, ${when}`,
    update: (who: string, when: string) => `Demo moved: ${who}, ${when}`,
    cancel: (who: string, when: string) => `Demo cancelled: ${who}, ${when}`,
    reminder: (who: string, when: string) => `Demo reminder: ${who}, ${when}`,
  },
  lead: {
    invite: (who: string) => `${who} booked a demo:`,
    update: (who: string) => `${who} moved their demo to:`,
    cancel: (who: string) => `${who} cancelled their demo; the time is free again:`,
    reminder: (who: string) => `Your demo with ${who} is coming up:`,
  },
  who: (name: string, center: string, email: string) => [name || 'A visitor', center && `(${center})`, email && `<${email}>`].filter(Boolean).join(' '),
  inbox: 'The lead is in the inbox (/admin).',
  signature: 'The Heartwork website',
};
