import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { minPasswordLength, passwordLinkHours } from '../../src/domain/people';
import type { SqlClient } from '../db/sql';
import { isSameOriginPost } from '../forms/sameOrigin';
import { createUserStore } from './users';

/** Where the add-user command's link opens (issue 36, item 5). */
export const passwordPagePath = '/admin/password';
export const passwordPageUrl = (siteUrl: string, token: string) => `${siteUrl}${passwordPagePath}?token=${token}`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

export const passwordPageText = {
  title: 'Set your password · Heartwork desk',
  heading: 'Set your password',
  intro: (email: string) => `Choose the password you will sign in to the desk with, as ${email}.`,
  email: 'E-mail',
  password: 'New password',
  hint: `At least ${minPasswordLength} characters.`,
  repeat: 'The same password again',
  submit: 'Set the password',
  done: 'Your password is set. You can now sign in at /admin with your e-mail address and this password.',
  unknown: `This link does not work: it has been used, or it is older than ${passwordLinkHours} hours. Ask an owner of the desk for a new one.`,
  tooShort: `The password needs at least ${minPasswordLength} characters.`,
  different: 'The two passwords are not the same.',
  refused: 'This form must be sent from the page itself.',
} as const;

const styles =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d2327;background:#f6f7f7}main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px}' +
  'label{display:block;font-weight:600;margin-top:1rem}input{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;margin-top:.25rem}' +
  'button{margin-top:1.25rem;font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;background:#1f5f4a;color:#fff}:focus-visible{outline:3px solid #b35c00;outline-offset:2px}' +
  '.error{color:#a00;font-weight:600}.hint{font-size:.9rem;margin:.25rem 0 0}';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(passwordPageText.title)}</title><style>${styles}</style></head><body><main><h1>${escapeHtml(passwordPageText.heading)}</h1>${body}</main></body></html>`;

/**
 * The page behind a new member's one-time link: GET only shows the form (mail scanners and link
 * previews open links), the button's POST sets the password and uses up the link. Without script:
 * a plain form, checked for same origin as the lead forms are.
 */
export function passwordPageRoutes({ sql, isHttps, now = () => new Date() }: { sql: SqlClient; isHttps: (c: Context) => boolean; now?: () => Date }): Hono {
  const users = createUserStore(sql);
  const app = new Hono();
  const html = (c: Context, body: string, status: 200 | 400 | 403 | 404 = 200) =>
    c.html(page(body), status, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
  const form = (token: string, email: string, error?: string) =>
    `<p>${escapeHtml(passwordPageText.intro(email))}</p>` +
    (error ? `<p class="error" role="alert" id="password-error">${escapeHtml(error)}</p>` : '') +
    `<form method="post" action="${passwordPagePath}"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
    // The account's e-mail, shown and read-only: a password manager stores the new password under it.
    `<label for="username">${escapeHtml(passwordPageText.email)}</label><input id="username" name="username" type="email" value="${escapeHtml(email)}" autocomplete="username" readonly>` +
    `<label for="password">${escapeHtml(passwordPageText.password)}</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="${minPasswordLength}" aria-describedby="password-hint${error ? ' password-error' : ''}"${error ? ' aria-invalid="true"' : ''}>` +
    `<p class="hint" id="password-hint">${escapeHtml(passwordPageText.hint)}</p>` +
    `<label for="repeat">${escapeHtml(passwordPageText.repeat)}</label><input id="repeat" name="repeat" type="password" autocomplete="new-password" required minlength="${minPasswordLength}">` +
    `<button type="submit">${escapeHtml(passwordPageText.submit)}</button></form>`;

  app.get(passwordPagePath, async (c) => {
    if (c.req.query('done') === '1') return html(c, `<p role="status">${escapeHtml(passwordPageText.done)}</p>`);
    const token = c.req.query('token') ?? '';
    const holder = await users.linkHolder(token, now());
    return holder ? html(c, form(token, holder.email)) : html(c, `<p>${escapeHtml(passwordPageText.unknown)}</p>`, 404);
  });

  app.post(passwordPagePath, bodyLimit({ maxSize: 4096 }), async (c) => {
    if (!isSameOriginPost(c, isHttps)) return html(c, `<p>${escapeHtml(passwordPageText.refused)}</p>`, 403);
    const body = await c.req.parseBody();
    const [token, password, repeat] = [body.token, body.password, body.repeat].map((v) => (typeof v === 'string' ? v : ''));
    const holder = await users.linkHolder(token, now());
    if (!holder) return html(c, `<p>${escapeHtml(passwordPageText.unknown)}</p>`, 404);
    if (password.length < minPasswordLength) return html(c, form(token, holder.email, passwordPageText.tooShort), 400);
    if (password !== repeat) return html(c, form(token, holder.email, passwordPageText.different), 400);
    if (!(await users.setPassword(token, password, now()))) return html(c, `<p>${escapeHtml(passwordPageText.unknown)}</p>`, 404);
    return c.redirect(`${passwordPagePath}?done=1`, 303);
  });
  return app;
}
