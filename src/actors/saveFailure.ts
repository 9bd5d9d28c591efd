import { autosaveTiming, type SaveFailure } from '../../machines/saveRules';
import type { Draft } from '../domain/draftMerge';
import { isFieldError } from '../domain/fieldError';
import { ApiError, withoutServerFields } from '../services/api';

/** A record as the visitor's form holds it: no server fields, nor the page's language (added to every save). */
export function visitorFields(record: Draft): Draft {
  const { locale: _pageLanguage, ...draft } = withoutServerFields(record);
  return draft;
}

const recordIn = (data: unknown) => {
  const record = typeof data === 'object' && data !== null && 'record' in data ? data.record : null;
  return typeof record === 'object' && record !== null && '_id' in record && typeof record._id === 'string'
    ? (record as Draft & { _id: string; updatedAt?: string })
    : null;
};

/**
 * A lead request's error as its form reads it (machines/saveRules.ts `SaveFailure`): the one place
 * that knows what each HTTP answer means for a lead. A 400 names its field and why (`{ error,
 * field, errors?, reasons? }`, DESIGN.md 'API contract'; `errors` is English text for API
 * clients, never shown; a reason this client does not know is null); a 409 or 412 carries the
 * record as it is now (`{ error, record }`).
 */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return { outcome: 'unsaved', status: null, serverTrouble: false, cause: error };
  const { status, data } = error;
  const known = { status, cause: error };
  const record = recordIn(data);
  const field = typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string' ? data.field : null;
  if (status === 403) return { ...known, outcome: 'blocked' };
  if (status === 404) return { ...known, outcome: 'gone' };
  if (status === 429) {
    const seconds = error.retryAfterSeconds;
    const retryAfterMs = typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : autosaveTiming.rateLimitedMs;
    return { ...known, outcome: 'slowedDown', retryAfterMs };
  }
  if (status === 412 && record)
    return { ...known, outcome: 'changed', record: { recordId: record._id, version: record.updatedAt ?? null, draft: visitorFields(record) } };
  if (status === 409 && record)
    return { ...known, outcome: 'sent', record: { recordId: record._id, at: String(record.updatedAt ?? ''), draft: visitorFields(record) } };
  if (status === 400 || status === 413 || status === 422 || (status === 409 && field !== null)) {
    const reasons = typeof data === 'object' && data !== null && 'reasons' in data ? (data.reasons as Record<string, unknown> | undefined) : undefined;
    const reason = field ? reasons?.[field] : undefined;
    return { ...known, outcome: 'refused', field, reason: isFieldError(reason) ? reason : null };
  }
  return { ...known, outcome: 'unsaved', serverTrouble: status >= 500 || error.siteUnreachable === true };
}
