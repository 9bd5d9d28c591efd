import type { Context } from 'hono';
import { readLimited } from '../api/body';

/** A plain form post's fields: name → every value sent under it, in order. */
export type FormValues = Map<string, string[]>;

export type FormBodyResult = { ok: true; values: FormValues } | { ok: false; status: 400 | 413 | 415 };

const isFormType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/**
 * Reads an `application/x-www-form-urlencoded` body (what a browser sends for a
 * `<form method="post">` without `enctype`) of at most `limit` bytes. Text that is not UTF-8, or
 * a broken percent-escape, is refused rather than stored with replacement characters.
 */
export async function readFormBody(c: Context, limit: number): Promise<FormBodyResult> {
  if (!isFormType(c.req.header('Content-Type'))) return { ok: false, status: 415 };
  const bytes = await readLimited(c, limit);
  if (!bytes) return { ok: false, status: 413 };
  const values: FormValues = new Map();
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    for (const pair of text.split('&')) {
      if (!pair) continue;
      const eq = pair.indexOf('=');
      const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
      const name = decode(eq < 0 ? pair : pair.slice(0, eq));
      const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
      values.set(name, [...(values.get(name) ?? []), value]);
    }
  } catch {
    return { ok: false, status: 400 };
  }
  return { ok: true, values };
}
