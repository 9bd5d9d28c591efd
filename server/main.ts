/** Starts the site and API server (`npm start` builds first; see scripts/start.ts). */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { openStorage } from './db/open';
import { readAlertConfig } from './alerts/config';
import { startAlerts } from './alerts/start';

let config: ReturnType<typeof readConfig>;
let storage: Awaited<ReturnType<typeof openStorage>>;
let alertConfig: ReturnType<typeof readAlertConfig>;
try {
  config = readConfig();
  alertConfig = readAlertConfig();
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
if (!config.adminToken) console.log('ADMIN_TOKEN is not set: the admin calls (list, export, delete) are refused.');

const alerts = await startAlerts(storage.db, storage.store, alertConfig);

const app = createApp({
  distDir: config.distDir,
  store: alerts.store,
  alerts: alerts.outbox,
  adminToken: config.adminToken,
  writeLimit: config.writeLimit,
  trustProxy: config.trustProxy,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST || undefined }, (info) => {
  console.log(`Heartwork site listening on http://localhost:${info.port}`);
});

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  console.log(`${signal} received, closing the server`);
  // Finish the requests in flight, then close the database (which releases its lock).
  server.close(async () => {
    await alerts.stop().catch((error) => console.error('Stopping the alerts failed:', error));
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
