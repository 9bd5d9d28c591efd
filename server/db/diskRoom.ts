import { statfsSync } from 'node:fs';
import { StorageUnavailable } from './unavailable';

/**
 * Room on the embedded database's disk (issue 38). PostgreSQL PANICs when a write of its log meets
 * a full disk, and the embedded one is then reopened, again at every write while the disk stays
 * full: the health check answered 200 between two PANICs. Here a write is refused, and the health
 * check answers 503, while the disk has less room than a lead's worst case needs (the largest
 * body, its indexes and the full page images after a checkpoint, with a wide margin), so health
 * and writes tell the same story, and the database is not driven into a PANIC for want of space.
 */
export const diskRoom = {
  /** Below this much free space on DATA_DIR's file system, writes and health answer 503. */
  reserveBytes: 8 * 1024 * 1024,
  /** What a first start needs to create the embedded database (initdb's files are ~40 MB) beside the reserve. */
  createBytes: 64 * 1024 * 1024,
  /** A measurement is reused this long (a busy server writes hundreds of times a second). */
  cacheMs: 250,
};

export class NotEnoughSpace extends StorageUnavailable {
  constructor(
    readonly dir: string,
    readonly freeBytes: number,
    readonly neededBytes: number,
  ) {
    super(`not enough space in DATA_DIR ${dir}: ${freeBytes} bytes free, ${neededBytes} needed`);
    this.name = 'NotEnoughSpace';
  }
}

/** Bytes an unprivileged process may still write under `dir`. */
export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return Number(stats.bavail) * Number(stats.bsize);
}

/** Throws NotEnoughSpace unless `dir`'s file system has `neededBytes` free. */
export function requireRoom(dir: string, neededBytes: number): void {
  const free = freeBytes(dir);
  if (free < neededBytes) throw new NotEnoughSpace(dir, free, neededBytes);
}

/** A check of the reserve for every write and health check, measured at most every `cacheMs`. */
export function roomGuard(dir: string, now: () => number = Date.now): () => void {
  let measuredAt = -Infinity;
  let free = 0;
  return () => {
    if (now() - measuredAt > diskRoom.cacheMs) {
      free = freeBytes(dir);
      measuredAt = now();
    }
    if (free < diskRoom.reserveBytes) throw new NotEnoughSpace(dir, free, diskRoom.reserveBytes);
  };
}
