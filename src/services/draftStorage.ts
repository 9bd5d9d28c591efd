/**
 * Where a form remembers the id of its draft record between visits (DESIGN.md: "the record id is
 * kept in localStorage"). Only the id is kept on the device, never what the visitor typed.
 * Storage can be missing or full (private windows, quotas): then drafts are simply not
 * restored, and the form keeps working.
 */
export interface DraftStorage {
  get(resource: string): string | null;
  set(resource: string, id: string): void;
  remove(resource: string): void;
}

export const draftStorageKey = (resource: string): string => `heartwork.draft.${resource}`;

export function createDraftStorage(storage: () => Storage | undefined = () => globalThis.localStorage): DraftStorage {
  const attempt = <T>(fn: (s: Storage) => T, fallback: T): T => {
    try {
      const s = storage();
      return s ? fn(s) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: (resource) => attempt((s) => s.getItem(draftStorageKey(resource)), null),
    set: (resource, id) => attempt((s) => s.setItem(draftStorageKey(resource), id), undefined),
    remove: (resource) => attempt((s) => s.removeItem(draftStorageKey(resource)), undefined),
  };
}

export const draftStorage = createDraftStorage();
