/**
 * The embedded database's own thread (see pglite-thread.ts for why): opens PGlite on the data
 * directory and runs the statements the main thread sends, one message per call.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { DiskFaults } from './diskFaults';
import { openPglite, type PgliteDatabase } from './pglite';
import { dumpDatabase } from './backup';
import { createLogger, routeConsole } from '../log';

// What this thread logs (a failed flush, groupCommit.ts) is a line of the server's log, in its format.
routeConsole(await createLogger().catch(() => createLogger({ ...process.env, LOG_FORMAT: 'json', LOG_LEVEL: 'info' })));
import type { HostError, HostReply, HostRequest } from './pglite-protocol';
import { describe } from './outage';

const port = parentPort!;
const reply = (message: HostReply) => port.postMessage(message);
const errorOf = (error: unknown) => ({
  // PGlite's file system throws plain objects ({ errno }) on a full disk: said in words, never [object Object].
  message: describe(error),
  code: (error as { code?: string }).code,
  severity: (error as { severity?: string }).severity,
});

/** Open transactions: a statement sent with a transaction's id runs inside it. */
const transactions = new Map<number, { tx: Transaction; finish: (commit: boolean) => void; done: Promise<unknown> }>();
class RolledBack extends Error {}

/** Tests only: failed or held flushes and opens (diskFaults.ts). */
const faults = workerData.faults ? new DiskFaults(workerData.faults) : undefined;
/**
 * Set once a flush has failed. This PGlite then acknowledges nothing and answers nothing, reads
 * and the health check included, until the main thread has replaced it with a fresh one opened
 * from the data directory (crash recovery replays the WAL, as PostgreSQL after a PANIC).
 */
let discarded: HostError | undefined;
const flushFailed = (error: Error) => {
  discarded = errorOf(error);
  reply({ type: 'flush-failed', error: discarded });
};

let db: PgliteDatabase;
try {
  await faults?.beforeOpen();
  db = await openPglite(workerData.dir, { flushFile: faults?.flushFile, onFailure: flushFailed });
  // Crash recovery ends with a checkpoint, which flushes: if that failed, so did the open.
  if (db.group?.failed) throw db.group.failed;
} catch (error) {
  reply({ type: 'open-failed', error: errorOf(error) });
  process.exit(1);
}
reply({ type: 'ready' });

port.on('message', async (request: HostRequest) => {
  if (request.op === 'heartbeat') return reply({ type: 'heartbeat' });
  try {
    if (discarded) throw Object.assign(new Error(discarded.message), discarded);
    reply({ type: 'result', id: request.id, ok: true, value: await run(request) });
  } catch (error) {
    reply({ type: 'result', id: request.id, ok: false, error: errorOf(error) });
  }
});

async function run(request: Exclude<HostRequest, { op: 'heartbeat' }>): Promise<unknown> {
  // Outside a transaction a statement goes through the durable client (pglite.ts): a write is
  // answered only once the group commit has flushed it to the disk.
  const target = request.tx === undefined ? db.sql : transactions.get(request.tx)?.tx;
  switch (request.op) {
    case 'query':
      if (!target) throw new Error('No such transaction');
      return request.tx === undefined
        ? db.sql.query(request.text, request.params)
        : (await transactions.get(request.tx)!.tx.query(request.text, request.params)).rows;
    case 'exec':
      if (!target) throw new Error('No such transaction');
      await target.exec(request.text);
      return null;
    case 'begin':
      return begin(request.id);
    case 'commit':
    case 'rollback': {
      const open = transactions.get(request.id);
      if (!open) throw new Error('No such transaction');
      transactions.delete(request.id);
      open.finish(request.op === 'commit');
      await open.done;
      // A commit is acknowledged once it is on the disk, flushed with the others of its group.
      if (request.op === 'commit') await db.group?.durable();
      return null;
    }
    case 'fsyncs':
      return db.fsyncs();
    case 'flushes':
      return db.flushes();
    case 'dump':
      return dumpDatabase(db);
    case 'close':
      await db.close();
      return null;
  }
}

/** Starts a transaction that stays open until its commit or rollback arrives. */
function begin(id: number): Promise<number> {
  return new Promise((started, failed) => {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const done = db.pg
      .transaction(async (tx) => {
        transactions.set(id, { tx, finish, done });
        started(id);
        if (!(await decided)) throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    done.catch(failed);
  });
}
