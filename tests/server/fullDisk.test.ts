/**
 * Issue 38: the health check tells the truth about a full disk, with the real server on a real
 * full file system (a small tmpfs as DATA_DIR, as root; CI runs as root). It answers 503 exactly
 * while a lead sent now would be refused and 200 again once there is room; the log says so in one
 * line when the outage starts and one when it ends; and a first start on a disk too small says
 * what is missing in words.
 */
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../browser/harness';
import { prepareTemplateDataDir } from '../../tools/loopback/templateData';
import { viaHttp, Visitor } from './helpers/client';
import { spawnServer } from './helpers/process';
import { mountTmpfs } from './helpers/tmpfs';
import { samples } from './samples';

const mounted = mountTmpfs(80, 'health-disk');
const skipped = typeof mounted === 'string' ? mounted : null;
if (skipped) console.warn(`Skipped: the full-disk health test needs a tmpfs (${skipped}).`);
const disk = typeof mounted === 'string' ? null : mounted;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  disk?.unmount();
});

describe.skipIf(skipped)('the embedded database on a full disk', () => {
  it('answers health 503 exactly while a lead would be refused, 200 once there is room, and logs one line at each end', async () => {
    const dataDir = join(disk!.dir, 'data');
    await mkdir(dataDir);
    await cp(join(await prepareTemplateDataDir(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
    server = await startServer({ DATA_DIR: dataDir });
    const visitor = await new Visitor(viaHttp(server.url)).start();
    expect((await visitor.post('/api/affiliates/', samples.affiliates.draft)).status).toBe(201);

    const fill = disk!.fill(64 * 1024);
    const health = () => visitor.get('/api/health').then((r) => r.status);
    await expect.poll(health, { timeout: 10_000, interval: 50 }).toBe(503);
    // While the disk stays full, health and leads agree, however many ask.
    const during = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? health() : visitor.post('/api/affiliates/', samples.affiliates.draft).then((r) => r.status))),
    );
    expect(new Set(during)).toEqual(new Set([503]));

    fill.free();
    await expect.poll(health, { timeout: 10_000, interval: 50 }).toBe(200);
    expect((await visitor.post('/api/affiliates/', samples.affiliates.draft)).status).toBe(201);
    const log = server.output();
    expect(log.match(/database is unavailable; calls answer 503/g)).toHaveLength(1);
    expect(log).toMatch(/not enough space in DATA_DIR .*: \d+ bytes free/);
    expect(log.match(/database answers again \(after \d+ refused calls\)/g)).toHaveLength(1);
  }, 300_000);

  it('stops a first start on a disk too small with the space it needs, in words', async () => {
    const full = disk!.fill(16 * 1024 * 1024);
    try {
      const dataDir = join(disk!.dir, 'first');
      const first = spawnServer('node', { DATA_DIR: dataDir, PORT: '0' });
      expect(await first.exited).toBe(1);
      expect(first.output()).toMatch(/not enough space in DATA_DIR .*first: \d+ bytes free, \d+ needed/);
      expect(first.output()).not.toContain('[object Object]');
    } finally {
      full.free();
    }
  }, 120_000);
});
