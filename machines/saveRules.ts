import type { Draft } from '../src/domain/draftMerge';
import type { FieldError } from '../src/domain/fieldError';
import type { LeadContext } from './formLifecycle';

/**
 * What every form's saving goes by: the cadence, the shapes of the requests' answers and of
 * another tab's news, and how the save indicator reads the tags. Pure: a view carries no machine.
 */

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

/** Another tab sent the record. */
export type SentNews = Pick<SentRecord, 'recordId' | 'at'>;

/** What this tab tells its others, through `watchTabs`. */
export interface TabAnnouncement {
  type: 'record.saved';
  recordId: string;
  draft: Draft;
  version: string | null;
}

/** What a start finds: a record to continue, a record already sent, or nothing. */
export type LoadResult = LoadedRecord | { sent: SentRecord } | null;

/** What a start looks for: the lead's `afresh`, `linkEmail` and `sentReceipt`. */
export type LoadInput = Pick<LeadContext, 'afresh' | 'linkEmail' | 'sentReceipt'>;

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

/** Another tab saved this record (or the one this page is about to create) at a newer version. */
export const isNewer = (c: { recordId: string | null; version: string | null }, news: TabNews) =>
  (c.recordId === null || c.recordId === news.recordId) && (c.version === null || news.version > c.version);

/**
 * A failed request as the form reads it: what it means for the lead, read from the HTTP answer by
 * the binding (src/actors/saveFailure.ts), so that no machine reads a status. `status` (0: no
 * answer) is for the analytics and `cause`, the error as it came, for the console.
 */
export type SaveFailure = { status: number | null; cause?: unknown } &
  /** The anti-forgery check (403), failing for ever where the browser keeps no cookie of the site. */
  (
    | { outcome: 'blocked' }
    /** The content (400, 413, 422), or a field's value taken meanwhile (a 409 naming it, no record): said next to `field`. */
    | { outcome: 'refused'; field: string | null; reason: FieldError | null }
    /** A 429: saved again after its `Retry-After` (else `rateLimitedMs`). */
    | { outcome: 'slowedDown'; retryAfterMs: number }
    /** The owner deleted the record (404). */
    | { outcome: 'gone' }
    /** The record moved on meanwhile (412): as the server has it now. */
    | { outcome: 'changed'; record: { recordId: string; version: string | null; draft: Draft } }
    /** The record was sent meanwhile (409 with it): by another tab, or it was the short form's. */
    | { outcome: 'sent'; record: SentRecord }
    /** No answer, or none that speaks of the lead (a 5xx): tried again. `serverTrouble`: the site is not answering, the visitor is not offline. */
    | { outcome: 'unsaved'; serverTrouble: boolean }
  );

/** A request actor's rejection as a failure: one the binding did not read (a defect) is not saved, and retried. */
export const asFailure = (error: unknown): SaveFailure => (isFailure(error) ? error : { outcome: 'unsaved', status: null, serverTrouble: false, cause: error });
const isFailure = (error: unknown): error is SaveFailure => typeof error === 'object' && error !== null && 'outcome' in error;

export type SaveStatus = 'idle' | 'restoring' | 'saving' | 'saved' | 'offline' | 'unavailable' | 'rejected' | 'slow' | 'blocked';

/** What the save indicator reads of a form's snapshot. */
export interface SaveStatusSource {
  hasTag(tag: string): boolean;
  context: { recordId: string | null; failure: SaveFailure | null };
}

export function selectSaveStatus(snapshot: SaveStatusSource | undefined): SaveStatus {
  if (!snapshot) return 'idle';
  const { failure } = snapshot.context;
  if (snapshot.hasTag('offline')) return failure?.outcome === 'unsaved' && failure.serverTrouble ? 'unavailable' : 'offline';
  const tagged = (['blocked', 'slow', 'rejected', 'saving', 'restoring'] as const).find((tag) => snapshot.hasTag(tag));
  if (tagged) return tagged;
  // Nothing is saved before a held completion is sent: 'Saved' would not be true. An untouched form says nothing.
  return snapshot.context.recordId && !snapshot.hasTag('holding') ? 'saved' : 'idle';
}
