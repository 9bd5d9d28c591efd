import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process at a time owns the embedded database directory: PGlite itself would let two open
 * it and corrupt it (STACK.md). The lock is a file created with O_EXCL holding the owner's pid;
 * a lock left by a process that no longer runs (after `kill -9` or a power cut) is taken over,
 * so a crash never blocks the restart.
 */
interface LockInfo {
  pid: number;
  /** The process's start time from /proc (Linux), so a reused pid is not mistaken for the owner. */
  procStart?: string;
  hostname: string;
  owner: string;
  token: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Partial<LockInfo>,
  ) {
    const who = holder.pid
      ? `${holder.owner ?? 'a process'} (pid ${holder.pid} on ${holder.hostname ?? 'this machine'}, since ${holder.since ?? '?'})`
      : 'another process';
    super(
      `The database directory ${dir} is in use by ${who}. Only one server may open it at a time: ` +
        `stop the other one, or give this one another DATA_DIR. If no such process exists, delete ${dir}/lock.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/** State and start time of a process from /proc (Linux); undefined elsewhere or when it is gone. */
function procStat(pid: number): { state: string; start: string } | undefined {
  try {
    // Fields 3 and 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count from ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], start: fields[19] };
  } catch {
    return undefined;
  }
}

function isRunning(info: Partial<LockInfo>): boolean {
  if (!info.pid || !Number.isInteger(info.pid)) return false;
  // A lock from another machine (a shared disk) cannot be checked: assume its owner runs.
  if (info.hostname && info.hostname !== hostname()) return true;
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = procStat(info.pid);
  // A zombie (killed, not yet reaped by a parent such as a container's init) holds nothing.
  if (stat?.state === 'Z' || stat?.state === 'X') return false;
  return !(info.procStart && stat && stat.start !== info.procStart);
}

function readLock(path: string): { info: Partial<LockInfo> | null; raw: string } | null {
  try {
    const raw = readFileSync(path, 'utf8');
    try {
      return { info: JSON.parse(raw), raw };
    } catch {
      return { info: null, raw };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const ageMs = (path: string) => {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

function tryCreate(path: string, info: LockInfo): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(info));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Removes a stale lock, guarded so two processes taking it over at once cannot both win. */
function removeStale(path: string, staleRaw: string): void {
  const guard = `${path}.takeover`;
  try {
    closeSync(openSync(guard, 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Someone else is taking it over; a guard left by a crash mid-takeover is cleared after 10 s.
    if (ageMs(guard) > 10_000) unlinkSync(guard);
    return;
  }
  try {
    if (readLock(path)?.raw === staleRaw) unlinkSync(path);
  } finally {
    unlinkSync(guard);
  }
}

/** Takes the lock of `dir` for `owner` ('server', 'leads CLI'), or throws DataDirLockedError. */
export function acquireDataDirLock(dir: string, owner: string): DataDirLock {
  const path = `${dir}/lock`;
  const info: LockInfo = {
    pid: process.pid,
    procStart: procStat(process.pid)?.start,
    hostname: hostname(),
    owner,
    token: randomUUID(),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(path, info)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readLock(path)?.info?.token === info.token) unlinkSync(path);
      };
      process.on('exit', release);
      return { path, release };
    }
    const current = readLock(path);
    if (!current) continue;
    if (!current.info) {
      // Being written right now, or left empty by a crash between create and write.
      if (ageMs(path) < 2_000) {
        sleep(20);
        continue;
      }
    } else if (isRunning(current.info)) {
      throw new DataDirLockedError(dir, current.info);
    }
    removeStale(path, current.raw);
    sleep(5);
  }
  throw new DataDirLockedError(dir, {});
}
