/** Starts the site and API server (`npm start` builds first; see scripts/start.ts). */
import { isStopping, onStop } from './lifecycle';
import { serve } from '@hono/node-server';
import type { ServerResponse } from 'node:http';
import { createApp } from './app';
import { readConfig } from './config';
import { openStorage } from './db/open';
import { describe } from './db/outage';
import { scheduleRetention } from './db/retention';
import { diskWiper, isWiping } from './db/forget';
import { adminSessionIdleHours } from '../src/domain/inbox';
import { writeLimitBuckets } from './db/writeLimits';
import { readAlertConfig } from './alerts/config';
import { startAlerts } from './alerts/start';
import { createLogger, routeConsole } from './log';
import { createMetrics } from './metrics';
import { serverBackups } from './backups';
import { readMessageConfig } from './messages/config';
import { messageChannels, scheduleFollowUps, setMessagesEnabled } from './messages/start';
import { readMeetingConfig } from './meetings/config';
import { scheduleRewardNotices } from './desk/rewardNotices';
import { createMeetings } from './meetings/store';
import { scheduleReminders } from './meetings/reminders';
import { readStaleLeadHours, scheduleWaitingReminders } from './desk/waiting';

// Before anything is logged: every line of the server, console's included, is the logger's.
let log: Awaited<ReturnType<typeof createLogger>>;
try {
  log = await createLogger();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
routeConsole(log);

let config: ReturnType<typeof readConfig>;
let storage: Awaited<ReturnType<typeof openStorage>>;
let alertConfig: ReturnType<typeof readAlertConfig>;
let messageConfig: ReturnType<typeof readMessageConfig>;
let meetingConfig: ReturnType<typeof readMeetingConfig>;
let staleLeadHours: number;
try {
  config = readConfig();
  alertConfig = readAlertConfig();
  messageConfig = readMessageConfig();
  meetingConfig = readMeetingConfig();
  staleLeadHours = readStaleLeadHours();
  storage = await openStorage(config, 'the server');
} catch (error) {
  // A locked DATA_DIR, a bad setting, a disk too small or an unreachable database: say so plainly and stop.
  console.error(`The server cannot start: ${describe(error)}`);
  process.exit(1);
}
onStop('closing the database', async () => {
  await storage.close();
  console.log('The database is closed.');
});
console.log(
  `Leads stored in ${storage.db.kind === 'pglite' ? `the embedded database at ${storage.db.location}` : `PostgreSQL at ${storage.db.location}`}` +
    (storage.migrated.length ? ` (applied migrations ${storage.migrated.join(', ')})` : ''),
);
if (!config.adminToken && !config.adminPasswordHash)
  console.log('Neither ADMIN_TOKEN nor ADMIN_PASSWORD_HASH is set: the inbox (/admin) and the admin calls are refused.');

const limits = writeLimitBuckets(storage.db);
// Deleted leads leave the embedded database's files right after a delete or an erasure (db/forget.ts).
const wiper = diskWiper(storage.db);
await setMessagesEnabled(storage.db.sql, Boolean(messageConfig.smtpUrl), alertConfig.email?.to);
const alerts = await startAlerts(
  storage.db,
  storage.store,
  alertConfig,
  console.log,
  messageConfig.smtpUrl ? messageChannels(storage.db.sql, messageConfig) : [],
);
const wakeMessages = () => alerts.worker?.wake();
// FOLLOW_UP_AFTER_HOURS: drafts left with an address get their one follow-up (server/messages/followUp.ts).
const followUps = scheduleFollowUps(storage.db.sql, messageConfig, wakeMessages);
// The referrers hear when a reward falls due: the three cookies months after the subscription (server/desk/rewardNotices.ts).
const rewardNotices = scheduleRewardNotices(storage.db.sql, wakeMessages);
// STALE_LEAD_HOURS: a sent lead nobody has contacted that long is announced once (server/desk/waiting.ts).
const waiting = scheduleWaitingReminders(storage.db.sql, staleLeadHours, wakeMessages);
const metrics = createMetrics({
  sql: storage.db.sql,
  flushes: 'flushes' in storage.db ? (storage.db as { flushes(): Promise<{ count: number; seconds: number }> }).flushes : undefined,
});
// Backups of the embedded database, on request and daily with BACKUP_DIR (server/backups.ts).
const embedded = 'dump' in storage.db ? (storage.db as { dump(): Promise<Uint8Array> }) : undefined;
if (config.backupDir && !embedded) console.log('BACKUP_DIR is set, but the leads are in PostgreSQL: back that up with pg_dump (README, Backups).');
const backups = embedded ? serverBackups(() => embedded.dump(), { dir: config.backupDir, keep: config.backupKeep }) : undefined;
// Booking demo meetings (issue 34): on when MEETING_HOURS is set.
const meetings = createMeetings(storage.db.sql, { config: meetingConfig, queued: wakeMessages });
const reminders = meetingConfig ? scheduleReminders(storage.db.sql, meetingConfig, console.error, wakeMessages) : null;
console.log(meetingConfig ? `Meetings can be booked (${meetingConfig.timeZone}).` : 'MEETING_HOURS is not set: the demo form takes a suggested time only.');
const app = createApp({
  meetings,
  distDir: config.distDir,
  store: alerts.store,
  alerts: alerts.outbox,
  adminToken: config.adminToken,
  writeLimits: config.writeLimits,
  buckets: limits.buckets,
  trustProxy: config.trustProxy,
  outage: storage.outage,
  log,
  metrics,
  metricsToken: config.metricsToken,
  backup: backups?.dump,
  backingUp: backups?.busy,
  // The daily run's wipe (retention.ts) as well as the one after a delete or an erasure.
  wiping: () => isWiping(storage.db),
  inbox: {
    sql: storage.db.sql,
    passwordHash: config.adminPasswordHash,
    idleMs: adminSessionIdleHours * 3_600_000,
    maxMs: config.adminSessionMaxHours * 3_600_000,
    wipeDeleted: wiper.wipe,
  },
  messages: { alerts: alertConfig, messages: messageConfig, wake: wakeMessages },
});
// Retention as the privacy page promises: once a day across restarts and processes, then the
// embedded database's vacuum (server/db/retention.ts).
const retention = scheduleRetention(storage.db);

/** How long an idle keep-alive connection is kept open. */
const keepAliveMs = 65_000;

/** Requests in flight get this long to finish once a stop is asked for. */
const drainMs = 4_000;

if (!isStopping()) {
  const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST || undefined }, (info) => {
    console.log(`Heartwork site listening on http://localhost:${info.port}`);
  });
  // Node closes an idle keep-alive connection after 5 s, while browsers keep theirs for minutes and
  // proxies commonly for 60 s: a request sent on a connection as the server closes it is lost and
  // retried, or answered 502 by a proxy. Idle connections stay open longer than those (issue 39);
  // a stop still closes them at once (below).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = keepAliveMs;
    server.headersTimeout = keepAliveMs + 1_000;
  }
  // During the drain every answer says `Connection: close` (Node adds it when the connection is not
  // to be kept), also one to a request that arrived before the signal: decided as its head is
  // written. A busy keep-alive client moves to another server instead of being cut off at the end.
  server.on('request', (_req, res: ServerResponse) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
      if (isStopping()) this.shouldKeepAlive = false;
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
  });
  onStop('finishing the requests in flight', async () => {
    // Stop accepting; idle keep-alive connections close now, busy ones when their answer is sent.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const drained = await Promise.race([closed.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), drainMs).unref())]);
    if (!drained && 'closeAllConnections' in server) {
      console.error(`Requests still running after ${drainMs / 1000} s were cut off.`);
      server.closeAllConnections();
    }
  });
}
// Registered last, so run first (lifecycle.ts): no new work is taken from the moment of the signal,
// and the alerts being sent are cut short and handed back to the outbox while the database is open.
onStop('stopping background work', async () => {
  retention.stop();
  backups?.stop();
  followUps.stop();
  rewardNotices.stop();
  waiting.stop();
  reminders?.stop();
  limits.stop();
  await alerts.stop().catch((error) => console.error(`Stopping the alerts failed: ${describe(error)}`));
});
