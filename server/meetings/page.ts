import { type Context, Hono } from 'hono';
import { DateTime } from 'luxon';
import { isSameOriginPost } from '../forms/sameOrigin';
import { contained, shownZone } from './api';
import { MeetingRefused } from './refused';
import { intlTags, type PageLocale, pageLocale, pageText } from './pageText';
import type { Meeting, Meetings } from './store';

/**
 * The meeting page, `/meeting?token=…` (issue 34), rendered by the server in the lead's language
 * and working without JavaScript: opening it (a person, or a mail scanner following the link)
 * only shows the meeting; moving or cancelling it is a plain form post from this page (checked
 * as same-origin like the lead forms without script), answered 303 back to the page. The token
 * in the address is the only key; the answer is never cached and its links send no Referer.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d2433}main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.6rem}fieldset{border:1px solid #c5cad3;border-radius:.5rem;margin:0 0 1rem;padding:.5rem 1rem}
label{display:block;padding:.35rem 0}input[type=radio]{margin-right:.5rem}button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:2px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}.notice{padding:.75rem 1rem;border-radius:.4rem;background:#eef6ee}.error{background:#fdecea}`;

function layout(locale: PageLocale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escape(title)} · Heartwork</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export function meetingPage(meetings: Meetings, { isHttps }: { isHttps: (c: Context) => boolean }): Hono {
  const page = new Hono();
  const now = meetings.now;
  const when = (iso: string, zone: string, locale: PageLocale, withDate = true) =>
    DateTime.fromISO(iso, { zone })
      .setLocale(intlTags[locale])
      .toLocaleString(
        withDate
          ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }
          : { hour: '2-digit', minute: '2-digit' },
      );
  const day = (iso: string, zone: string, locale: PageLocale) =>
    DateTime.fromISO(iso, { zone }).setLocale(intlTags[locale]).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' });

  const answer = (c: Context, html: string, status: 200 | 404 | 409 | 400 | 403 = 200) => {
    c.header('Cache-Control', 'no-store');
    return c.html(html, status);
  };

  async function render(c: Context, meeting: Meeting, token: string, notice?: { text: string; error?: boolean }, status: 200 | 409 | 400 = 200) {
    const locale = pageLocale(meeting.locale);
    const t = pageText[locale];
    // The visitor's own zone, as their e-mails show the time: the team's only when it is unknown.
    const zone = shownZone(meetings, meeting) ?? 'UTC';
    const parts = [`<h1>${escape(t.title)}</h1>`];
    if (notice) parts.push(`<p class="notice${notice.error ? ' error' : ''}" role="${notice.error ? 'alert' : 'status'}">${escape(notice.text)}</p>`);
    parts.push(
      `<p><strong>${escape(t.when)}:</strong> ${escape(when(meeting.start, zone, locale))}–${escape(when(meeting.end, zone, locale, false))}</p><p>${escape(t.zoneNote(zone))}</p>`,
    );
    const upcoming = meeting.status === 'booked' && new Date(meeting.start).getTime() > now().getTime();
    if (meeting.status === 'cancelled') parts.push(`<p>${escape(t.cancelledStatus)}</p>`);
    else if (!upcoming) parts.push(`<p>${escape(t.pastStatus)}</p>`);
    else {
      parts.push(`<p><a href="${escape(meeting.videoUrl)}" rel="noreferrer noopener">${escape(t.join)}</a></p>`);
      const open = (await meetings.slots()).slots;
      const byDay = new Map<string, string[]>();
      for (const slot of open) {
        const key = day(slot.start, zone, locale);
        const id = `slot-${slot.start.replace(/[^0-9]/g, '')}`;
        byDay.set(key, [
          ...(byDay.get(key) ?? []),
          `<label for="${id}"><input type="radio" id="${id}" name="start" value="${escape(slot.start)}" required>${escape(when(slot.start, zone, locale, false))}</label>`,
        ]);
      }
      const choices = [...byDay].map(([d, labels]) => `<fieldset><legend>${escape(d)}</legend>${labels.join('')}</fieldset>`).join('');
      parts.push(
        `<h2>${escape(t.moveHeading)}</h2>` +
          (open.length
            ? `<form method="post" action="/meeting/reschedule"><input type="hidden" name="token" value="${escape(token)}">${choices}<button type="submit">${escape(t.moveButton)}</button></form>`
            : `<p>${escape(t.noSlots)}</p>`),
        `<h2>${escape(t.cancelHeading)}</h2><form method="post" action="/meeting/cancel"><input type="hidden" name="token" value="${escape(token)}"><button type="submit" class="secondary">${escape(t.cancelButton)}</button></form>`,
      );
    }
    return answer(c, layout(locale, t.title, parts.join('\n')), status);
  }

  const unknown = (c: Context) => answer(c, layout('en', pageText.en.title, `<h1>${escape(pageText.en.title)}</h1><p>${escape(pageText.en.unknown)}</p>`), 404);

  page.get(
    '/',
    contained(meetings, async (c) => {
      const token = c.req.query('token') ?? '';
      const meeting = await meetings.byToken(token);
      if (!meeting) return unknown(c);
      const done = c.req.query('done');
      const t = pageText[pageLocale(meeting.locale)];
      return render(c, meeting, token, done === 'moved' ? { text: t.moved } : done === 'cancelled' ? { text: t.cancelled } : undefined);
    }),
  );

  const post = (change: (token: string, form: Record<string, string | File | (string | File)[]>) => Promise<Meeting | null>, done: string) =>
    contained(meetings, async (c: Context) => {
      if (!isSameOriginPost(c, isHttps)) return answer(c, layout('en', 'Forbidden', '<h1>Forbidden</h1>'), 403);
      const form = await c.req.parseBody();
      const token = typeof form.token === 'string' ? form.token : '';
      try {
        const meeting = await change(token, form);
        if (!meeting) return unknown(c);
        return c.redirect(`/meeting?token=${encodeURIComponent(token)}&done=${done}`, 303);
      } catch (error) {
        if (!(error instanceof MeetingRefused)) throw error;
        const meeting = await meetings.byToken(token);
        if (!meeting) return unknown(c);
        const t = pageText[pageLocale(meeting.locale)];
        return render(
          c,
          meeting,
          token,
          {
            text:
              error.reason === 'taken'
                ? t.taken
                : error.reason === 'not-offered'
                  ? t.choose
                  : // Booking switched off since the page was shown: no time to move to, the meeting itself stands.
                    error.reason === 'off'
                    ? t.noSlots
                    : error.reason === 'too-many-changes'
                      ? t.tooManyChanges
                      : t.cancelledStatus,
            error: true,
          },
          error.status,
        );
      }
    });
  page.post(
    '/reschedule',
    post((token, form) => meetings.reschedule(token, typeof form.start === 'string' ? form.start : ''), 'moved'),
  );
  page.post(
    '/cancel',
    post((token) => meetings.cancel(token), 'cancelled'),
  );
  return page;
}
