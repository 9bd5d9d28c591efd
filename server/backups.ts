/**
 * The running server's backups of its embedded database (issue 37): on request (GET
 * /api/admin/backup, what `npm run backup` asks while the server runs) and, with BACKUP_DIR set,
 * one a day, keeping the newest BACKUP_KEEP. The database belongs to this process (the DATA_DIR
 * lock), so the dump is made in its thread (db/backup.ts), between statements.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeBackupFile } from './db/backup';

/** `heartwork-2026-11-28T02-30-00Z.tar.gz`: sorts by when it was made. */
export const backupFileName = (at: Date) =>
  `heartwork-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;
const backupFilePattern = /^heartwork-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/;

const dayMs = 86_400_000;
/** How often the daily backup looks whether a day has passed since the newest one. */
const checkEveryMs = 3_600_000;

export interface ServerBackups {
  /** A consistent backup now; two asked at once share one dump. */
  dump(): Promise<Uint8Array>;
  /** Whether a dump holds the database now (the health check's ping may wait for it). */
  busy(): boolean;
  stop(): void;
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => backupFilePattern.test(name))
    .sort()
    .reverse();
}

export function serverBackups(
  dump: () => Promise<Uint8Array>,
  daily: { dir?: string; keep: number; now?: () => Date },
  log: (message: string) => void = console.log,
): ServerBackups {
  let running: Promise<Uint8Array> | null = null;
  const now = daily.now ?? (() => new Date());
  const once = () => (running ??= dump().finally(() => (running = null)));
  let timer: NodeJS.Timeout | undefined;

  async function dailyBackup(dir: string): Promise<void> {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const newest = listBackups(dir)[0];
    if (newest && now().getTime() - statSync(join(dir, newest)).mtimeMs < dayMs) return;
    const started = Date.now();
    const file = join(dir, backupFileName(now()));
    writeBackupFile(file, await once());
    const dropped = listBackups(dir).slice(daily.keep);
    for (const name of dropped) rmSync(join(dir, name), { force: true });
    log(
      `Daily backup written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (dropped.length ? `; removed ${dropped.length} older than the newest ${daily.keep}` : ''),
    );
  }

  if (daily.dir) {
    const dir = daily.dir;
    const check = () => dailyBackup(dir).catch((error: unknown) => console.error(`The daily backup into ${dir} failed:`, error));
    void check();
    timer = setInterval(check, checkEveryMs);
    timer.unref();
  }
  return { dump: once, busy: () => running !== null, stop: () => clearInterval(timer) };
}
