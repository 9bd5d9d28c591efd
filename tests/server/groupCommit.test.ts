/**
 * The embedded database's group commit, on a real PGlite on disk: writes that commit while a
 * flush runs are acknowledged together after one more flush, never before their flush, and the
 * database goes on answering meanwhile. The flush is the real fdatasync, held back by the test.
 */
import { fdatasync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { openPglite, type PgliteDatabase } from '../../server/db/pglite';
import { createSqlStore, type LeadStore } from '../../server/db/store';
import { freshDataDir } from '../../tools/loopback/templateData';

let dir: string;
let db: PgliteDatabase;
let store: LeadStore;
/** While true, each flush waits for `release()`; `failing` makes the next flush fail as a disk would. */
let holding = false;
let failing = false;
const held: Array<() => void> = [];
let flushes = 0;
/** What the group commit reported to its owner (pglite-host.ts reopens the database then). */
const failures: Error[] = [];

const flushFile = async (fd: number) => {
  flushes++;
  if (failing) throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
  if (holding) await new Promise<void>((resolve) => held.push(resolve));
  await new Promise<void>((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())));
};
const release = () => held.splice(0).forEach((resolve) => resolve());

/** A promise with a flag saying whether it has settled yet. */
function watched<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

beforeAll(async () => {
  // A copy of the migrated template database: creating one here (initdb) cost 5-10 s of CPU.
  dir = await freshDataDir();
  db = await openPglite(join(dir, 'pgdata'), { flushFile, onFailure: (error) => failures.push(error) });
  await migrate(db.sql);
  store = createSqlStore(db.sql);
}, 300_000);

afterAll(async () => {
  release();
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('group commit', () => {
  it('acknowledges the writes that commit during a flush together, after one more flush, while reads go on', async () => {
    holding = true;
    const groupsBefore = db.group!.groups;
    const flushesBefore = flushes;
    const first = watched(store.create('affiliates', { centerName: 'first' }));
    await vi.waitFor(() => expect(held).toHaveLength(1));

    const group = Array.from({ length: 10 }, (_, i) => watched(store.create('affiliates', { centerName: `grouped ${i}` })));
    // PGlite runs statements in order: when this read answers, all eleven have committed.
    const [{ n }] = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE data->>'centerName' IN ('first', ${group.map((_, i) => `'grouped ${i}'`).join(', ')})`,
    );
    expect(n).toBe(11);
    expect([first, ...group].some((w) => w.settled)).toBe(false);

    release();
    await first.promise;
    await vi.waitFor(() => expect(held).toHaveLength(1)); // the group's flush
    expect(group.some((w) => w.settled)).toBe(false);
    release();
    await Promise.all(group.map((w) => w.promise));

    expect(db.group!.groups - groupsBefore).toBe(2);
    expect(flushes - flushesBefore).toBe(2);
    holding = false;
  }, 60_000);

  it('answers a read at once, without waiting for a flush', async () => {
    holding = true;
    const write = watched(store.create('affiliates', { centerName: 'waiting' }));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(await store.list('affiliates')).toContainEqual(expect.objectContaining({ centerName: 'waiting' }));
    expect(write.settled).toBe(false);
    release();
    await write.promise;
    holding = false;
  }, 60_000);

  it('never acknowledges a write whose flush failed, nor any write after it, and says so once', async () => {
    failing = true;
    await expect(store.create('affiliates', { centerName: 'lost disk' })).rejects.toThrow(/Flushing the database's log to disk failed/);
    failing = false;
    await expect(store.create('affiliates', { centerName: 'after' })).rejects.toThrow(/until the database is reopened/);
    expect(db.group!.failed?.message).toMatch(/EIO/);
    expect(failures).toHaveLength(1);
  }, 60_000);
});
