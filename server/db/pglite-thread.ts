import { Worker } from 'node:worker_threads';
import type { DiskFaults } from './diskFaults';
import type { HostError, HostReply, HostRequest } from './pglite-protocol';
import type { Outage } from './outage';
import type { Database, SqlClient } from './sql';
import { StorageUnavailable } from './unavailable';

/**
 * The embedded database in a thread of its own (issue 19). PGlite is PostgreSQL compiled to
 * WebAssembly and runs synchronously in the thread that calls it: on the main thread, a
 * PostgreSQL that hangs (after a PANIC on a full disk it spins at 100 % CPU) would stop every
 * answer, static pages and the health check included, and no time limit could fire. Here the
 * main thread stays free: a call that fails or hangs costs that call a 503, and a thread that has
 * stopped answering is ended and the database reopened (crash recovery from its WAL), retried
 * until it opens, so the server recovers when the disk has room again, without a restart.
 * The same happens when a flush of the WAL fails (groupCommit.ts): PostgreSQL PANICs then, as
 * after a failed fsync nothing that instance says about the disk can be trusted, and restarts
 * from its WAL; nothing supervises `npm start`, so the server must do it itself.
 */
export interface ThreadOptions {
  /** How long opening may take (initdb is 4–10 s on a quiet machine, much more on a busy one). */
  openLimitMs?: number;
  /** A thread that has not answered a heartbeat for this long is taken as hung. */
  hungAfterMs?: number;
  log?: (message: string) => void;
  /**
   * Where a reopen is reported instead of the log (issue 38): a full disk makes every write PANIC
   * and every PANIC a reopen, thousands in a minute; the outage's one pair of lines tells it.
   */
  outage?: Outage;
  /** Tests only: disk faults injected into the thread's flushes and opens. */
  faults?: DiskFaults;
}

export interface PgliteThreadDatabase extends Database {
  fsyncs(): Promise<number>;
  /** The thread's group commits and the seconds their flushes took (server/metrics.ts). */
  flushes(): Promise<{ count: number; seconds: number }>;
  /** A consistent backup of the database (db/backup.ts), made in its thread. */
  dump(): Promise<Uint8Array>;
  /** How many times the thread has been replaced after a hang or a PANIC. */
  restarts(): number;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

function toError(error: HostError): Error {
  return Object.assign(new Error(error.message), { code: error.code, severity: error.severity });
}

export async function openPgliteThread(dir: string, options: ThreadOptions = {}): Promise<PgliteThreadDatabase> {
  const openLimitMs = options.openLimitMs ?? 180_000;
  const hungAfterMs = options.hungAfterMs ?? 15_000;
  /** How long a backup's dump may hold the thread before it is taken as hung after all. */
  const dumpLimitMs = 600_000;
  const log = options.log ?? ((message: string) => console.error(message));
  let worker: Worker;
  let state: 'ready' | 'recovering' | 'closed' = 'ready';
  let nextId = 1;
  // Monotonic: a step of the wall clock (an NTP correction) is no silence of the thread.
  let lastBeat = performance.now();
  let restarts = 0;
  const calls = new Map<number, Pending>();

  function spawn(): Promise<Worker> {
    return new Promise((resolve, reject) => {
      const w = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dir, faults: options.faults?.buffer } });
      const limit = setTimeout(() => fail(new Error(`The embedded database in ${dir} did not open within ${openLimitMs / 1000} s.`)), openLimitMs);
      const fail = (error: Error) => {
        clearTimeout(limit);
        void w.terminate();
        reject(error);
      };
      w.once('error', fail);
      w.once('exit', (code) => fail(new Error(`The embedded database's thread stopped while opening (exit ${code}).`)));
      w.on('message', function opened(message: HostReply) {
        if (message.type === 'open-failed') return fail(toError(message.error));
        if (message.type !== 'ready') return;
        clearTimeout(limit);
        w.off('message', opened);
        w.removeAllListeners('error').removeAllListeners('exit');
        resolve(w);
      });
    });
  }

  function attach(w: Worker): void {
    worker = w;
    lastBeat = performance.now();
    w.on('message', (message: HostReply) => {
      if (message.type === 'heartbeat') lastBeat = performance.now();
      if (message.type === 'flush-failed') return void recover(`flushing its log to disk failed: ${message.error.message}`);
      if (message.type !== 'result') return;
      lastBeat = performance.now();
      const call = calls.get(message.id);
      calls.delete(message.id);
      if (message.ok) return call?.resolve(message.value);
      call?.reject(toError(message.error));
      // After a PANIC PostgreSQL in that thread is gone: every later statement would hang.
      if (message.error.severity === 'PANIC' || message.error.severity === 'FATAL') void recover(`PostgreSQL stopped: ${message.error.message}`);
    });
    w.on('error', (error) => void recover(`the thread failed: ${error.message}`));
    w.on('exit', () => void recover('the thread exited'));
  }

  /**
   * Backups being dumped: PGlite builds the dump's tar on the thread without a pause, which for a
   * large database can outlast `hungAfterMs`; the thread is not taken as hung for that.
   */
  let dumping = 0;
  const heartbeat = () => {
    if (state !== 'ready') return;
    const silentMs = performance.now() - lastBeat;
    if (silentMs > (dumping ? Math.max(hungAfterMs, dumpLimitMs) : hungAfterMs)) return void recover(`no answer for ${Math.round(silentMs / 1000)} s`);
    worker.postMessage({ op: 'heartbeat' } satisfies HostRequest);
  };

  /**
   * Ends a hung or broken thread and reopens the database until it opens (or the server stops).
   * The old thread is ended, not closed: a clean close would write a shutdown checkpoint and the
   * next open would then skip the crash recovery that replays what a failed flush may have lost.
   */
  async function recover(reason: string): Promise<void> {
    if (state !== 'ready') return;
    state = 'recovering';
    restarts++;
    const quiet = options.outage;
    if (quiet) quiet.failed(new StorageUnavailable(`The embedded database is being reopened from its data directory (${reason})`));
    else log(`The embedded database is being reopened from its data directory (${reason}); writes and the health check answer 503 until it is open again.`);
    for (const call of calls.values()) call.reject(new StorageUnavailable(`The embedded database stopped: ${reason}`));
    calls.clear();
    const old = worker;
    old.removeAllListeners();
    old.on('error', () => {});
    // Only one PGlite may have the directory open: the old thread must be gone before the next.
    await old.terminate();
    for (let attempt = 1; (state as string) === 'recovering'; attempt++) {
      try {
        const fresh = await spawn();
        if ((state as string) === 'closed') {
          await fresh.terminate();
          return;
        }
        attach(fresh);
        state = 'ready';
        if (!quiet) log(`The embedded database is open again (attempt ${attempt}).`);
        return;
      } catch (error) {
        const backoffMs = Math.min(15_000, 1000 * 2 ** Math.min(attempt, 4));
        if (!quiet)
          log(
            `Reopening the embedded database failed (attempt ${attempt}): ${(error as Error).message}; next attempt in ${backoffMs / 1000} s, writes answer 503 meanwhile.`,
          );
        await new Promise((r) => setTimeout(r, backoffMs));
      }
    }
  }

  type Request = Extract<HostRequest, { id: number }>;
  type Unnumbered = Request extends infer R ? (R extends Request ? Omit<R, 'id'> & { id?: number } : never) : never;
  function call<T>(request: Unnumbered): Promise<T> {
    if (state !== 'ready') return Promise.reject(new StorageUnavailable('The embedded database is being reopened.'));
    const id = request.id ?? nextId++;
    return new Promise<T>((resolve, reject) => {
      calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as HostRequest);
    });
  }

  const client = (tx?: number): SqlClient => ({
    query: (text, params) => call({ op: 'query', tx, text, params }),
    exec: async (text) => {
      await call({ op: 'exec', tx, text });
    },
    transaction: tx !== undefined ? () => Promise.reject(new Error('Nested transactions are not supported')) : transaction,
  });

  async function transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    const id = nextId++;
    await call({ op: 'begin', id });
    let result: T;
    try {
      result = await fn(client(id));
    } catch (error) {
      await call({ op: 'rollback', id }).catch(() => {});
      throw error;
    }
    await call({ op: 'commit', id });
    return result;
  }

  attach(await spawn());
  const beat = setInterval(heartbeat, 1000);
  beat.unref();
  return {
    sql: client(),
    kind: 'pglite',
    location: dir,
    fsyncs: () => call({ op: 'fsyncs' }),
    flushes: () => call({ op: 'flushes' }),
    dump: () => {
      dumping++;
      return call<Uint8Array>({ op: 'dump' }).finally(() => dumping--);
    },
    restarts: () => restarts,
    close: async () => {
      if (state === 'closed') return;
      const wasReady = state === 'ready';
      state = 'closed';
      clearInterval(beat);
      const w = worker;
      w.removeAllListeners('exit');
      if (wasReady) {
        // A clean close writes the checkpoint; a thread that does not manage it in 10 s is ended
        // (what is committed is in the WAL either way).
        const closed = new Promise<void>((resolve) => {
          const id = nextId++;
          calls.set(id, { resolve: () => resolve(), reject: () => resolve() });
          w.postMessage({ op: 'close', id } satisfies HostRequest);
        });
        await Promise.race([closed, new Promise((r) => setTimeout(r, 10_000).unref())]);
      }
      await w.terminate();
    },
  };
}
