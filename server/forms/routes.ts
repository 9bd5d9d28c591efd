import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { bodyLimits } from '../../src/domain/bodyLimits';
import { type FormPostName, formPosts, isFormPostName } from '../../src/domain/formPosts';
import { spamSignals } from '../../src/domain/spam';
import { BadInput } from '../api/errors';
import { type BucketStore, createKey, type WriteLimits } from '../api/rate-limit';
import type { Locale } from '../../src/i18n/locale';
import { takeSpamSignals } from '../api/spam';
import { storageLimits } from '../db/contained';
import { StorageUnavailable } from '../db/unavailable';
import { toRecordData } from '../api/validate';
import type { LeadStore } from '../db/store';
import { type FormValues, isFormType, readFormValues } from './formBody';
import type { FormClock } from './formClock';
import { formRecord } from './formRecord';
import { type FormPageText, formLocale, formPageTexts, refererLocale } from './formText';
import { type FormProblems, problemPage, refusedPage, thanksPage } from './resultPage';
import { isSameOriginPost } from './sameOrigin';

/** The idempotency key of a form post: its form, its page view and exactly what it sends. */
const formPostKey = (form: FormPostName, pageView: string, data: Record<string, unknown>) =>
  `form-post:${form}:${pageView}:${createHash('sha256').update(JSON.stringify(data)).digest('base64url')}`;

export interface FormRoutesOptions {
  distDir: string;
  store: LeadStore;
  /** The API's write limits and buckets (api/rate-limit.ts): a form post is a create from its address. */
  writeLimits: WriteLimits;
  buckets: BucketStore;
  clientAddress: (c: Context) => string;
  isHttps: (c: Context) => boolean;
  /** When each form's page was served (formClock.ts): the post's spam timing. */
  clock: FormClock;
}

type FormsEnv = { Variables: { form: FormPostName } };
type PageStatus = 200 | 400 | 403 | 413 | 415 | 429 | 503;

/**
 * The lead forms without JavaScript (issue 14): `POST /forms/{form}` takes a plain
 * `<form method="post">` (src/domain/formPosts.ts), validates it with the resource's own structs
 * as the API does, stores the complete lead and redirects (303, so a reload never sends it twice)
 * to `GET /forms/{form}/sent`, the thank-you page. A refused form comes back as its page with
 * the typed values kept and the fields to fix named, never as a GET with personal data.
 * Answers are HTML pages (a person reads them), so this is not behind the API's JSON error shape.
 */
export function formRoutes({ distDir, store, writeLimits, buckets, clientAddress, isHttps, clock }: FormRoutesOptions): Hono<FormsEnv> {
  const forms = new Hono<FormsEnv>();

  const page = (c: Context, body: string, status: PageStatus, headers: Record<string, string> = {}) =>
    c.html(body, status, { 'Cache-Control': 'no-store', ...headers });
  /** The language of the page the post came from, while its body is unread. */
  const postLocale = (c: Context) => refererLocale(c.req.header('Referer'));
  /** The form's page again, in the post's language. */
  const formAgain = async (
    c: Context<FormsEnv>,
    status: PageStatus,
    values: FormValues,
    problems: FormProblems,
    headers: Record<string, string> | undefined,
    locale: Locale,
  ) => page(c, await problemPage(distDir, c.var.form, values, problems, locale, formPageTexts[locale]), status, headers);
  /** A post refused before its body is read: its form again, empty, saying why. */
  const refuseUnread = (c: Context<FormsEnv>, status: PageStatus, why: 'unreadable' | 'tooLong') => {
    const locale = postLocale(c);
    return formAgain(c, status, new Map(), { message: formPageTexts[locale][why] }, undefined, locale);
  };

  const knownForm = createMiddleware<FormsEnv>(async (c, next) => {
    const form = c.req.param('form') ?? '';
    if (!isFormPostName(form)) return c.notFound();
    c.set('form', form);
    await next();
  });
  // Before anything is read: another site's form must not even count against the write limit.
  const sameOrigin = createMiddleware<FormsEnv>(async (c, next) => {
    if (!isSameOriginPost(c, isHttps)) {
      const locale = postLocale(c);
      return page(c, refusedPage(locale, formPageTexts[locale]), 403);
    }
    await next();
  });
  const formOnly = createMiddleware<FormsEnv>(async (c, next) => {
    if (!isFormType(c.req.header('Content-Type'))) return refuseUnread(c, 415, 'unreadable');
    await next();
  });
  // The form's own limit (src/domain/bodyLimits.ts): a form within its field limits always fits.
  const limits = Object.fromEntries(
    Object.entries(formPosts).map(([name, { resource }]) => [
      name,
      bodyLimit({ maxSize: bodyLimits.form[resource], onError: (c) => refuseUnread(c as Context<FormsEnv>, 413, 'tooLong') }),
    ]),
  );
  const limitBody = createMiddleware<FormsEnv>((c, next) => limits[c.var.form]!(c, next));

  forms.post('/:form', knownForm, sameOrigin, formOnly, limitBody, async (c) => {
    const form = c.var.form;
    const values = await readFormValues(c);
    if (!values) return refuseUnread(c, 400, 'unreadable');
    // The language of the page the form was sent from (FormActions' hidden field), else its address: the answer's.
    const sentFrom = values.get('locale')?.[0];
    const locale = sentFrom === undefined ? postLocale(c) : formLocale(sentFrom);
    const text: FormPageText = formPageTexts[locale];
    // The typed values come back on every refusal, a database that is not answering included (on
    // PostgreSQL the write limits are counted there: db/writeLimits.ts).
    const notStored = () => formAgain(c, 503, values, { message: text.notStored }, { 'Retry-After': String(storageLimits.retryAfterSeconds) }, locale);
    let verdict: Awaited<ReturnType<BucketStore['take']>>;
    try {
      verdict = await buckets.take(createKey(clientAddress(c)), writeLimits.createsPerAddress);
    } catch (error) {
      if (error instanceof StorageUnavailable) return notStored();
      throw error;
    }
    if (!verdict.allowed) {
      const seconds = verdict.retryAfterSeconds;
      return formAgain(c, 429, values, { message: text.tooMany(seconds) }, { 'Retry-After': String(seconds) }, locale);
    }
    let data: Record<string, unknown>;
    let spamReason: string | null;
    try {
      // The honeypot (FormActions renders it in every form) and the time since the form's page
      // was served (the form clock's cookie) are judged as the API judges the script's signals;
      // without a time (no cookie), the honeypot alone decides (api/spam.ts).
      const honeypot = values.get(spamSignals.honeypot)?.[0];
      const elapsed = clock.elapsedMs(c, form);
      spamReason = takeSpamSignals({
        ...(honeypot === undefined ? {} : { [spamSignals.honeypot]: honeypot }),
        ...(elapsed === undefined ? {} : { [spamSignals.elapsed]: elapsed }),
      }).reason;
      data = toRecordData(formPosts[form].resource, formRecord(form, values));
    } catch (error) {
      if (!(error instanceof BadInput)) throw error;
      // The reasons are keys (src/domain/fieldError.ts), said here in the post's language.
      const said = error.reasons && Object.fromEntries(Object.entries(error.reasons).map(([name, reason]) => [name, text.fieldError(reason)]));
      const errors = said ?? error.errors ?? (error.field ? { [error.field]: error.message } : undefined);
      return formAgain(c, 400, values, errors ? { errors } : { message: error.message }, undefined, locale);
    }
    try {
      const resource = formPosts[form].resource;
      // A double click (or a second press while the first post travels) posts the same form of the
      // same page view twice: the page's stamp and the same values make one key, so one lead.
      // Without a stamp (no cookies) each post is a lead of its own.
      const view = clock.pageView(c, form);
      if (view) await store.createOnce(resource, data, formPostKey(form, view, data), { spamReason });
      else await store.create(resource, data, { spamReason });
    } catch (error) {
      // The contained store has logged an outage once (db/outage.ts); anything else is logged here.
      if (!(error instanceof StorageUnavailable)) console.error(error);
      return notStored();
    }
    // A GET (303), so a reload shows the thank-you again and never sends twice; the language rides along.
    return c.redirect(locale === 'en' ? `/forms/${form}/sent` : `/forms/${form}/sent?locale=${locale}`, 303);
  });

  forms.get('/:form/sent', knownForm, async (c) => {
    const locale = formLocale(c.req.query('locale'));
    return page(c, await thanksPage(distDir, c.var.form, locale, formPageTexts[locale]), 200);
  });

  return forms;
}
