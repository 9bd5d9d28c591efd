import { fieldNames, type LeadRecord, type ResourceName } from '../../src/domain/resources';

/**
 * Spreadsheet-safe CSV (STYLE.md 'Pitfalls'): UTF-8 with a byte-order mark so Excel reads
 * Romanian and Norwegian letters right, CRLF line ends, every cell quoted, and a text cell that a
 * spreadsheet would run as a formula (starting with = + - @ or | (DDE), also after spaces or line
 * breaks, which spreadsheets skip; with a tab or a carriage return; or their full-width forms)
 * prefixed with an apostrophe. Lists are joined with ', '.
 */
const formulaStart = /^[\s\u3000]*[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20\uFF5C]|^[\t\r]/;

export function csvCell(value: unknown): string {
  let text: string;
  if (value === undefined || value === null) text = '';
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else {
    text = Array.isArray(value) ? value.map((v) => String(v)).join(', ') : String(value);
    if (formulaStart.test(text)) text = `'${text}`;
  }
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(records: Record<string, unknown>[], columns: string[]): string {
  const lines = [columns.map(csvCell), ...records.map((r) => columns.map((col) => csvCell(r[col])))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/**
 * The export of one resource: `_id`, the resource's fields in the form's order (attribution
 * last), whether it was flagged as spam and why (issue 15: spam is counted, never dropped), the
 * timestamps.
 */
export function recordsCsv(resource: ResourceName, records: LeadRecord[]): string {
  return toCsv(records, ['_id', ...fieldNames(resource), 'spam', 'spamReason', 'createdAt', 'updatedAt']);
}
