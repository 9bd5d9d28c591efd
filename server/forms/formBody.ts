import type { Context } from 'hono';

/** A plain form post's fields: name → every value sent under it, in order. */
export type FormValues = Map<string, string[]>;

export const isFormType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/**
 * Reads an `application/x-www-form-urlencoded` body (what a browser sends for a
 * `<form method="post">` without `enctype`; its size is limited before this). Text that is not
 * UTF-8, or a broken percent-escape, is refused (null) rather than stored with replacement
 * characters.
 */
export async function readFormValues(c: Context): Promise<FormValues | null> {
  const values: FormValues = new Map();
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    for (const pair of text.split('&')) {
      if (!pair) continue;
      const eq = pair.indexOf('=');
      const name = decode(eq < 0 ? pair : pair.slice(0, eq));
      values.set(name, [...(values.get(name) ?? []), eq < 0 ? '' : decode(pair.slice(eq + 1))]);
    }
  } catch {
    return null;
  }
  return values;
}
