import { fdatasync, fdatasyncSync } from 'node:fs';

/**
 * Group commit for the embedded database. PGlite runs PostgreSQL in one thread, one statement
 * at a time, and would otherwise flush the WAL inside every COMMIT with a synchronous fsync that
 * stops the whole event loop (every request, not only writes) for the disk's flush time.
 *
 * Here a COMMIT only writes its WAL to the kernel (so it survives a `kill -9` at once) and marks
 * the WAL file dirty. A write is acknowledged after `durable()`, which waits for one flush that
 * started after the write: a `fdatasync` in libuv's thread pool, so the event loop goes on
 * serving. Writes that commit while a flush runs wait for the next one and are acknowledged
 * together after it: one flush per group, however many writes the group holds.
 *
 * PostgreSQL's own ordering rule (the WAL is on disk before the data it describes) is kept:
 * before PostgreSQL writes or syncs any file other than the WAL (new table pages, checkpoints,
 * the control file), `flushNow()` flushes the dirty WAL synchronously. That is rare next to
 * commits (measured in docs/benchmarks.md).
 */
export interface GroupCommitOptions {
  /** Extra milliseconds per flush, emulating a slow disk (benchmarks only). */
  slowDiskMs?: number;
  /** Flushes one file's data to the disk (tests inject failures). */
  flushFile?: (fd: number) => Promise<void>;
  /**
   * Called once, at the first failed flush. From then on this database acknowledges nothing: the
   * caller must discard it and reopen the data directory (pglite-thread.ts does).
   */
  onFailure?: (error: Error) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const blockFor = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
/** fdatasync in libuv's thread pool: the event loop goes on meanwhile. */
export const fdatasyncAsync = (fd: number) => new Promise<void>((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())));

export class GroupCommit {
  /** WAL files written since the last flush started. */
  private dirty = new Set<number>();
  /** WAL files the running flush is syncing. */
  private inFlight = new Set<number>();
  /** Files closed (and synced on close) while a flush ran: their fd number may now be another file's. */
  private closedDuringFlush = new Set<number>();
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private failure: Error | null = null;
  private readonly slowDiskMs: number;
  private readonly flushFile: (fd: number) => Promise<void>;
  private readonly onFailure: (error: Error) => void;
  /** fdatasyncs that reached the disk, and how many of them the synchronous path made. */
  syncs = 0;
  syncFlushes = 0;
  /** Flushes made by the group (each acknowledges every write that committed before it began). */
  groups = 0;
  /** Seconds the groups' flushes took, summed: divided by `groups`, the mean flush time (the metrics). */
  flushSeconds = 0;

  constructor(options: GroupCommitOptions = {}) {
    this.slowDiskMs = options.slowDiskMs ?? 0;
    this.flushFile = options.flushFile ?? fdatasyncAsync;
    this.onFailure = options.onFailure ?? (() => {});
  }

  /** Why this database acknowledges nothing more, once a flush has failed. */
  get failed(): Error | null {
    return this.failure;
  }

  /** PostgreSQL wrote to (or asked to sync) a WAL file: the next flush covers it. */
  walWritten(fd: number): void {
    this.dirty.add(fd);
  }

  /** Flushes every written WAL file now, blocking: PostgreSQL is about to touch other files. */
  flushNow(): void {
    if (this.dirty.size === 0 && this.inFlight.size === 0) return;
    // A file closed during the running flush was synced as it closed; its fd may be gone (EBADF).
    const unsynced = [...this.inFlight].filter((fd) => !this.closedDuringFlush.has(fd));
    for (const fd of new Set([...this.dirty, ...unsynced])) this.syncNow(fd);
    this.dirty.clear();
    if (this.slowDiskMs > 0) blockFor(this.slowDiskMs);
    this.syncFlushes++;
  }

  /** PostgreSQL closes a file: a WAL file not yet flushed is flushed first (its fd is about to go). */
  closing(fd: number): void {
    if (!this.dirty.has(fd) && !this.inFlight.has(fd)) return;
    this.syncNow(fd);
    this.dirty.delete(fd);
    if (this.inFlight.has(fd)) this.closedDuringFlush.add(fd);
  }

  /**
   * Resolves once everything committed so far is on the disk: at once if nothing is waiting to
   * be flushed, else after the next flush that starts from now. Rejects if a flush failed: after
   * a failed fsync the kernel may have dropped the pages it could not write and a later fsync
   * can succeed without them (PostgreSQL's 'fsyncgate'), so no later flush proves anything.
   * PostgreSQL PANICs and replays its WAL; here the owner reopens the database (`onFailure`).
   */
  durable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.dirty.size === 0) return this.running ?? Promise.resolve();
    if (!this.running) return this.start();
    this.queued ??= this.running.then(
      () => this.start(),
      () => this.start(),
    );
    return this.queued;
  }

  private start(): Promise<void> {
    this.queued = null;
    if (this.failure) return Promise.reject(this.failure);
    const group = [...this.dirty];
    if (group.length === 0) return Promise.resolve(); // flushed meanwhile by flushNow()
    this.dirty.clear();
    for (const fd of group) this.inFlight.add(fd);
    // One flush runs at a time: the next starts only once this one has settled.
    const flush = (async () => {
      const started = performance.now();
      try {
        await Promise.all(group.map((fd) => this.flushOne(fd)));
        this.flushSeconds += (performance.now() - started) / 1000;
        // A blocking flush of the same files failed meanwhile: this one's success proves nothing.
        if (this.failure) throw this.failure;
        if (this.slowDiskMs > 0) await sleep(this.slowDiskMs);
        this.groups++;
      } catch (error) {
        throw this.fail(
          new Error(`Flushing the database's log to disk failed; nothing more is acknowledged until the database is reopened: ${(error as Error).message}`),
        );
      } finally {
        this.inFlight.clear();
        this.closedDuringFlush.clear();
        this.running = null;
      }
    })();
    this.running = flush;
    return flush;
  }

  private async flushOne(fd: number): Promise<void> {
    try {
      await this.flushFile(fd);
      this.syncs++;
    } catch (error) {
      // Closed and synced while we waited: its data is on the disk, the fd number means nothing now.
      if (!this.closedDuringFlush.has(fd)) throw error;
    }
  }

  private syncNow(fd: number): void {
    try {
      fdatasyncSync(fd);
    } catch (error) {
      this.fail(new Error(`Flushing the database to disk failed; nothing more is acknowledged until the database is reopened: ${(error as Error).message}`));
      throw error;
    }
    this.syncs++;
  }

  /** The first failure is the one reported; the owner hears of it once, through `onFailure` (the thread's outage line). */
  private fail(error: Error): Error {
    if (this.failure) return this.failure;
    this.failure = error;
    this.onFailure(error);
    return error;
  }
}
