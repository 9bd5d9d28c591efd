import type { Draft } from '../domain/draftMerge';
import { retention } from '../domain/retention';
import { leadMemoryKey } from './leadMemoryKey';

export { leadMemoryKey } from './leadMemoryKey';

/**
 * What the browser remembers of one form's lead between visits and tabs (issue 13), in
 * localStorage under `heartwork.lead.<resource>` (the key under `….key`, see `leadKeyEntry`):
 * - `key`: the idempotency key, made before the first save and sent with the create, so a page
 *   reloaded before that save answered finds its record instead of making a second one;
 * - `recordId` and `version` (`updatedAt`) once the server has answered;
 * - `draft`: what was typed, until the form is sent (a reload inside the window restores it);
 * - `sent`: the record and when it was sent; the form then shows its success state, across
 *   reloads and return visits, until the visitor asks to send another request; with `unsent`,
 *   what was typed in a tab that the record, sent from another tab, does not hold, which that
 *   request starts with.
 * Storage can be missing, blocked or full (private windows, site data switched off, quotas):
 * then the page remembers for as long as it lives, and only a reload forgets. Above all the key:
 * a new key for each retry of a create whose answer was lost made a second record.
 */
export interface LeadMemory {
  key?: string;
  recordId?: string;
  version?: string;
  draft?: Draft;
  /** What the server had when `draft` was last kept: the base of a merge after a reload. */
  saved?: Draft;
  /**
   * `receipt`: what the sent record says of itself (its resource's receipt fields, e.g. a
   * short-form lead's mark); `completion`: what is typed in the full form that completes it (the
   * pricing page's 'click here'), which a reload opens again until it is sent.
   */
  sent?: { recordId: string; at: string; unsent?: Draft; receipt?: Draft; completion?: Draft };
  /** When this was last written (in storage only): forgotten after the privacy page's draft period. */
  keptAt?: string;
}

/**
 * How long the browser keeps a form's memory after its last write: the period the privacy page
 * gives a draft never sent (the server deletes that draft by then too). Typing, a sent lead's
 * date and its left-out typing are not kept on a device for longer than the server keeps a draft.
 */
export const leadMemoryDays = Math.round((retention.draftMonths * 365.25) / 12);
const forgetAfterMs = leadMemoryDays * 24 * 60 * 60 * 1000;

export interface LeadMemoryStore {
  read(resource: string): LeadMemory;
  /**
   * Whether the device's lasting storage refuses this form's memory (full, or switched off): what
   * is kept then lasts at most as long as this tab (its session storage, else the page). Found on
   * a write, or by `probe`.
   */
  refuses(resource: string): boolean;
  /** Tries a write to the lasting storage (a form just shown): `refuses` then tells. */
  probe(resource: string): void;
  /** Called whenever `refuses` may have changed; returns the way to stop. */
  subscribe(listener: () => void): () => void;
  /** Merges `patch` into what is stored (a field set to undefined is removed). */
  write(resource: string, patch: Partial<LeadMemory>): LeadMemory;
  clear(resource: string): void;
  /** The stored key, or a new random one stored before it is returned. */
  keyFor(resource: string): string;
}

const parse = (text: string | null): LeadMemory => {
  try {
    const value = text ? JSON.parse(text) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
};

/**
 * The key's own entry. Tabs write the form's entry whole (read, change, write back), and a tab
 * does not see another's write at once: a draft written by one tab while another made the key
 * erased the key, and the second tab's create then made a second record with a key of its own.
 */
export const leadKeyEntry = (resource: string): string => `${leadMemoryKey(resource)}.key`;

export function createLeadMemory(
  storage: () => Storage | undefined = () => globalThis.localStorage,
  newKey: () => string = () => crypto.randomUUID(),
  now: () => number = Date.now,
  /** Where the memory goes when `storage` refuses it (the tab's session storage): a reload in the tab still finds the key. */
  tabStorage: () => Storage | undefined = () => undefined,
): LeadMemoryStore {
  const attemptIn = <T>(where: () => Storage | undefined, fn: (s: Storage) => T, fallback: T): T => {
    try {
      const s = where();
      return s ? fn(s) : fallback;
    } catch {
      return fallback;
    }
  };
  const attempt = <T>(fn: (s: Storage) => T, fallback: T): T => attemptIn(storage, fn, fallback);
  // What this page wrote and storage could not keep: read from here until storage takes it.
  const unstored = new Map<string, LeadMemory>();
  // The forms whose memory the lasting storage refused, and who wants to know.
  const refused = new Set<string>();
  const listeners = new Set<() => void>();
  const noteRefusal = (resource: string, refuses: boolean) => {
    if (refused.has(resource) === refuses) return;
    if (refuses) refused.add(resource);
    else refused.delete(resource);
    listeners.forEach((listener) => listener());
  };
  const readIn = (where: () => Storage | undefined, resource: string): LeadMemory | undefined =>
    attemptIn(
      where,
      (s) => {
        if (s.getItem(leadMemoryKey(resource)) === null && s.getItem(leadKeyEntry(resource)) === null) return undefined;
        return readFrom(s, resource);
      },
      undefined,
    );
  const readFrom = (s: Storage, resource: string): LeadMemory => {
    const { keptAt, ...memory } = parse(s.getItem(leadMemoryKey(resource)));
    if (keptAt && now() - Date.parse(keptAt) > forgetAfterMs) {
      s.removeItem(leadMemoryKey(resource));
      s.removeItem(leadKeyEntry(resource));
      return {};
    }
    const key = s.getItem(leadKeyEntry(resource));
    // An entry written before the key had its own keeps the key it holds.
    return key ? { ...memory, key } : memory;
  };
  // The tab's copy first: it is there only while the lasting storage refuses this form's writes
  // (one it takes removes the copy), so it is the newer. The lasting storage may still hold what it
  // took before it filled up: an untouched form's entry, which would hide the typing after a reload.
  const readStored = (resource: string): LeadMemory => readIn(tabStorage, resource) ?? readIn(storage, resource) ?? {};
  const read = (resource: string) => unstored.get(resource) ?? readStored(resource);
  const remove = (s: Storage, resource: string) => {
    s.removeItem(leadMemoryKey(resource));
    s.removeItem(leadKeyEntry(resource));
  };
  const write = (resource: string, patch: Partial<LeadMemory>) => {
    const next = JSON.parse(JSON.stringify({ ...read(resource), ...patch })) as LeadMemory;
    const { key, ...rest } = next;
    const writeTo = (s: Storage) => {
      const keyEntry = leadKeyEntry(resource);
      // Only a write that names the key changes its entry (or one that moves an older entry's key there).
      if ('key' in patch || (key && s.getItem(keyEntry) === null)) {
        if (key) s.setItem(keyEntry, key);
        else s.removeItem(keyEntry);
      }
      s.setItem(leadMemoryKey(resource), JSON.stringify({ ...rest, keptAt: new Date(now()).toISOString() }));
      return true;
    };
    const lasting = attempt(writeTo, false);
    // Refused there: the tab's own storage keeps it whole (the key above all), so a reload in this tab finds it.
    const inTab = lasting
      ? attemptIn(tabStorage, (s) => (remove(s, resource), false), false)
      : attemptIn(tabStorage, (s) => (remove(s, resource), writeTo(s)), false);
    if (lasting || inTab) unstored.delete(resource);
    else unstored.set(resource, next);
    noteRefusal(resource, !lasting);
    return next;
  };
  return {
    read,
    write,
    refuses: (resource) => refused.has(resource),
    probe: (resource) => {
      const probeKey = `${leadMemoryKey(resource)}.probe`;
      const lasting = attempt((s) => {
        s.setItem(probeKey, '1');
        s.removeItem(probeKey);
        return true;
      }, false);
      noteRefusal(resource, !lasting);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: (resource) => {
      unstored.delete(resource);
      attempt((s) => remove(s, resource), undefined);
      attemptIn(tabStorage, (s) => remove(s, resource), undefined);
    },
    // Another tab of the same form may have made the key already: one key, one record.
    keyFor: (resource) => read(resource).key ?? write(resource, { key: newKey() }).key!,
  };
}

export const leadMemory = createLeadMemory(undefined, undefined, undefined, () => globalThis.sessionStorage);
