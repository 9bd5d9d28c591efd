import type { SqlClient } from './sql';

/**
 * How a privacy search compares an address with the stored ones: without what may sit around it
 * and is no part of it, in lower case. A draft made through the API is stored as sent, and a
 * browser's e-mail box strips only ASCII spaces: an address pasted with a no-break space, a line
 * separator or a zero-width space after it was missed by a search and an erasure (review,
 * 2026-11-25). The SQL below, this file's JS and migration 010's indexes trim the same characters
 * (a server test checks that the search is served by those indexes).
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

/** The comparison on one database: its JS and the SQL its indexes are on. */
export interface EmailComparison {
  /**
   * An address without what its edges may hold (as the indexes trim it), in Unicode's composed
   * form (NFC) where the database compares so (issue 38); the case is left to the SQL.
   */
  trim(value: string): string;
  /**
   * The SQL that finds every record holding an e-mail address ($1, as `trim` gives it), in any of
   * its e-mail fields. Lower-cased by the database on both sides: JavaScript lowers every letter,
   * a database under a C locale only A-Z, so an address with 'Ë' in it was never found there.
   * Each index covers only the records with that field (`WHERE data ? 'email'`): the planner
   * uses it only for a condition that says so too, and read the whole table without it.
   */
  match: string;
}

/**
 * `codes` written as `\\uXXXX` escapes, which a JavaScript pattern and a PostgreSQL E'' string both
 * read. The SQL is migration 013's `lead_email_key`, which the indexes are on (the same edges, NFC
 * on a UTF-8 database), so the search, the indexes and the same-person rule compare alike.
 */
function comparison(codes: number[], composed: boolean): EmailComparison {
  const escaped = codes.map((code) => `\\u${hex(code)}`).join('');
  const edgesPattern = new RegExp(`^[${escaped}]+|[${escaped}]+$`, 'g');
  const inField = (field: string) => `(data ? '${field}' AND lead_email_key(data->>'${field}') = lead_email_key($1))`;
  return {
    trim: (value) => (composed ? value.replace(edgesPattern, '').normalize('NFC') : value.replace(edgesPattern, '')),
    match: `(${inField('email')} OR ${inField('emailA')})`,
  };
}

/** On a UTF-8 database (PostgreSQL's default, and always the embedded one): every edge character (migration 010's indexes). */
export const unicodeEmails = comparison(edges, true);

/**
 * On a PostgreSQL database in another encoding (SQL_ASCII under a C locale), which takes no
 * `\u` escape past U+007F: spaces and line breaks only, migration 009's indexes, which 010 keeps
 * there. An address pasted with a no-break space around it is then missed, as before 010.
 */
export const asciiEmails = comparison([0x20, 0x09, 0x0d, 0x0a], false);

/** The comparison migration 010 chose for this database. */
export async function emailComparison(sql: SqlClient): Promise<EmailComparison> {
  const [{ encoding }] = await sql.query<{ encoding: string }>(`SELECT current_setting('server_encoding') AS encoding`);
  return encoding === 'UTF8' ? unicodeEmails : asciiEmails;
}

/** A character that can continue an address on either side: a mention must not be part of a longer one. */
const addressCharacter = /[\p{L}\p{N}._%+\-@]/u;

/**
 * Whether free text mentions the address (`wanted`, trimmed and lower-cased) as a whole:
 * 'write to ana@example.org.' does, 'diana@example.org' and 'ana@example.org.uk' do not.
 */
export function mentionsAddress(text: string, wanted: string): boolean {
  const lower = text.normalize('NFC').toLowerCase();
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    const before = lower[at - 1];
    const after = lower.slice(at + wanted.length);
    // A dot after the address ends a sentence unless a letter or digit follows it (a longer domain).
    const continues = after[0] !== undefined && (after[0] === '.' ? /^\.[\p{L}\p{N}]/u.test(after) : addressCharacter.test(after[0]));
    if ((before === undefined || !addressCharacter.test(before)) && !continues) return true;
  }
  return false;
}
