/**
 * Two server processes on one PostgreSQL (issue #20 item 4): the write limits are counted in the
 * database, so an address or a record meets the same limit whichever process answers. Skipped
 * without TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../browser/harness';
import { adminToken, viaHttp, Visitor } from './helpers/client';
import { testDatabaseUrl } from './helpers/db';
import { freshPostgresDatabase } from './helpers/postgresDatabase';
import { openPostgres } from '../../server/db/postgres';

describe.skipIf(!testDatabaseUrl)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let servers: RunningServer[] = [];
  let visitors: Visitor[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase(testDatabaseUrl!);
    const env = {
      DATABASE_URL: database.url,
      ADMIN_TOKEN: adminToken,
      TRUST_PROXY: '1', // as behind a reverse proxy: each test's visitor has an address of its own
      CREATE_LIMIT_BURST: '4',
      CREATE_LIMIT_PER_MINUTE: '1',
      UPDATE_LIMIT_BURST: '3',
      UPDATE_LIMIT_PER_MINUTE: '1',
    };
    // Started together: both apply the migrations, one after the other under the advisory lock.
    servers = await Promise.all([startServer(env), startServer(env)]);
    visitors = await Promise.all(servers.map((server) => new Visitor(viaHttp(server.url)).start()));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  }, 60_000);

  /** A write through process `n` (0 or 1) from `address`, as the proxy forwards it. */
  const write = (n: number, method: 'POST' | 'PUT', path: string, json: unknown, address: string) =>
    visitors[n].request(method, path, { json, headers: { 'X-Forwarded-For': address } });

  it('refuses the fifth create from one address whichever process gets it, with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await write(i % 2, 'POST', '/api/affiliates/', { centerName: `clinic ${i}` }, '198.51.100.20'));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 429, 429]);
    for (const refused of answers.slice(4)) expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    // Another address is counted on its own, in either process.
    expect((await write(1, 'POST', '/api/affiliates/', {}, '198.51.100.21')).status).toBe(201);
  });

  it('refuses the fourth save of one record whichever process gets it, and saves another record', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(async (n) => (await (await write(n, 'POST', '/api/waitlist-records/', { name: 'Ana' }, `198.51.100.${30 + n}`)).json())._id as string),
    );
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await write(i % 2, 'PUT', `/api/waitlist-records/${first}`, { name: `Ana ${i}` }, '198.51.100.30')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await write(0, 'PUT', `/api/waitlist-records/${second}`, { name: 'Ion' }, '198.51.100.30')).status).toBe(200);
    const stored = await (await visitors[1].get(`/api/waitlist-records/${first}`)).json();
    expect(stored.name).toBe('Ana 2');
  });

  it('lets no create through past the limit when both processes are hit at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => write(i % 2, 'POST', '/api/scholarship-applications/', { centerName: `burst ${i}` }, '198.51.100.40')),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(4).fill(201), ...Array(8).fill(429)]);
  });

  it('stores no visitor address in the shared table, only keyed hashes (privacy audit D4)', async () => {
    const db = await openPostgres(database.url, { max: 1 });
    try {
      const rows = await db.sql.query<{ row: string }>(`SELECT row_to_json(w)::text AS row FROM write_limits w`);
      expect(rows.length).toBeGreaterThan(0);
      for (const { row } of rows) expect(row).not.toMatch(/198\.51\.100\.|create:/);
    } finally {
      await db.close();
    }
  });
});
