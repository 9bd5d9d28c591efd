/**
 * `npm run backup -- [--out FILE]` and `npm run restore -- FILE` (issue 37), run with the
 * server's own environment (DATA_DIR, PORT, HOST, ADMIN_TOKEN, DATABASE_URL).
 *
 * A backup while the server runs is asked of it (GET /api/admin/backup with ADMIN_TOKEN): the
 * embedded database belongs to that one process. When no server holds DATA_DIR, the backup opens
 * the database itself, under the DATA_DIR lock, so none can start meanwhile. PostgreSQL has its
 * own tools (pg_dump, pg_restore): the commands say so rather than half-doing their job.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupStopped, restoreInto, writeBackupFile } from './db/backup';
import { DataDirLockedError } from './db/lock';
import { backupFileName } from './backups';

interface Io {
  out(text: string): void;
  err(text: string): void;
}

const postgresBackup =
  'The leads are in PostgreSQL (DATABASE_URL): back it up with pg_dump -Fc "$DATABASE_URL" -f heartwork.dump, restore with pg_restore --no-owner -d "$DATABASE_URL" heartwork.dump (README, Backups).';

/** Where the running server answers: its HOST unless that means every interface, and its PORT. */
function serverUrl(env: NodeJS.ProcessEnv): string {
  const host = env.HOST && env.HOST !== '0.0.0.0' && env.HOST !== '::' ? env.HOST : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 8080}`;
}

async function askServer(env: NodeJS.ProcessEnv, locked: DataDirLockedError): Promise<Uint8Array> {
  if (!env.ADMIN_TOKEN)
    throw new Error(`${locked.message}\nA server runs on it: run the backup with the server's ADMIN_TOKEN (and PORT) set, and it is asked for the backup.`);
  const url = `${serverUrl(env)}/api/admin/backup`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` } }).catch((error: Error) => {
    throw new Error(`${locked.message}\nAsking the server at ${url} failed (${error.message}): set PORT and HOST as the server has them.`);
  });
  if (!res.ok) throw new Error(`The server at ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return new Uint8Array(await res.arrayBuffer());
}

export async function runBackup(args: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  if (env.DATABASE_URL) return (io.err(`${postgresBackup}\n`), 2);
  const outAt = args.indexOf('--out');
  const file = resolve(outAt >= 0 && args[outAt + 1] ? args[outAt + 1]! : backupFileName(new Date()));
  const dataDir = resolve(env.DATA_DIR || './data');
  try {
    let bytes: Uint8Array;
    let how: string;
    try {
      bytes = await backupStopped(dataDir);
      how = `from ${dataDir} (no server was running on it)`;
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      bytes = await askServer(env, error);
      how = 'by the running server';
    }
    writeBackupFile(file, bytes);
    io.out(`Backup of ${dataDir} made ${how}: ${file} (${(bytes.byteLength / 1e6).toFixed(1)} MB). Restore it with: npm run restore -- ${file}\n`);
    return 0;
  } catch (error) {
    io.err(`${(error as Error).message}\n`);
    return 1;
  }
}

export async function runRestore(args: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  if (env.DATABASE_URL) return (io.err(`${postgresBackup}\n`), 2);
  const [file] = args.filter((a) => !a.startsWith('--'));
  if (!file) return (io.err('Usage: npm run restore -- FILE   (into DATA_DIR, which must be empty or missing)\n'), 2);
  if (!existsSync(file)) return (io.err(`No backup file at ${resolve(file)}.\n`), 1);
  const dataDir = resolve(env.DATA_DIR || './data');
  try {
    const { leads } = await restoreInto(dataDir, resolve(file));
    io.out(`Restored ${resolve(file)} into ${dataDir}: ${leads} lead(s). Start the server with this DATA_DIR.\n`);
    return 0;
  } catch (error) {
    io.err(`${(error as Error).message}\n`);
    return 1;
  }
}
