/**
 * Work that the tabs of this site take turns at, through the browser's Web Locks: the form's
 * first save. Two tabs whose first saves leave at the same moment each read the lead memory
 * before the other's new idempotency key has reached it (localStorage is not kept in step across
 * tabs at once), so each sent its own key and the visitor had two leads. Taking turns, the
 * second tab's create goes out with the first one's key and gets that record back.
 * A browser without Web Locks, or one that refuses them here (an opaque origin), runs the work
 * at once, as before: a save never waits on a lock it cannot have.
 */
export type TakeTurn = <T>(name: string, work: () => Promise<T>) => Promise<T>;

export function tabTurns(locks: Pick<LockManager, 'request'> | undefined = globalThis.navigator?.locks): TakeTurn {
  if (!locks) return (_name, work) => work();
  return async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    let started = false;
    try {
      return (await locks.request(name, () => {
        started = true;
        return work();
      })) as T;
    } catch (error) {
      if (started) throw error;
      return work();
    }
  };
}
