/**
 * Which characters a field may hold, free of superstruct: the first-load code that keeps where a
 * visit began (landing.ts) cleans with the same rules the structs in fields.ts check.
 */

/**
 * Control characters other than tab and line breaks, and lone UTF-16 surrogates: JSON can carry
 * them, but PostgreSQL refuses NUL and unpaired surrogates, and none of them is something a
 * visitor types. Refusing them keeps the stored record exactly what was acknowledged.
 */
// oxlint-disable-next-line no-control-regex -- matching the control characters is the point
export const notPlain = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is one a person could have typed (see `notPlain`). */
export const isPlainText = (value: string): boolean => !notPlain.test(value);

/**
 * The line breaks a one-line field may not hold: a name that did ('Eve\nEmail: ceo@bank.example')
 * printed lines in the team's alert that looked exactly like the lead's own (exposure audit,
 * 2026-11-25).
 */
export const lineBreaks = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/**
 * A value nobody typed into the form (a campaign tag of the link a visit began from) made fit for
 * a one-line field of `max` characters: breaks and control characters become spaces, and the cut
 * never splits a character in two. A value the visitor cannot see or change must never be what
 * a save is refused for.
 */
const everyNotPlain = new RegExp(notPlain.source, 'g');

export function oneLinePlain(value: string, max: number): string {
  const spaced = value.replace(lineBreaks, ' ').replace(everyNotPlain, ' ').trim();
  const cut = spaced.slice(0, max);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
}
