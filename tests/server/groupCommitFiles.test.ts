/**
 * The group commit's bookkeeping of WAL files against real file descriptors: PostgreSQL closes a
 * WAL segment while a flush of it is still running in the thread pool, then writes other files.
 * Under `npm run bench:api` this made every later write answer 503 (EBADF on the closed fd).
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { GroupCommit } from '../../server/db/groupCommit';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'heartwork-group-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('goes on acknowledging writes after a WAL file is closed while its flush runs', async () => {
  const held: Array<() => void> = [];
  const group = new GroupCommit({ flushFile: (_fd) => new Promise<void>((resolve) => held.push(resolve)).then(() => undefined) });
  const segment = openSync(join(dir, '000000010000000000000001'), 'w');
  writeSync(segment, 'commit 1');
  group.walWritten(segment);
  const first = group.durable();
  expect(held).toHaveLength(1); // the flush of the segment is running

  // The segment is finished: PostgreSQL opens the next and closes it (synced on close), so its
  // fd number is free, not reused.
  const next = openSync(join(dir, '000000010000000000000002'), 'w');
  group.closing(segment);
  closeSync(segment);
  writeSync(next, 'commit 2');
  group.walWritten(next);
  // A data page is about to be written: the WAL before it, synchronously.
  expect(() => group.flushNow()).not.toThrow();

  held.splice(0).forEach((resolve) => resolve());
  await first;
  writeSync(next, 'commit 3');
  group.walWritten(next);
  const third = group.durable();
  held.splice(0).forEach((resolve) => resolve());
  await expect(third).resolves.toBeUndefined();
  closeSync(next);
});
