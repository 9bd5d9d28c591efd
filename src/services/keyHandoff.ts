/**
 * The idempotency key of a form's first save, handed from one tab's turn to the next through
 * IndexedDB. The tabs take turns at a create (`tabTurns`), but the turn does not carry what the
 * previous tab wrote to localStorage: each tab's renderer reads its own copy, brought up to date
 * a moment later, so a tab given the turn could still see no key, make its own, and the visitor
 * had two leads (CI, once: a name-only lead beside the full one). A transaction that committed
 * before the lock was released is seen by every transaction after it, in any tab.
 *
 * Only a fresh hand-off counts (`handoffMs`): the next tab's turn comes as soon as the first
 * one's create is answered, and by a few seconds later localStorage has long caught up. A key
 * outliving its lead would be worse than none (a create under a sent lead's key gets that sent
 * lead back), so a sent or forgotten lead's key is also taken out at once (`forget`).
 * Without IndexedDB (an old browser, storage switched off) the hand-off is skipped, as before.
 */
export interface KeyHandoff {
  /** The key another tab handed over moments ago, if any. */
  take(resource: string): Promise<string | undefined>;
  /** Hands `key` to the next tab's turn; resolves once it is committed. */
  offer(resource: string, key: string): Promise<void>;
  forget(resource: string): void;
}

export const handoffMs = 10_000;

interface Handed {
  key: string;
  at: number;
}

const store = 'keys';

export function keyHandoff(idb: IDBFactory | undefined = globalThis.indexedDB, now: () => number = Date.now): KeyHandoff {
  let opened: Promise<IDBDatabase | undefined> | undefined;
  const database = () =>
    (opened ??= new Promise<IDBDatabase | undefined>((resolve) => {
      try {
        const request = idb!.open('heartwork.lead-keys', 1);
        request.onupgradeneeded = () => request.result.createObjectStore(store);
        request.onsuccess = () => resolve(request.result);
        request.onerror = request.onblocked = () => resolve(undefined);
      } catch {
        resolve(undefined);
      }
    }));
  /** Runs one request in its own transaction; undefined when IndexedDB cannot (the hand-off is then skipped). */
  const run = async <T>(mode: IDBTransactionMode, request: (keys: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> => {
    if (!idb) return undefined;
    const db = await database();
    if (!db) return undefined;
    return new Promise<T | undefined>((resolve) => {
      try {
        const transaction = db.transaction(store, mode);
        const result = request(transaction.objectStore(store));
        transaction.oncomplete = () => resolve(result.result);
        transaction.onerror = transaction.onabort = () => resolve(undefined);
      } catch {
        resolve(undefined);
      }
    });
  };
  return {
    take: async (resource) => {
      const handed = (await run<Handed | undefined>('readonly', (keys) => keys.get(resource))) as Handed | undefined;
      if (!handed) return undefined;
      if (now() - handed.at < handoffMs) return handed.key;
      // Nothing outlives its few seconds on the device: a stale hand-off is removed when found.
      void run('readwrite', (keys) => keys.delete(resource));
      return undefined;
    },
    offer: async (resource, key) => {
      await run('readwrite', (keys) => keys.put({ key, at: now() } satisfies Handed, resource));
    },
    forget: (resource) => void run('readwrite', (keys) => keys.delete(resource)),
  };
}
