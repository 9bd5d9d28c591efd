/**
 * A step of the wall clock is not a hang. Virtual machines step their clock (an NTP correction,
 * a host's resync): the suite saw Date.now() jump 27 s within one health check. The embedded
 * database's heartbeat took such a jump for a thread silent that long and reopened the database,
 * every lead call answering 503 while it did.
 */
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { openPgliteThread } from '../../server/db/pglite-thread';
import { prepareTemplateDataDir } from '../../tools/loopback/templateData';

afterEach(() => {
  vi.useRealTimers();
});

it('keeps the embedded database open when the wall clock steps a minute ahead', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'clock-step-'));
  cpSync(join(await prepareTemplateDataDir(), 'pgdata'), join(dir, 'pgdata'), { recursive: true });
  // The heartbeat's interval and the wall clock are the test's; the thread and the monotonic clock are real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const log: string[] = [];
  const database = await openPgliteThread(join(dir, 'pgdata'), { hungAfterMs: 5_000, log: (m) => log.push(m) });
  try {
    expect(await database.sql.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    vi.setSystemTime(Date.now() + 60_000);
    // The next two heartbeats: each compares the time since the thread last answered with hungAfterMs.
    vi.advanceTimersByTime(2_000);
    expect(database.restarts()).toBe(0);
    expect(log).toEqual([]);
    expect(await database.sql.query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
});
