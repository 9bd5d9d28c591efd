import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every API error is JSON: `{ error }`, and for bad input (400) also `field` (the top-level
 * field at fault, or null when the body as a whole is wrong) and `errors` (field → the message
 * the form shows next to it, from src/domain/messages.ts).
 */
export interface ApiError {
  error: string;
  field?: string | null;
  errors?: Record<string, string>;
}

export class BadInput extends Error {
  constructor(
    message: string,
    readonly field: string | null,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  get body(): ApiError {
    return { error: this.message, field: this.field, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const fail = (c: Context, status: ContentfulStatusCode, error: string, headers?: Record<string, string>) =>
  c.json({ error } satisfies ApiError, status, headers);

export const badInput = (c: Context, e: BadInput) => c.json(e.body, 400);
