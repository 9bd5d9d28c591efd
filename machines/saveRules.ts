import type { Draft } from '../src/domain/draftMerge';
import { isFieldError, type FieldError } from '../src/domain/fieldError';

/**
 * What every form's saving goes by: the cadence, the shapes of the requests' answers and of
 * another tab's news, and how the save indicator reads the tags. Pure: a view carries no machine.
 */

export const statusOf = (error: unknown): number | undefined => (error as SaveFailure | undefined)?.status;

export const autosaveTiming = {
  /** A pause this long (no change) saves what is pending. */
  saveDelayMs: 1000,
  /** While the visitor keeps typing, a change waits at most this long for its save. */
  maxWaitMs: 8000,
  /** The wait after a 429 that names none (`Retry-After` missing). */
  rateLimitedMs: 5000,
  /** Backoff of failed saves: 1 s, 2 s, 4 s ... up to 30 s. */
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
} as const;

export const retryDelayMs = (failures: number): number => Math.min(autosaveTiming.retryBaseMs * 2 ** Math.max(0, failures - 1), autosaveTiming.retryMaxMs);

/** What a failed request looks like to the machine (the HTTP client's error shape). */
export interface SaveFailure {
  status?: number;
  data?: unknown;
  /** A 429's `Retry-After`, in seconds. */
  retryAfterSeconds?: number;
  /** No answer came, though the browser is online: the site is not answering, the visitor is not offline. */
  siteUnreachable?: boolean;
}

/** A record that has been sent: by this page, another tab, or an earlier visit. */
export interface SentRecord {
  recordId: string;
  /** When it was sent (ISO 8601). */
  at: string;
  draft: Draft;
  /** What was typed here that the record, sent elsewhere meanwhile, lacks: 'Send another request' (after a reload too) starts with it. */
  unsent?: Draft;
  /** What was typed in the full form completing this record (`holding`), until sent: a reload opens that form again. */
  completion?: Draft;
}

export interface TabNews {
  recordId: string;
  draft: Draft;
  version: string;
}

export interface LoadedRecord {
  /** Null when only this device knows the draft yet (its first save has not been answered). */
  recordId: string | null;
  /** What the form should show: the stored record, with what this device typed since on top. */
  draft: Draft;
  /** What the server holds, when it differs from `draft` (changes typed here not yet saved). */
  saved?: Draft;
  version?: string | null;
}

export interface SentNews {
  recordId: string;
  at: string;
}

/** What this tab tells its others, through `watchTabs`. */
export interface TabAnnouncement {
  type: 'record.saved';
  recordId: string;
  draft: Draft;
  version: string | null;
}

/** What a start finds: a record to continue, a record already sent, or nothing. */
export type LoadResult = LoadedRecord | { sent: SentRecord } | null;

/** What a start looks for: `LeadContext`'s `afresh`, `linkEmail` (as `email`) and `sentReceipt`. */
export type LoadInput = { afresh: boolean; email: string | null; sentReceipt: Draft | null };

/** What a create learns: the record (new, or the one the key made before) and its version. */
export interface CreatedRecord {
  recordId: string;
  version: string | null;
  /** The stored fields, when the key found a record holding other fields than were sent. */
  stored?: Draft;
  /** Set when the key found a record that has been sent. */
  sent?: SentRecord;
}

export type UpdatedRecord = { version: string | null };

/** The record as the server has it now, from a 409 or 412 body (`{ error, record }`). */
export function currentRecord(error: unknown): (Draft & { _id: string; updatedAt?: string }) | null {
  const record = ((error as SaveFailure | undefined)?.data as { record?: unknown } | undefined)?.record;
  return record && typeof record === 'object' && typeof (record as { _id?: unknown })._id === 'string' ? (record as Draft & { _id: string }) : null;
}

/** The sent record a 409 carries (the record was sent: by another tab, or it was the short form's), or null. */
export const sentRecordOf = (error: unknown) => (statusOf(error) === 409 ? currentRecord(error) : null);

/** How long a 429 asks us to wait (its `Retry-After`, else `rateLimitedMs`). */
export function retryAfterMs(error: unknown): number {
  const seconds = (error as SaveFailure | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : autosaveTiming.rateLimitedMs;
}

export const withoutServerFields = ({ _id, createdAt, updatedAt, ...draft }: Draft) => draft;

/** Another tab saved this record (or the one this page is about to create) at a newer version. */
export const isNewer = (c: { recordId: string | null; version: string | null }, news: TabNews) =>
  (c.recordId === null || c.recordId === news.recordId) && (c.version === null || news.version > c.version);

/**
 * The field a 400 names and why, as a key the form can say in its page's language (`{ error,
 * field, errors?, reasons? }`, DESIGN.md 'API contract'). The server's `errors` are English text
 * for API clients: never shown. Null when the server names no field or no reason this client knows.
 */
export function refusal(error: unknown): { field: string | null; reason: FieldError | null } {
  const data = (error as SaveFailure | undefined)?.data as { field?: unknown; reasons?: Record<string, unknown> } | undefined;
  const field = typeof data?.field === 'string' ? data.field : null;
  const reason = field ? data?.reasons?.[field] : undefined;
  return { field, reason: isFieldError(reason) ? reason : null };
}

export type SaveStatus = 'idle' | 'restoring' | 'saving' | 'saved' | 'offline' | 'unavailable' | 'rejected' | 'slow' | 'blocked';

/** What the save indicator reads of a form's snapshot. */
export interface SaveStatusSource {
  hasTag(tag: string): boolean;
  context: { recordId: string | null; serverTrouble: boolean };
}

export function selectSaveStatus(snapshot: SaveStatusSource | undefined): SaveStatus {
  if (!snapshot) return 'idle';
  if (snapshot.hasTag('offline')) return snapshot.context.serverTrouble ? 'unavailable' : 'offline';
  const tagged = (['blocked', 'slow', 'rejected', 'saving', 'restoring'] as const).find((tag) => snapshot.hasTag(tag));
  if (tagged) return tagged;
  // Nothing is saved before a held completion is sent: 'Saved' would not be true. An untouched form says nothing.
  return snapshot.context.recordId && !snapshot.hasTag('holding') ? 'saved' : 'idle';
}
