import { lineBreaks } from '../../src/domain/fields';
import { formatDuration } from '../../src/domain/desk';
import { labelledFields } from '../../src/domain/leadFields';
import { recordLink } from '../../src/domain/inbox';
import type { LeadRecord, ResourceName } from '../../src/domain/resources';
import { leadCompleted, leadWaiting, type Alert } from './outbox';

/**
 * What an alert says about a lead (issue 15): who, which form, what they asked, when, and where
 * they came from. Plain values here; each channel escapes them for its own format.
 */
export interface LeadSummary {
  /** 'Demo request', 'Affiliate referral', … */
  form: string;
  /** 'Ana Popescu <ana@…>' */
  who: string;
  /** One line: 'New demo request from Ana Popescu <ana@…>' (no line breaks). */
  title: string;
  /** The record's filled fields, labelled, in the form's order; attribution last. */
  fields: { label: string; value: string }[];
  /** When the record was sent (ISO 8601, UTC). */
  sentAt: string;
  /** The address a reply to the alert should go to, when the lead gave one. */
  replyTo?: string;
  /** The record in the inbox (`/admin?lead=…`), absolute when SITE_URL is known. */
  link?: string;
}

const forms: Record<ResourceName, string> = {
  'waitlist-records': 'Demo request',
  affiliates: 'Affiliate referral',
  'scholarship-applications': 'Scholarship application',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function personOf(resource: ResourceName, record: LeadRecord): { name: string; email: string } {
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  if (resource === 'affiliates') return { name: text('nameA'), email: text('emailA') };
  if (resource === 'scholarship-applications') return { name: text('contactPersonName'), email: text('email') };
  return { name: text('name'), email: text('email') };
}

/**
 * `completed`: the full form completed a lead the pricing page's e-mail-only form sent earlier
 * (its own alert, `lead.completed`): the same person, who now says what they want.
 */
export function summarize(
  resource: ResourceName,
  record: LeadRecord,
  sentAt: string,
  { completed = false, siteUrl }: { completed?: boolean; siteUrl?: string } = {},
): LeadSummary {
  const form = completed
    ? `${forms[resource]} (completing the pricing page's e-mail-only request)`
    : record.shortForm === true
      ? `${forms[resource]} (pricing page, e-mail only)`
      : forms[resource];
  const { name, email } = personOf(resource, record);
  const who = oneLine([name, email && `<${email}>`].filter(Boolean).join(' ')) || 'someone who left no name';
  const fields = labelledFields(resource, record).map(({ label, value }) => ({ label, value }));
  const subject = resource === 'affiliates' && typeof record.centerName === 'string' ? ` for ${oneLine(record.centerName)}` : '';
  return {
    form,
    who,
    title: oneLine(`${completed ? 'Completed' : 'New'} ${forms[resource].toLowerCase()} from ${who}${subject}`).slice(0, 250),
    fields,
    sentAt,
    ...(email.includes('@') && { replyTo: email }),
    ...(typeof record._id === 'string' && { link: `${siteUrl ?? ''}${recordLink(resource, record._id)}` }),
  };
}

/**
 * A `lead.waiting` reminder (issue 36 item 6, server/desk/waiting.ts): the lead as its alert
 * showed it, titled as waiting, with the time it was sent rather than the reminder's.
 */
export function summarizeWaiting(resource: ResourceName, record: LeadRecord, sentAt: string, hours: number, siteUrl?: string): LeadSummary {
  const summary = summarize(resource, record, sentAt, { siteUrl });
  const waited = formatDuration(hours * 60);
  return { ...summary, title: oneLine(`No first contact after ${waited}: ${forms[resource].toLowerCase()} from ${summary.who}`).slice(0, 250) };
}

export const summaryOf = (alert: Alert, siteUrl?: string) =>
  alert.event === leadWaiting
    ? summarizeWaiting(
        alert.resource,
        alert.record,
        new Date(String(alert.payload?.sentAt ?? alert.createdAt)).toISOString(),
        Number(alert.payload?.hours ?? 0),
        siteUrl,
      )
    : summarize(alert.resource, alert.record, alert.createdAt, { completed: alert.event === leadCompleted, siteUrl });

/** Plain text (the e-mail's text part): 'Label: value' lines. */
/**
 * A value's later lines, indented: free text keeps its line breaks, and a line of it such as
 * 'Email: ceo@bank.example' must not pass for one of the alert's own fields.
 */
const indentLines = (value: string, indent: string) => value.replace(lineBreaks, `\n${indent}`);

export function summaryText(s: LeadSummary): string {
  return [
    s.title,
    '',
    ...(s.link ? [`Open in the inbox: ${s.link}`, ''] : []),
    `Form: ${s.form}`,
    `Sent: ${s.sentAt}`,
    ...s.fields.map((f) => `${f.label}: ${indentLines(f.value, '    ')}`),
    '',
  ].join('\n');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The e-mail's HTML part: every value escaped, line breaks kept. */
export function summaryHtml(s: LeadSummary): string {
  const cell = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');
  const rows = [['Form', s.form], ['Sent', s.sentAt], ...s.fields.map((f) => [f.label, f.value])]
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${cell(label)}</th><td style="padding:4px 0">${cell(value)}</td></tr>`,
    )
    .join('');
  const link = s.link ? `<p><a href="${escapeHtml(s.link)}" style="font-weight:bold">Open in the inbox</a></p>` : '';
  return `<!doctype html><html><body style="font-family:sans-serif"><h1 style="font-size:18px">${cell(s.title)}</h1>${link}<table>${rows}</table></body></html>`;
}

/** Slack (and Teams) incoming-webhook text: mrkdwn, with &, < and > escaped as Slack asks. */
export function summarySlack(s: LeadSummary): string {
  const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    `*${esc(s.title)}*`,
    `Form: ${esc(s.form)} · Sent: ${esc(s.sentAt)}`,
    // A bare URL, which Slack links by itself: the text keeps holding no < or > of its own.
    ...(s.link ? [`Open in the inbox: ${esc(s.link)}`] : []),
    ...s.fields.map((f) => `*${esc(f.label)}:* ${indentLines(esc(f.value), '    ')}`),
  ].join('\n');
}
