/** The release as `npm run release` makes it, in a temporary directory, and servers started from it. */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeRelease } from '../../../scripts/release.mjs';
import { freshDataDir } from '../../../tools/loopback/templateData';
import { type Spawned, watched } from './process';

/** The user a release runs as in these tests: the release directory is read-only to it. */
export const serviceUser = { name: 'nobody', uid: 65534, gid: 65534 };

/**
 * Makes a release of the current build (the tests' global setup builds it). The production
 * packages are hard-linked from node_modules by the lock (the registry is out of reach here);
 * the Dockerfile's `npm ci --omit=dev` installs the same set.
 */
export function testRelease(): string {
  const dir = mkdtempSync(join(tmpdir(), 'heartwork-release-'));
  chmodSync(dir, 0o755);
  makeRelease(dir, { install: 'link' });
  return dir;
}

/**
 * A DATA_DIR the service user owns, outside the release: empty, or (`migrated`) a copy of the
 * tests' migrated template, which spares the minute initdb can take on a busy machine.
 */
export async function serviceDataDir(migrated = true): Promise<string> {
  const dir = migrated ? await freshDataDir() : mkdtempSync(join(tmpdir(), 'heartwork-release-data-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', `${serviceUser.uid}:${serviceUser.gid}`, dir]);
  return dir;
}

/** `npm run <script>` in the release as the service user (root runs it through runuser). */
export function spawnRelease(releaseDir: string, script: string, env: Record<string, string>, args: string[] = []): Spawned {
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', serviceUser.name, '--'] : [];
  const command = [...asUser, 'npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: releaseDir,
    // Only what a service's environment holds: no NODE_OPTIONS from the test runner (tsx's loader).
    env: {
      PATH: process.env.PATH!,
      HOME: '/tmp',
      npm_config_cache: join(tmpdir(), `heartwork-npm-cache-${serviceUser.name}`),
      npm_config_update_notifier: 'false',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return watched(child);
}
