import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonAnswer } from '../compression';
import { storageLimits } from '../db/contained';
import { isUnavailable } from '../db/outage';
import { StorageUnavailable } from '../db/unavailable';
import type { FieldError } from '../../src/domain/fieldError';
import { MeetingRefused } from '../meetings/refused';

/**
 * Every API error is JSON: `{ error }`, and for bad input (400) also `field` (the top-level
 * field at fault, or null when the body as a whole is wrong), `errors` (field → the message in
 * English, from src/domain/messages.ts) and `reasons` (field → the same as a key,
 * src/domain/fieldError.ts: the site's forms say it in their page's language). A meeting time
 * refused (400 or 409, meetings/refused.ts) has `field`, `reason` and `reasons` the same way.
 */
export interface ApiError {
  error: string;
  field?: string | null;
  errors?: Record<string, string>;
  reasons?: Record<string, FieldError>;
}

export class BadInput extends Error {
  constructor(
    message: string,
    readonly field: string | null,
    readonly errors?: Record<string, string>,
    readonly reasons?: Record<string, FieldError>,
  ) {
    super(message);
  }

  get body(): ApiError {
    return { error: this.message, field: this.field, ...(this.errors ? { errors: this.errors } : {}), ...(this.reasons ? { reasons: this.reasons } : {}) };
  }
}

/** The one way an error answer is made. */
export const fail = (c: Context, status: ContentfulStatusCode, error: string, headers?: Record<string, string>) =>
  jsonAnswer(c, { error } satisfies ApiError, status, headers);

export const badInput = (c: Context, e: BadInput) => jsonAnswer(c, e.body, 400);

/**
 * Throws an error answer from inside a middleware (hono's own middleware refuses the same way);
 * `app.onError` sends `res` as it is, so the body keeps the shape above.
 */
export function refuse(c: Context, status: ContentfulStatusCode, error: string, headers?: Record<string, string>): never {
  throw new HTTPException(status, { res: fail(c, status, error, headers) });
}

/** Storage that is not there (an app made without a database): the lead calls answer 503. */
export class StoreMissing extends Error {}

/** The client went away mid-request (an upload cut off): nobody reads the answer, nothing to log. */
const clientGone = (err: Error, c: Context) => c.req.raw.signal?.aborted || (err as { code?: string }).code === 'ECONNRESET';

/** app.onError: every error thrown on the way becomes an answer of the shape above. */
export function answerError(err: Error, c: Context): Response {
  if (err instanceof HTTPException) return err.getResponse();
  if (clientGone(err, c)) return fail(c, 400, 'The request was cut off before its body arrived.');
  if (err instanceof BadInput) return badInput(c, err);
  // A meeting time refused (issue 34): 409 or 400 naming the field, and why, for the page's own words.
  if (err instanceof MeetingRefused) return jsonAnswer(c, err.body, err.status);
  if (err instanceof StoreMissing) return fail(c, 503, 'No database configured');
  // The SQL clients of db/open.ts turn an unavailable database into StorageUnavailable; a driver's own error of that kind is the same.
  if (err instanceof StorageUnavailable || isUnavailable(err)) {
    // Logged once per outage by the contained store, not per request.
    return fail(c, 503, 'The database is not answering right now, so nothing was saved or changed. Please try again in a few seconds.', {
      'Retry-After': String(storageLimits.retryAfterSeconds),
    });
  }
  console.error(err);
  return fail(c, 500, 'Internal error');
}
