import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage } from '../../server/db/open';

const copyDir = (from: string, to: string) => promisify(execFile)('cp', ['-R', from, to]);

const migrationsDir = join(import.meta.dirname, '..', '..', 'server', 'db', 'migrations');

/** One template per set of migrations, so a changed schema never reuses an old copy. */
async function templatePath(): Promise<string> {
  const hash = createHash('sha256');
  for (const f of (await readdir(migrationsDir)).sort()) hash.update(f).update(await readFile(join(migrationsDir, f)));
  return join(tmpdir(), `heartwork-template-data-${hash.digest('hex').slice(0, 12)}`);
}

export async function prepareTemplateDataDir(): Promise<string> {
  const target = await templatePath();
  // The marker says the database was created whole (server/db/create.ts); an older template lacks it.
  if (await stat(join(target, 'pgdata', 'HEARTWORK_CREATED')).catch(() => null)) return target;
  const building = await mkdtemp(join(tmpdir(), 'heartwork-template-build-'));
  const storage = await openStorage({ dataDir: building }, 'browser-test-template');
  await storage.close();
  await rm(target, { recursive: true, force: true });
  await rename(building, target);
  return target;
}

/**
 * A fresh DATA_DIR holding a migrated, empty database. Copied by coreutils' cp: the template is
 * 40 MB in 1,081 files, which Node's fs.cp copied with 0.55-0.8 s of CPU against cp's 0.25-0.3 s,
 * for each of the ~60 servers a test run starts.
 */
export async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'heartwork-data-'));
  await copyDir(`${await prepareTemplateDataDir()}/.`, dir);
  await rm(join(dir, 'lock'), { force: true });
  return dir;
}
