/**
 * A PostgreSQL server of the test's own, which it may stop and start again (issue 38): never the
 * shared one of TEST_DATABASE_URL. Made with initdb and pg_ctl as .ci/postgres.sh does (as the
 * `postgres` user when running as root: initdb refuses root). Null, with the reason, where the
 * binaries or that user are missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../tools/loopback/server';

const bin = '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  url: string;
  start(): void;
  stop(): void;
  remove(): void;
}

function postgresUid(): number | null {
  try {
    return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
}

/** Why a private cluster cannot be made here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!existsSync(join(bin, 'pg_ctl'))) return `no PostgreSQL binaries in ${bin}`;
  if (process.getuid?.() === 0 && postgresUid() === null) return 'running as root without a postgres user for initdb';
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'heartwork-private-pg-'));
  if (asRoot) chownSync(dir, postgresUid()!, -1);
  const port = await freePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => void run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    stop: () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove: () => {
      try {
        cluster.stop();
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
