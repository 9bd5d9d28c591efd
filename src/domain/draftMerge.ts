/**
 * Two tabs, one draft (issue 13). When the server's copy moved on (another tab saved), a tab
 * keeps what it changed since its own last save and takes everything else from the server:
 * no field typed in either tab is lost. A field this tab emptied or removed stays removed.
 */
export type Draft = Record<string, unknown>;

/** Same value for a form field: primitives by value, lists (chosen features) by their items. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  return false;
}

/** The fields whose value differs between two drafts (a missing field is a value too). */
export function changedFields(from: Draft, to: Draft): string[] {
  const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
  return [...keys].filter((key) => !sameValue(from[key], to[key]));
}

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Something typed since `base` (what the server last acknowledged) that `record` does not hold:
 * a field given a value the record lacks. A field emptied is not typing to keep.
 */
export const typedAndNotIn = (base: Draft, draft: Draft, record: Draft): boolean =>
  changedFields(base, draft).some((key) => hasValue(draft[key]) && !sameValue(draft[key], record[key]));

/** The drafts hold the same fields with the same values. */
export const sameDraft = (a: Draft, b: Draft): boolean => changedFields(a, b).length === 0;

/**
 * The server's copy with this tab's changes since `base` (what this tab last saved or loaded)
 * on top: `theirs` wins every field this tab did not touch.
 */
export function mergeDraft(theirs: Draft, mine: Draft, base: Draft): Draft {
  const merged: Draft = { ...theirs };
  for (const key of changedFields(base, mine)) {
    if (key in mine && mine[key] !== undefined) merged[key] = mine[key];
    else delete merged[key];
  }
  return merged;
}

/**
 * A draft belongs to one e-mail address (issue 33): a draft holding another address than `email`
 * (the address a follow-up link is for) is someone else's, never shown beside it nor written
 * over. A draft with no address yet belongs to anyone. Addresses compare as people write them:
 * case and surrounding spaces aside.
 */
export function belongsTo(draft: Draft, email: string): boolean {
  const held = typeof draft.email === 'string' ? draft.email.trim().toLowerCase() : '';
  return held === '' || held === email.trim().toLowerCase();
}
