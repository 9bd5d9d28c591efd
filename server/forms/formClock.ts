import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { type FormPostName, formPosts } from '../../src/domain/formPosts';
import { splitLocale } from '../../src/i18n/paths';

/**
 * The spam timing signal of the forms without script (issue 15: 'a minimum time between the
 * form's first render and the submit'). The script forms measure it in the page; a plain form
 * cannot, and its page is the same prerendered file for everyone (a time written into it at
 * build time says nothing about a visitor). So the server stamps the moment it serves a form's
 * page: a cookie holding that time and its HMAC, scoped to the form's post (`Path=/forms/demo`:
 * sent with that post only, never with pages or assets) and answered on the post as the time
 * since. The page's bytes stay the same file (precompressed, revalidated, hydrated unchanged).
 *
 * What it can and cannot tell, honestly:
 * - a script that loads the page and posts at once (a cookie jar, a headless browser) is timed
 *   and flagged, as the script forms flag it;
 * - a script that posts without loading the page, or keeps no cookies, sends no time: like a
 *   person whose browser refuses cookies, it is judged by the honeypot alone (never flagged for
 *   a missing or unverifiable time: a person must never be);
 * - the time is reset whenever the page is served again (a reload, a second tab), as the script
 *   forms' own clock is: a post less than 3 s after that is flagged, stored and answered as a
 *   person's, never refused.
 */
export const formClockCookie = 'heartwork_form_clock';
/** Long enough for a form filled over a day; the cookie then goes by itself. */
const maxAgeSeconds = 24 * 60 * 60;

const pageForms = new Map<string, FormPostName>(Object.entries(formPosts).map(([form, { page }]) => [page, form as FormPostName]));

export interface FormClockOptions {
  /** The signing key: one per deployment so every server process reads the others' stamps. */
  key: string;
  isHttps: (c: Context) => boolean;
  now?: () => number;
}

export interface FormClock {
  /** On a form page's GET: stamps the time the page is served. */
  stamp: MiddlewareHandler;
  /** On the form's post: milliseconds since its page was served, or undefined when unknown. */
  elapsedMs: (c: Context, form: FormPostName) => number | undefined;
  /**
   * On the form's post: the verified stamp of the page it came from (one per serving of the page),
   * or undefined when there is none. Two posts of one page view carry the same stamp.
   */
  pageView: (c: Context, form: FormPostName) => string | undefined;
}

/** The key from the admin secret when there is one (so all processes agree), else this process's own. */
export const formClockKey = (adminSecret: string | undefined): string =>
  adminSecret ? createHmac('sha256', adminSecret).update('heartwork form clock cookie v1').digest('base64url') : randomBytes(32).toString('base64url');

export function formClock({ key, isHttps, now = Date.now }: FormClockOptions): FormClock {
  const mac = (form: FormPostName, at: string) => createHmac('sha256', key).update(`${form}.${at}`).digest('base64url');
  /** The time of the form's page in the post's cookie, when its signature holds. */
  const verifiedStamp = (c: Context, form: FormPostName): string | undefined => {
    const [at = '', signature = ''] = (getCookie(c, formClockCookie) ?? '').split('.');
    if (!/^\d{1,15}$/.test(at)) return undefined;
    const expected = Buffer.from(mac(form, at));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? at : undefined;
  };
  return {
    async stamp(c, next) {
      await next();
      // In every language: /ro/demo is the demo form's page too (it was left unstamped, so its
      // posts were neither timed nor told apart from a double click's second).
      const form = pageForms.get(splitLocale(c.req.path).path);
      const page = (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');
      if (!form || !page || (c.res.status !== 200 && c.res.status !== 304)) return;
      const at = String(now());
      setCookie(c, formClockCookie, `${at}.${mac(form, at)}`, {
        path: formPosts[form].action,
        httpOnly: true,
        sameSite: 'Strict',
        secure: isHttps(c),
        maxAge: maxAgeSeconds,
      });
      // A response that sets a visitor's cookie must never be stored by a shared cache.
      c.header('Cache-Control', 'private, no-cache');
    },
    elapsedMs(c, form) {
      const at = verifiedStamp(c, form);
      if (at === undefined) return undefined;
      const elapsed = now() - Number(at);
      // A stamp from the future (another process's clock ahead of ours) tells nothing.
      return elapsed >= 0 ? elapsed : undefined;
    },
    pageView: (c, form) => {
      const at = verifiedStamp(c, form);
      return at === undefined ? undefined : `${at}.${mac(form, at)}`;
    },
  };
}
