/** Starts the site and API server (`npm start` builds first; see scripts/start.ts). */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { openStorage } from './db/open';
import { scheduleRetention } from './db/retention';
import { adminSessionIdleHours } from '../src/domain/inbox';
import { writeLimitBuckets } from './db/writeLimits';

let config: ReturnType<typeof readConfig>;
let storage: Awaited<ReturnType<typeof openStorage>>;
try {
  config = readConfig();
  storage = await openStorage(config, 'the server');
} catch (error) {
  // A locked DATA_DIR, a bad setting or an unreachable database: say so plainly and stop.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `Leads stored in ${storage.db.kind === 'pglite' ? `the embedded database at ${storage.db.location}` : `PostgreSQL at ${storage.db.location}`}` +
    (storage.migrated.length ? ` (applied migrations ${storage.migrated.join(', ')})` : ''),
);
if (!config.adminToken && !config.adminPasswordHash) console.log('Neither ADMIN_TOKEN nor ADMIN_PASSWORD_HASH is set: the inbox (/admin) and the admin calls are refused.');

const limits = writeLimitBuckets(storage.db);
const app = createApp({
  distDir: config.distDir,
  store: storage.store,
  adminToken: config.adminToken,
  writeLimits: config.writeLimits,
  buckets: limits.buckets,
  trustProxy: config.trustProxy,
  inbox: { sql: storage.db.sql, passwordHash: config.adminPasswordHash, idleMs: adminSessionIdleHours * 3_600_000 },
});
// Retention as the privacy page promises: daily, one process at a time (server/db/retention.ts).
const retention = scheduleRetention(storage.db.sql);

const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST || undefined }, (info) => {
  console.log(`Heartwork site listening on http://localhost:${info.port}`);
});

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  retention.stop();
  limits.stop();
  console.log(`${signal} received, closing the server`);
  // Finish the requests in flight, then close the database (which releases its lock).
  server.close(async () => {
    await storage.close().catch((error) => console.error('Closing the database failed:', error));
    process.exit(0);
  });
  setTimeout(async () => {
    await storage.close().catch(() => {});
    process.exit(0);
  }, 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
