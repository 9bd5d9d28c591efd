/**
 * Work that the tabs of this site take turns at, through the browser's Web Locks: the form's
 * first save. Two tabs whose first saves leave at the same moment each read the lead memory
 * before the other's new idempotency key has reached it (localStorage is not kept in step across
 * tabs at once), so each sent its own key and the visitor had two leads. Taking turns, the
 * second tab's create goes out with the first one's key and gets that record back.
 * A browser without Web Locks (or a page without a window) runs the work at once, as before.
 */
export type TakeTurn = <T>(name: string, work: () => Promise<T>) => Promise<T>;

export function tabTurns(locks: Pick<LockManager, 'request'> | undefined = globalThis.navigator?.locks): TakeTurn {
  if (!locks) return (_name, work) => work();
  return (name, work) => locks.request(name, work) as Promise<Awaited<ReturnType<typeof work>>>;
}
