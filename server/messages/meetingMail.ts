import { DateTime } from 'luxon';
import { launch } from '../../src/content/launch';
import { meetingTeamText } from '../../src/content/inbox';
import { intlTags } from '../meetings/pageText';
import { meetingInvite } from '../meetings/invite';
import type { MeetingMailPayload } from '../meetings/messages';
import { issueMeetingToken, meetingById } from '../meetings/store';
import { leadPageUrl } from './links';
import { mailBody, type MailLink } from './mailBody';
import type { MessageRenderer } from './render';
import { mailTexts } from './texts';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A meeting time as a person reads it, in `zone` and `locale` (luxon: the zone's rules on that day, summer time included). */
export const meetingTime = (iso: string, zone: string, locale: keyof typeof intlTags) =>
  DateTime.fromISO(iso, { zone })
    .setLocale(intlTags[locale])
    .toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The meeting page's address (server/meetings/page.ts: it speaks the lead's language itself). */
export const meetingPageUrl = (siteUrl: string, token: string) => `${siteUrl}/meeting?token=${token}`;

/**
 * A meeting e-mail (outbox event `message.meeting`, queued by server/meetings/messages.ts), made
 * when it is sent from the meeting as it is then: to the visitor in the lead's language, with the
 * time in their zone (named), the video link, the meeting page's private link, and the invite as
 * a `text/calendar; method=…` part and an .ics file; the team's copy in English with who and
 * which center, the time in the team's zone and the same invite (same UID, so both calendars
 * hold one event). Not sent (null) once it is stale: the meeting moved on (a later SEQUENCE
 * carries the news) or, for a reminder, is no longer booked.
 */
export const meetingMail: MessageRenderer = async ({ record, locale, payload, siteUrl, sql, messageId, linkToken }) => {
  const p = payload as unknown as MeetingMailPayload;
  const meeting = await meetingById(sql, p.meetingId);
  if (!meeting || meeting.sequence !== p.sequence) return null;
  if (p.kind === 'reminder' && meeting.status !== 'booked') return null;
  if (p.kind !== 'cancel' && meeting.status === 'cancelled') return null;

  const name = str(record.name);
  const email = str(record.email);
  const team = p.copy === 'team';
  const textLocale = team ? 'en' : locale;
  const { mail } = mailTexts[textLocale];
  const m = mail.meeting;
  const when = m.when(meetingTime(meeting.start, p.timeZone, textLocale), p.timeZone);
  const invite = meetingInvite({
    meeting,
    organizer: { email: launch.contact.email, name: mail.signature },
    attendee: { email, name: name || undefined },
    summary: team ? `${m.summary}: ${name || email}` : m.summary,
  });
  // nodemailer puts the invite in twice from this one field: a `text/calendar; method=…` part
  // beside the text and HTML (what calendars act on) and an invite.ics attachment (application/ics).
  const calendar = { icalEvent: { method: invite.method, content: invite.ics, filename: 'invite.ics' } };
  const cancelled = p.kind === 'cancel';
  const video = cancelled ? [] : [m.video(meeting.videoUrl)];
  const calendarLine = cancelled ? m.calendarCancel : m.calendar;

  if (team) {
    const t = meetingTeamText;
    const who = t.who(name, str(record.center), email);
    return {
      subject: t.subject[p.kind](name || email, when),
      ...mailBody({ paragraphs: [t.lead[p.kind](who), when, ...video, calendarLine, t.inbox], closing: [t.signature] }),
      ...calendar,
    };
  }
  const links: MailLink[] = cancelled
    ? []
    : [{ intro: m.pageIntro, url: meetingPageUrl(siteUrl, await issueMeetingToken(sql, meeting.id, messageId)), note: m.pageNote }];
  // The invite is the lead's confirmation: it carries the confirmation's private link too (see or withdraw what was sent).
  if (p.kind === 'invite') {
    const c = mail.confirmation;
    links.push({ intro: c.linkIntro['waitlist-records'], url: leadPageUrl(siteUrl, locale, await linkToken()), note: c.linkNote });
  }
  return {
    subject: m.subject[p.kind](when),
    toName: name || undefined,
    ...mailBody({
      paragraphs: [m.greeting(name), m.lead[p.kind], when, ...video, calendarLine],
      link: links,
      after: cancelled ? [m.again] : [],
      closing: [mail.signOff, mail.signature],
      footer: mail.why,
    }),
    ...calendar,
  };
};
