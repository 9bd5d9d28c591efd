/**
 * How a privacy search compares an address with the stored ones: without what may sit around it
 * and is no part of it, in lower case. A draft made through the API is stored as sent, and a
 * browser's e-mail box strips only ASCII spaces: an address pasted with a no-break space, a line
 * separator or a zero-width space after it was missed by a search and an erasure (review,
 * 2026-11-25). The SQL below, this file's JS and migration 010's indexes trim the same characters
 * (a server test checks the migration against `storedEmail`).
 */

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every kind of whitespace (JavaScript's `\s`, and U+0085) and the invisible format characters a paste brings. */
const edges = [
  ...[0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0xad, 0x61c, 0x1680, 0x180e],
  ...range(0x2000, 0x200f),
  ...range(0x2028, 0x202f),
  0x205f,
  ...range(0x2060, 0x2064),
  ...range(0x2066, 0x2069),
  0x3000,
  0xfeff,
];

const hex = (code: number) => code.toString(16).padStart(4, '0');
/** As `\uXXXX` escapes, which a JavaScript pattern and a PostgreSQL E'' string both read. */
const jsEdges = edges.map((code) => `\\u${hex(code)}`).join('');
const trimmed = new RegExp(`^[${jsEdges}]+|[${jsEdges}]+$`, 'g');

/** An address as the search compares it. */
export const searchedEmail = (value: string): string => value.replace(trimmed, '').toLowerCase();

/** The same, in SQL, of the record's field `field` (the expression migration 010 indexes). */
export const storedEmail = (field: string) => `lower(btrim(data->>'${field}', E'${jsEdges}'))`;

/**
 * The SQL that finds every record holding an e-mail address ($1, as `searchedEmail` gives it), in
 * any of its e-mail fields. Each index covers only the records with that field (`WHERE data ?
 * 'email'`): the planner uses it only for a condition that says so too, and read the whole table
 * without it.
 */
const inField = (field: string) => `(data ? '${field}' AND ${storedEmail(field)} = $1)`;
export const emailMatch = `(${inField('email')} OR ${inField('emailA')})`;

/** A character that can continue an address on either side: a mention must not be part of a longer one. */
const addressCharacter = /[\p{L}\p{N}._%+\-@]/u;

/**
 * Whether free text mentions the address (`wanted`, as `searchedEmail` gives it) as a whole:
 * 'write to ana@example.org.' does, 'diana@example.org' and 'ana@example.org.uk' do not.
 */
export function mentionsAddress(text: string, wanted: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    const before = lower[at - 1];
    const after = lower.slice(at + wanted.length);
    // A dot after the address ends a sentence unless a letter or digit follows it (a longer domain).
    const continues = after[0] !== undefined && (after[0] === '.' ? /^\.[\p{L}\p{N}]/u.test(after) : addressCharacter.test(after[0]));
    if ((before === undefined || !addressCharacter.test(before)) && !continues) return true;
  }
  return false;
}
