import { fdatasyncSync, mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { GroupCommit, type GroupCommitOptions } from './groupCommit';
import { batchable, type StatementBatcher, statementBatcher } from './pgliteBatch';
import type { Database, SqlClient } from './sql';

/** Benchmarks only: every flush takes this many ms longer, emulating a slow disk. */
const slowDiskMs = Number(process.env.PGLITE_FLUSH_DELAY_MS) || 0;

/**
 * PGlite's Node file system writes straight to the host's files, so a committed row is in the
 * kernel's page cache before the query resolves and survives a `kill -9` of the server. To also
 * survive a power cut it must reach the disk: PGlite starts PostgreSQL with fsync off (`-F`) and
 * its NODEFS has no fsync at all. This file system restores both: PostgreSQL runs with fsync on
 * and `wal_sync_method=fsync` (PGlite's `fdatasync` syscall is a no-op, its `fsync` is not), and
 * its fsyncs reach the disk through the group commit (groupCommit.ts): the WAL's asynchronously
 * and once per group of commits, every other file's at once, after the WAL.
 */
function isZeros(buffer: Uint8Array, offset: number, length: number): boolean {
  for (let i = offset; i < offset + length; i++) if (buffer[i] !== 0) return false;
  return true;
}

class DurableNodeFS extends NodeFS {
  readonly group: GroupCommit;
  hooked = false;

  constructor(dir: string, options: GroupCommitOptions) {
    super(dir);
    this.group = new GroupCommit({ slowDiskMs, ...options });
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [...(Array.isArray(preRun) ? preRun : [preRun]), (mod: any) => this.hook(mod)];
    return result;
  }

  private hook(mod: any): void {
    const ops = mod?.NODEFS?.stream_ops;
    if (!ops || typeof mod.FS?.ErrnoError !== 'function' || typeof mod.NODEFS.realPath !== 'function') {
      console.warn('PGlite: cannot hook fsync (its file system changed); writes survive a crash of the server but not a power cut.');
      return;
    }
    const group = this.group;
    const isWal = (stream: any): boolean => (stream.heartworkWal ??= /[/\\]pg_wal[/\\]/.test(mod.NODEFS.realPath(stream.node)));
    // An I/O error must fail the statement (PostgreSQL then stops), never be acknowledged.
    const guarded = <T>(fn: () => T): T => {
      try {
        return fn();
      } catch (error) {
        throw new mod.FS.ErrnoError(mod.NODEFS.convertNodeCode(error));
      }
    };
    const { write, close } = ops;
    ops.write = (stream: any, ...rest: unknown[]) => {
      if (stream.nfd === undefined) return write(stream, ...rest);
      if (isWal(stream)) {
        const written = write(stream, ...rest);
        group.walWritten(stream.nfd);
        return written;
      }
      // The WAL before the data it describes. A page of zeros (a table growing) describes nothing.
      const [buffer, offset, length] = rest as [Uint8Array, number, number];
      if (!isZeros(buffer, offset, length)) guarded(() => group.flushNow());
      return write(stream, ...rest);
    };
    ops.close = (stream: any) => {
      if (stream.nfd !== undefined && stream.shared?.refcount === 1) guarded(() => group.closing(stream.nfd));
      return close(stream);
    };
    ops.fsync = (stream: any) => {
      if (stream.nfd === undefined) return 0;
      if (isWal(stream)) {
        group.walWritten(stream.nfd);
        return 0;
      }
      guarded(() => {
        group.flushNow();
        fdatasyncSync(stream.nfd);
        group.syncs++;
      });
      return 0;
    };
    this.hooked = true;
  }
}

/** A statement that only reads: its answer need not wait for the flush. */
const readOnly = (text: string) => /^\s*(SELECT|SHOW)\b/i.test(text) && !/\b(INSERT|UPDATE|DELETE|nextval|setval)\b/i.test(text);

function wrap(db: Pick<PGlite, 'query' | 'exec'>, transaction: SqlClient['transaction'], durable: () => Promise<void>, batched?: StatementBatcher): SqlClient {
  return {
    query: async (text, params) => {
      const rows = batched && batchable(params) ? await batched.query(text, params) : (await db.query<any>(text, params)).rows;
      if (!readOnly(text)) await durable();
      return rows;
    },
    exec: async (text) => {
      await db.exec(text);
      await durable();
    },
    transaction,
  };
}

/** `durable` resolves once what has committed is on the disk (the group commit; at once in memory). */
function client(pg: PGlite, batched: StatementBatcher, durable: () => Promise<void> = () => Promise.resolve()): SqlClient {
  const nested = () => Promise.reject(new Error('Nested transactions are not supported'));
  // Inside a transaction nothing is committed yet: the flush is awaited once, after COMMIT.
  const inTx = (tx: Transaction): SqlClient => wrap(tx, nested, () => Promise.resolve());
  return wrap(
    pg,
    async (fn) => {
      const result = await pg.transaction((tx) => fn(inTx(tx)));
      await durable();
      return result;
    },
    durable,
    batched,
  );
}

export interface PgliteDatabase extends Database {
  /** How many fsyncs reached the disk (tests check durability is really on). */
  fsyncs(): number;
  /** The group commits so far and the seconds their flushes took (zero in memory). */
  flushes(): { count: number; seconds: number };
  /** The group commit's counters (embedded on disk only). */
  group?: GroupCommit;
  /** How the statements outside transactions shared calls into PGlite (pgliteBatch.ts). */
  batches: StatementBatcher['stats'];
  pg: PGlite;
}

/**
 * Opens (creating it if needed) the embedded database in `dir`. Take the DATA_DIR lock first.
 * `loadDataDir`: an empty `dir` is first filled from a dump (`dumpDataDir`: a restore, backup.ts).
 */
export async function openPglite(dir: string, options: GroupCommitOptions & { loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
  mkdirSync(dir, { recursive: true });
  const { loadDataDir, ...groupOptions } = options;
  const fs = new DurableNodeFS(dir, groupOptions);
  const pg = await PGlite.create({
    dataDir: dir,
    fs,
    loadDataDir,
    relaxedDurability: false,
    // wal_init_zero=off: a new 16 MB WAL segment is made sparse instead of written full of zeros,
    // which then had to reach the disk as the file closed, on the database's one thread, every
    // 16 MB of WAL (every 6-7 s under the bench's load). Recovery reads the unwritten rest as
    // zeros either way; the setting exists for file systems where preallocating gains nothing.
    // Measured in docs/benchmarks.md; a full disk now fails at a WAL write, not at a segment's creation.
    // wal_recycle=off: a segment the checkpoint no longer needs is unlinked, not renamed for reuse
    // with its old records inside, erased leads among them (forget.ts); a new one is sparse anyway.
    // wal_level=minimal (no replica reads this WAL): the VACUUM FULL that wipes deleted leads writes
    // its new files and syncs them at commit instead of copying the whole table into the WAL, which
    // cut its stall at 50,000 leads from 8.5 s to 4.6 s on a loaded 2-core machine (README).
    startParams: [
      ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
      ...['-c', 'wal_sync_method=fsync', '-c', 'wal_init_zero=off', '-c', 'wal_recycle=off', '-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'],
    ],
  });
  // Outside a transaction, the statements of concurrent requests share one call (pgliteBatch.ts).
  const batched = statementBatcher(pg);
  return {
    sql: client(pg, batched, () => fs.group.durable()),
    kind: 'pglite',
    location: dir,
    pg,
    group: fs.group,
    batches: batched.stats,
    fsyncs: () => fs.group.syncs,
    flushes: () => ({ count: fs.group.groups, seconds: fs.group.flushSeconds }),
    close: () => pg.close(),
  };
}

/** An in-memory database, optionally started from a dumped data directory (tests). */
export async function openMemoryPglite(loadDataDir?: Blob): Promise<PgliteDatabase> {
  const pg = await PGlite.create({ loadDataDir });
  const batched = statementBatcher(pg);
  return {
    sql: client(pg, batched),
    kind: 'pglite',
    location: 'memory',
    pg,
    batches: batched.stats,
    fsyncs: () => 0,
    flushes: () => ({ count: 0, seconds: 0 }),
    close: () => pg.close(),
  };
}
