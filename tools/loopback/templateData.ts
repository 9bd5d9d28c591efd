import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage } from '../../server/db/open';

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

/** A fresh DATA_DIR holding a migrated, empty database. */
export async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'heartwork-data-'));
  await cp(await prepareTemplateDataDir(), dir, { recursive: true });
  await rm(join(dir, 'lock'), { force: true });
  return dir;
}
