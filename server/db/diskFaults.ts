import { fdatasync } from 'node:fs';

/**
 * Disk faults for tests of the embedded database's thread (pglite-thread.ts). The group commit
 * takes a `flushFile` function, but the database runs in a worker thread and a function cannot be
 * sent there: the test and the thread share this small block of memory instead. The test asks for
 * failed or held flushes and opens; the thread's `flushFile` and `beforeOpen` obey. Never set in
 * production (the server passes none).
 */
const Slot = { FlushesToFail: 0, HoldFlushes: 1, HeldFlushes: 2, OpensToFail: 3, HoldOpens: 4, HeldOpens: 5 } as const;
type Slot = (typeof Slot)[keyof typeof Slot];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fdatasyncAsync = (fd: number) => new Promise<void>((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())));

export class DiskFaults {
  private readonly slots: Int32Array;

  constructor(readonly buffer = new SharedArrayBuffer(6 * Int32Array.BYTES_PER_ELEMENT)) {
    this.slots = new Int32Array(buffer);
  }

  /** The next `count` flushes fail with EIO, as a failing disk's would. */
  failFlushes(count: number): void {
    Atomics.store(this.slots, Slot.FlushesToFail, count);
  }

  /** Flushes wait (writes stay in flight) until `releaseFlushes()`. */
  holdFlushes(): void {
    Atomics.store(this.slots, Slot.HoldFlushes, 1);
  }

  releaseFlushes(): void {
    Atomics.store(this.slots, Slot.HoldFlushes, 0);
  }

  /** How many flushes are waiting to be released. */
  heldFlushes(): number {
    return Atomics.load(this.slots, Slot.HeldFlushes);
  }

  /** The next `count` opens of the database fail (a reopen that fails too). */
  failOpens(count: number): void {
    Atomics.store(this.slots, Slot.OpensToFail, count);
  }

  /** Opens wait until `releaseOpens()`, so a test can look at the server while it reopens. */
  holdOpens(): void {
    Atomics.store(this.slots, Slot.HoldOpens, 1);
  }

  releaseOpens(): void {
    Atomics.store(this.slots, Slot.HoldOpens, 0);
  }

  /** How many opens are waiting to be released. */
  heldOpens(): number {
    return Atomics.load(this.slots, Slot.HeldOpens);
  }

  /** The thread's side: the group commit's `flushFile`. */
  readonly flushFile = async (fd: number): Promise<void> => {
    await this.waitWhile(Slot.HoldFlushes, Slot.HeldFlushes);
    if (this.take(Slot.FlushesToFail)) throw Object.assign(new Error('EIO: i/o error, fdatasync (injected by a test)'), { code: 'EIO' });
    await fdatasyncAsync(fd);
  };

  /** The thread's side: called before it opens the database. */
  async beforeOpen(): Promise<void> {
    await this.waitWhile(Slot.HoldOpens, Slot.HeldOpens);
    if (this.take(Slot.OpensToFail)) throw new Error('Opening failed (injected by a test).');
  }

  private take(slot: Slot): boolean {
    for (;;) {
      const left = Atomics.load(this.slots, slot);
      if (left <= 0) return false;
      if (Atomics.compareExchange(this.slots, slot, left, left - 1) === left) return true;
    }
  }

  private async waitWhile(hold: Slot, held: Slot): Promise<void> {
    if (!Atomics.load(this.slots, hold)) return;
    Atomics.add(this.slots, held, 1);
    while (Atomics.load(this.slots, hold)) await sleep(5);
    Atomics.sub(this.slots, held, 1);
  }
}
