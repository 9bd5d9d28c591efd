import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { MailForm } from '../../src/content/mail';
import { type Locale, locales } from '../../src/i18n/locale';
import { htmlLang, localePath } from '../../src/i18n/paths';
import type { ResourceName } from '../../src/domain/resources';
import type { SqlClient } from '../db/sql';
import { isSameOriginPost } from '../forms/sameOrigin';
import { leadOfToken } from './links';
import { referralInput, referralText } from './render';
import { referralStatus, sendReferral } from './referral';
import { mailTexts } from './texts';

export interface LeadPageOptions {
  sql: SqlClient;
  distDir: string;
  isHttps: (c: Context) => boolean;
  /** After a withdrawal: the embedded database's files are wiped too (db/forget.ts). */
  wipeDeleted?: () => Promise<void>;
  /** A message was just queued (the referral e-mail): the worker looks now. */
  wake?: () => void;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The fields each form's page shows, in this order (what the person typed that they will recognise). */
const shownFields: Record<ResourceName, string[]> = {
  'waitlist-records': ['name', 'email', 'center', 'country', 'website', 'otherFeatures', 'scheduleMeetingNotes', 'notes'],
  affiliates: ['nameA', 'emailA', 'centerName', 'website', 'contactPersonName', 'email', 'phone', 'otherInfo'],
  'scholarship-applications': ['contactPersonName', 'email', 'centerName', 'position', 'country', 'phone', 'message'],
};

interface Lead {
  id: string;
  resource: ResourceName;
  data: Record<string, unknown>;
  submitted_at: Date | string | null;
}

/**
 * The private page a message's link opens (issue 35): `/lead?token=…` (and `/ro/lead`, `/nb/lead`),
 * rendered here, without script, in the page's language. A GET only shows: what the person sent
 * and, for a referral, the e-mail we would send in their name. Changing anything is a button's
 * POST (mail scanners open links): withdraw (the lead is erased as a privacy request erases, and
 * the audit log says 'visitor.withdraw'), or send the referral e-mail. Each answers with a 303.
 */
export function leadPageRoutes({ sql, distDir, isHttps, wipeDeleted, wake }: LeadPageOptions): Hono {
  const app = new Hono();
  const find = async (token: string | undefined): Promise<Lead | null> => {
    const id = await leadOfToken(sql, token);
    if (!id) return null;
    const [lead] = await sql.query<Lead>(`SELECT id, resource, data, submitted_at FROM leads WHERE id = $1 AND submitted`, [id]);
    return lead ?? null;
  };
  const html = (c: Context, body: string, status: 200 | 403 | 404 = 200) => c.html(body, status, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });

  for (const locale of locales) {
    const path = localePath(locale, '/lead');
    const text = mailTexts[locale].mail.page;

    app.get(path, async (c) => {
      if (c.req.query('withdrawn') === '1') return html(c, await shell(distDir, locale, text.title, `<p role="status">${escapeHtml(text.withdrawn)}</p>`));
      const token = c.req.query('token');
      const lead = await find(token);
      if (!lead) return html(c, await shell(distDir, locale, text.title, `<p>${escapeHtml(text.unknownLink)}</p>`), 404);
      return html(c, await shell(distDir, locale, text.title, await leadView(sql, lead, locale, path, token!)));
    });

    app.post(path, bodyLimit({ maxSize: 4096 }), async (c) => {
      if (!isSameOriginPost(c, isHttps)) return html(c, await shell(distDir, locale, text.title, `<p>${escapeHtml(text.unknownLink)}</p>`), 403);
      const form = await c.req.parseBody();
      const token = typeof form.token === 'string' ? form.token : undefined;
      const lead = await find(token);
      if (!lead) return html(c, await shell(distDir, locale, text.title, `<p>${escapeHtml(text.unknownLink)}</p>`), 404);
      if (form.action === 'withdraw') {
        await sql.query(
          `WITH gone AS (DELETE FROM leads WHERE id = $1 RETURNING resource, id)
           INSERT INTO audit_log (resource, record_id, reason) SELECT resource, id, 'visitor.withdraw' FROM gone`,
          [lead.id],
        );
        await wipeDeleted?.();
        return c.redirect(`${path}?withdrawn=1`, 303);
      }
      if (form.action === 'send-referral' && lead.resource === 'affiliates') {
        if ((await sendReferral(sql, lead.id, 'referrer')) === 'queued') wake?.();
      }
      return c.redirect(`${path}?token=${encodeURIComponent(token!)}`, 303);
    });
  }
  return app;
}

async function leadView(sql: SqlClient, lead: Lead, locale: Locale, path: string, token: string): Promise<string> {
  const { mail, referralEmail, previewLabels: l } = mailTexts[locale];
  const text = mail.page;
  const labels = text.labels as Record<string, string>;
  const rows = shownFields[lead.resource]
    .filter((f) => typeof lead.data[f] === 'string' && (lead.data[f] as string).trim())
    .map((f) => `<dt>${escapeHtml(labels[f] ?? f)}</dt><dd>${escapeHtml(String(lead.data[f]))}</dd>`)
    .join('');
  const when = lead.submitted_at ? new Intl.DateTimeFormat(htmlLang[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(lead.submitted_at)) : '';
  const button = (action: string, label: string, kind: 'primary' | 'secondary') =>
    `<form method="post" action="${path}"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="action" value="${action}"><button type="submit" class="button button--${kind}">${escapeHtml(label)}</button></form>`;
  let referral = '';
  if (lead.resource === 'affiliates') {
    const email = referralEmail(referralInput(lead.data));
    const status = await referralStatus(sql, lead.id);
    const said =
      status.state === 'awaiting-referrer'
        ? `<p>${escapeHtml(text.referralAsk)}</p>${button('send-referral', text.referralSend, 'primary')}`
        : `<p role="status">${escapeHtml(status.state === 'queued' ? text.referralQueued : status.state === 'recent' ? text.referralRecent : text.referralHeld)}</p>`;
    referral = `<section aria-labelledby="referral-title"><h2 id="referral-title">${escapeHtml(text.referralTitle)}</h2>
<dl><dt>${escapeHtml(l.from)}</dt><dd>${escapeHtml(email.from)}</dd><dt>${escapeHtml(l.replyTo)}</dt><dd>${escapeHtml(email.replyTo)}</dd><dt>${escapeHtml(l.to)}</dt><dd>${escapeHtml(email.to)}</dd><dt>${escapeHtml(l.subject)}</dt><dd>${escapeHtml(email.subject)}</dd></dl>
<pre class="lead-page__mail" style="white-space:pre-wrap;font:inherit" data-testid="referral-email">${escapeHtml(referralText(email))}</pre>${said}</section>`;
  }
  return `<p>${escapeHtml(text.intro[lead.resource as MailForm])} ${escapeHtml(when ? text.sentAt(when) : '')}</p>
<dl class="lead-page__fields">${rows}</dl>${referral}
<section aria-labelledby="withdraw-title"><h2 id="withdraw-title">${escapeHtml(text.withdrawTitle)}</h2><p>${escapeHtml(text.withdrawText)}</p>${button('withdraw', text.withdrawButton, 'secondary')}</section>`;
}

const styles = [
  '.lead-page{max-width:44rem;margin:0 auto;padding:7rem 1.25rem 3rem}',
  '.lead-page dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0 1.5rem}',
  '.lead-page dt{font-weight:600}.lead-page dd{margin:0;overflow-wrap:anywhere}',
  '@media (max-width:520px){.lead-page dl{grid-template-columns:1fr}.lead-page dd{margin-bottom:.5rem}}',
  '.lead-page__mail{border:1px solid currentColor;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}',
  '.lead-page section{margin-top:2rem}.lead-page form{margin:1rem 0}',
].join('');

/** The locale's Not Found page as a frame (same header, footer and styles), without its scripts, holding `content`. */
export async function shell(distDir: string, locale: Locale, title: string, content: string): Promise<string> {
  const file = join(distDir, locale === 'en' ? '404.html' : `${locale}/404.html`);
  const body = `<style>${styles}</style><section class="lead-page"><h1>${escapeHtml(title)}</h1>${content}</section>`;
  const page = await readFile(file, 'utf8').catch(() => '');
  const main = /<main\b[^>]*>[\s\S]*<\/main>/.exec(page);
  if (!main) {
    return `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Heartwork</title></head><body><main>${body}</main></body></html>`;
  }
  return page
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)} · Heartwork</title>`)
    .replace(/<meta name="robots"[^>]*>/g, '')
    .replace('</head>', '<meta name="robots" content="noindex"><link rel="stylesheet" href="/noscript.css"></head>')
    .replace(main[0], main[0].replace(/(<main\b[^>]*>)[\s\S]*<\/main>/, `$1${body}</main>`));
}
