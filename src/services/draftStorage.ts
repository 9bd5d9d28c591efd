import { leadMemory, type LeadMemoryStore } from './leadMemory';

/**
 * Where a form remembers the id of its record between visits (DESIGN.md: "the record id is kept
 * in localStorage"): the `recordId` of the form's lead memory (leadMemory.ts), which also holds
 * the idempotency key, the unsaved draft and what was sent. Storage can be missing or full
 * (private windows, quotas): then drafts are simply not restored, and the form keeps working.
 */
export interface DraftStorage {
  get(resource: string): string | null;
  set(resource: string, id: string): void;
  /** Forgets the record and what was typed for it; a record that was sent stays remembered as sent. */
  remove(resource: string): void;
}

/** The localStorage entry of a form's lead memory. */
export { leadMemoryKey as draftStorageKey } from './leadMemory';

export function createDraftStorage(memory: LeadMemoryStore = leadMemory): DraftStorage {
  return {
    get: (resource) => memory.read(resource).recordId ?? null,
    set: (resource, id) => {
      memory.write(resource, { recordId: id });
    },
    remove: (resource) => {
      memory.write(resource, { recordId: undefined, key: undefined, version: undefined, draft: undefined, saved: undefined });
    },
  };
}

export const draftStorage = createDraftStorage();
