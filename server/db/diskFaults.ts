import { fdatasyncAsync } from './groupCommit';

/**
 * Disk faults for tests of the embedded database's thread (pglite-thread.ts). The group commit
 * takes a `flushFile` function, but the database runs in a worker thread and a function cannot be
 * sent there: the test and the thread share this small block of memory instead. The test asks for
 * failed or held flushes and opens; the thread's `flushFile` and `beforeOpen` obey. Never set in
 * production (the server passes none).
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Slots per fault point: calls left to fail, held (0/1), calls waiting while held. */
const slotsPerPoint = 3;

/** One place where the thread may be made to fail or wait: its flushes, or its opens. */
export class FaultPoint {
  constructor(
    private readonly slots: Int32Array,
    private readonly at: number,
  ) {}

  /** The next `count` calls fail. */
  fail(count: number): void {
    Atomics.store(this.slots, this.at, count);
  }

  /** Calls wait (a flush: its writes stay in flight) until `release()`. */
  hold(): void {
    Atomics.store(this.slots, this.at + 1, 1);
  }

  release(): void {
    Atomics.store(this.slots, this.at + 1, 0);
  }

  /** How many calls are waiting to be released. */
  held(): number {
    return Atomics.load(this.slots, this.at + 2);
  }

  /** The thread's side: waits while held, then answers whether this call is to fail. */
  async pass(): Promise<boolean> {
    if (Atomics.load(this.slots, this.at + 1)) {
      Atomics.add(this.slots, this.at + 2, 1);
      while (Atomics.load(this.slots, this.at + 1)) await sleep(5);
      Atomics.sub(this.slots, this.at + 2, 1);
    }
    for (;;) {
      const left = Atomics.load(this.slots, this.at);
      if (left <= 0) return false;
      if (Atomics.compareExchange(this.slots, this.at, left, left - 1) === left) return true;
    }
  }
}

export class DiskFaults {
  /** The database's flushes: a failed one fails with EIO, as a failing disk's would. */
  readonly flushes: FaultPoint;
  /** The database's opens (a reopen that fails too, or waits so a test can look meanwhile). */
  readonly opens: FaultPoint;

  constructor(readonly buffer = new SharedArrayBuffer(2 * slotsPerPoint * Int32Array.BYTES_PER_ELEMENT)) {
    const slots = new Int32Array(buffer);
    this.flushes = new FaultPoint(slots, 0);
    this.opens = new FaultPoint(slots, slotsPerPoint);
  }

  /** The thread's side: the group commit's `flushFile`. */
  readonly flushFile = async (fd: number): Promise<void> => {
    if (await this.flushes.pass()) throw Object.assign(new Error('EIO: i/o error, fdatasync (injected by a test)'), { code: 'EIO' });
    await fdatasyncAsync(fd);
  };

  /** The thread's side: called before it opens the database. */
  async beforeOpen(): Promise<void> {
    if (await this.opens.pass()) throw new Error('Opening failed (injected by a test).');
  }
}
