import { type Context, Hono } from 'hono';
import { bodyLimits } from '../../src/domain/bodyLimits';
import { type FormPostName, formPosts, isFormPostName } from '../../src/domain/formPosts';
import { BadInput } from '../api/errors';
import { createRateLimiter, type RateLimitOptions } from '../api/rate-limit';
import { toRecordData } from '../api/validate';
import type { LeadStore } from '../db/store';
import { type FormValues, readFormBody } from './formBody';
import { formRecord } from './formRecord';
import { formPageText } from './formText';
import { problemPage, refusedPage, thanksPage } from './resultPage';
import { isSameOriginPost } from './sameOrigin';

export interface FormRoutesOptions {
  distDir: string;
  store: LeadStore;
  writeLimit: RateLimitOptions;
  clientAddress: (c: Context) => string;
  isHttps: (c: Context) => boolean;
}

/**
 * The lead forms without JavaScript (issue 14): `POST /forms/{form}` takes a plain
 * `<form method="post">` (src/domain/formPosts.ts), validates it with the resource's own structs
 * as the API does, stores the complete lead and redirects (303, so a reload never sends it twice)
 * to `GET /forms/{form}/sent`, the thank-you page. A refused form comes back as its page with
 * the typed values kept and the fields to fix named (400), never as a GET with personal data.
 */
export function formRoutes({ distDir, store, writeLimit, clientAddress, isHttps }: FormRoutesOptions): Hono {
  const forms = new Hono();
  const limiter = createRateLimiter(writeLimit);

  const html = (c: Context, body: string, status: 200 | 400 | 403 | 413 | 415 | 429 | 503, headers: Record<string, string> = {}) =>
    c.html(body, status, { 'Cache-Control': 'no-store', ...headers });
  const again = async (c: Context, form: FormPostName, values: FormValues, status: 400 | 413 | 415 | 429 | 503, problems: { message?: string; errors?: Record<string, string> }, headers?: Record<string, string>) =>
    html(c, await problemPage(distDir, form, values, problems), status, headers);

  forms.post('/:form', async (c) => {
    const form = c.req.param('form');
    if (!isFormPostName(form)) return c.notFound();
    // Checked before anything is read: another site's form must not even count against the limit.
    if (!isSameOriginPost(c, isHttps)) return html(c, refusedPage(formPageText.crossSite), 403);
    const none: FormValues = new Map();
    const body = await readFormBody(c, bodyLimits.form[formPosts[form].resource]);
    if (!body.ok) {
      if (body.status === 413) return again(c, form, none, 413, { message: formPageText.tooLong });
      return again(c, form, none, body.status, { message: formPageText.unreadable });
    }
    const verdict = limiter.take(clientAddress(c));
    if (!verdict.allowed) {
      const seconds = verdict.retryAfterSeconds;
      return again(c, form, body.values, 429, { message: formPageText.tooMany(seconds) }, { 'Retry-After': String(seconds) });
    }
    let data: Record<string, unknown>;
    try {
      data = toRecordData(formPosts[form].resource, formRecord(form, body.values));
    } catch (error) {
      if (!(error instanceof BadInput)) throw error;
      const errors = error.errors ?? (error.field ? { [error.field]: error.message } : undefined);
      return again(c, form, body.values, 400, errors ? { errors } : { message: error.message });
    }
    try {
      await store.create(formPosts[form].resource, data);
    } catch (error) {
      console.error(error);
      return again(c, form, body.values, 503, { message: formPageText.notStored });
    }
    return c.redirect(`/forms/${form}/sent`, 303);
  });

  forms.get('/:form/sent', async (c) => {
    const form = c.req.param('form');
    if (!isFormPostName(form)) return c.notFound();
    return html(c, await thanksPage(distDir, form), 200);
  });

  return forms;
}
