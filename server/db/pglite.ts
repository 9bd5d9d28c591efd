import { fdatasyncSync, mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { Database, SqlClient } from './sql';

/**
 * PGlite's Node file system writes straight to the host's files, so a committed row is in the
 * kernel's page cache before the query resolves and survives a `kill -9` of the server. To also
 * survive a power cut it must reach the disk: PGlite starts PostgreSQL with fsync off (`-F`) and
 * its NODEFS has no fsync at all. This file system restores both: PostgreSQL runs with fsync on
 * and `wal_sync_method=fsync` (PGlite's `fdatasync` syscall is a no-op, its `fsync` is not), and
 * the fsync of a file reaches the host's fdatasync. Measured here: about 1.5 ms more per write.
 */
/** Benchmarks only: every flush takes this many ms longer, emulating a slow disk. */
const slowDiskMs = Number(process.env.PGLITE_FLUSH_DELAY_MS) || 0;

class DurableNodeFS extends NodeFS {
  syncs = 0;
  hooked = false;

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [...(Array.isArray(preRun) ? preRun : [preRun]), (mod: any) => this.hook(mod)];
    return result;
  }

  private hook(mod: any): void {
    const ops = mod?.NODEFS?.stream_ops;
    if (!ops || typeof mod.FS?.ErrnoError !== 'function') {
      console.warn('PGlite: cannot hook fsync (its file system changed); writes survive a crash of the server but not a power cut.');
      return;
    }
    ops.fsync = (stream: { nfd?: number }) => {
      if (stream.nfd === undefined) return 0;
      try {
        fdatasyncSync(stream.nfd);
        if (slowDiskMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, slowDiskMs);
        this.syncs++;
        return 0;
      } catch (error) {
        // An I/O error must fail the commit (PostgreSQL then stops), never be acknowledged.
        throw new mod.FS.ErrnoError(mod.NODEFS.convertNodeCode(error));
      }
    };
    this.hooked = true;
  }
}

function wrap(db: Pick<PGlite, 'query' | 'exec'>, transaction: SqlClient['transaction']): SqlClient {
  return {
    query: async (text, params) => (await db.query<any>(text, params)).rows,
    exec: async (text) => {
      await db.exec(text);
    },
    transaction,
  };
}

function client(pg: PGlite): SqlClient {
  const inTx = (tx: Transaction): SqlClient =>
    wrap(tx, () => Promise.reject(new Error('Nested transactions are not supported')));
  return wrap(pg, (fn) => pg.transaction((tx) => fn(inTx(tx))));
}

export interface PgliteDatabase extends Database {
  /** How many fsyncs reached the disk (tests check durability is really on). */
  fsyncs(): number;
  pg: PGlite;
}

/** Opens (creating it if needed) the embedded database in `dir`. Take the DATA_DIR lock first. */
export async function openPglite(dir: string): Promise<PgliteDatabase> {
  mkdirSync(dir, { recursive: true });
  const fs = new DurableNodeFS(dir);
  const pg = await PGlite.create({
    dataDir: dir,
    fs,
    relaxedDurability: false,
    startParams: [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'],
  });
  return {
    sql: client(pg),
    kind: 'pglite',
    location: dir,
    pg,
    fsyncs: () => fs.syncs,
    close: () => pg.close(),
  };
}

/** An in-memory database, optionally started from a dumped data directory (tests). */
export async function openMemoryPglite(loadDataDir?: Blob): Promise<PgliteDatabase> {
  const pg = await PGlite.create({ loadDataDir });
  return { sql: client(pg), kind: 'pglite', location: 'memory', pg, fsyncs: () => 0, close: () => pg.close() };
}
