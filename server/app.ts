import { type Context, Hono } from 'hono';
import { containStore, type StorageLimits } from './db/contained';
import type { Outage } from './db/outage';
import type { LeadStore } from './db/store';
import type { Outbox } from './alerts/outbox';
import { alertRoutes, alertsApi } from './api/alerts';
import { createAdminGuesses } from './auth/throttle';
import { answerError, StoreMissing } from './api/errors';
import { inboxApi, type InboxApiOptions } from './api/inbox';
import { deskApi } from './desk/api';
import { rewardsFollowStatus } from './desk/pipelineRewards';
import { referrerPageRoutes } from './desk/referrerPage';
import { leadsApi } from './api/leads';
import { type BucketStore, defaultWriteLimits, memoryBuckets, type WriteLimits } from './api/rate-limit';
import { xsrf } from './api/xsrf';
import { compressAnswers } from './compression';
import { formClock, formClockKey } from './forms/formClock';
import { formRoutes } from './forms/routes';
import { requestOrigin } from './proxy';
import { ownerPageIsolation, securityHeaders } from './security';
import { siteRoutes } from './site';
import { observeRequests } from './observe';
import type { Metrics } from './metrics';
import { metricsHandler } from './api/metrics';
import { backupApi } from './api/backup';
import type { Logger } from 'pino';
import { leadPageRoutes } from './messages/leadPage';
import { passwordPageRoutes } from './auth/passwordPage';
import { privacyPageRoutes } from './messages/privacyPage';
import { messageAdminRoutes, type MessageAdminOptions } from './messages/adminRoutes';
import { meetingsAdminApi, meetingsApi } from './meetings/api';
import { meetingPage } from './meetings/page';
import { deskRoutes, teamAddressOf } from './desk/routes';
import { bookingOnSend } from './meetings/leadBooking';
import { MeetingRefused } from './meetings/refused';
import type { Meetings } from './meetings/store';

export interface AppOptions {
  distDir: string;
  /** Where the leads are kept (server/db/open.ts). Without one the lead calls answer 503. */
  store?: LeadStore;
  /** ADMIN_TOKEN: without it every admin call is refused. */
  adminToken?: string;
  /** The write limits (defaults in api/rate-limit.ts). */
  writeLimits?: Partial<WriteLimits>;
  /** Where the limits count: this process's memory unless given (PostgreSQL: db/writeLimits.ts). */
  buckets?: BucketStore;
  /** TRUST_PROXY: take the visitor's address and scheme from X-Forwarded-For / -Proto. */
  trustProxy?: boolean;
  /** Time limits on database calls (server/db/contained.ts). */
  storageLimits?: Partial<StorageLimits>;
  /** The process's account of database outages (db/outage.ts): one pair of log lines per outage, whichever path met it. */
  outage?: Outage;
  /** Whether a wipe of deleted leads holds the database (db/forget.ts `isWiping`): health stays 200. */
  wiping?: () => boolean;
  /** The alerts' outbox, for the owner's GET /api/alerts and /api/admin/alerts (server/api/alerts.ts). */
  alerts?: Outbox;
  /** Overrides how a request's address is found (tests without a socket). */
  clientAddress?: (c: Context) => string;
  /** The owner's inbox API at /api/admin (server/api/inbox.ts); left out without a database. */
  inbox?: Pick<InboxApiOptions, 'sql' | 'passwordHash' | 'idleMs' | 'maxMs' | 'now' | 'wipeDeleted'>;
  /**
   * Booking demo meetings (server/meetings, issue 34): the slots API, the meeting page's API, the
   * team's calls under /api/admin/meetings, and the booking of a sent lead's `meetingStart`.
   */
  meetings?: Meetings;
  /** The clock of the forms without script (forms/formClock.ts); tests give their own `now`. */
  formClockNow?: () => number;
  /** Where each answered request is logged (server/log.ts); tests leave it out. */
  log?: Logger;
  /** The metrics (server/metrics.ts): counted for each request and served at GET /metrics. */
  metrics?: Metrics;
  /** METRICS_TOKEN: a bearer token for GET /metrics only (the admin token is taken too). */
  metricsToken?: string;
  /** The embedded database's backup for GET /api/admin/backup (server/backups.ts); PostgreSQL has none. */
  backup?: () => Promise<Uint8Array>;
  /** Messages to people (server/messages/): the private lead page and the owner's message calls; needs `inbox`. */
  messages?: Omit<MessageAdminOptions, 'sql'>;
  /** Whether a backup's dump holds the database: calls wait for it rather than answer 503. */
  backingUp?: () => boolean;
}

const unavailable = (): Promise<never> => Promise.reject(new StoreMissing());
const noStore: LeadStore = {
  create: unavailable,
  createOnce: unavailable,
  findByKey: unavailable,
  get: unavailable,
  update: unavailable,
  remove: unavailable,
  list: unavailable,
  ping: unavailable,
};

/**
 * Leads are personal data: no API answer may be kept by a browser or proxy cache. Set on the
 * answer's own headers, as hono's secureHeaders does: `c.header()` after the answer is made
 * rebuilds it as a full Response twice over (about 7 % of the main thread's time per write).
 * Headers that cannot change (a fetched answer) take hono's way.
 */
const noStoreCache = async (c: Context, next: () => Promise<void>) => {
  await next();
  try {
    c.res.headers.set('Cache-Control', 'no-store');
  } catch {
    c.header('Cache-Control', 'no-store');
  }
};

/**
 * The token's DELETE /api/{resource}/{id} wipes the deleted lead from the embedded database's files
 * too (db/forget.ts), right after its 204 rather than before: the store's calls have a time limit
 * that a VACUUM FULL of a large table could exceed, which would answer 503 for a delete that was done.
 */
function wipingAfterRemove(store: LeadStore, wipeDeleted?: () => Promise<void>): LeadStore {
  if (!wipeDeleted) return store;
  const remove: LeadStore['remove'] = async (resource, id) => {
    const removed = await store.remove(resource, id);
    if (removed) void wipeDeleted();
    return removed;
  };
  return { ...store, remove };
}

/** The whole HTTP surface: `/api` and the built site. */
export function createApp(options: AppOptions): Hono {
  const origin = requestOrigin(options.trustProxy ?? false);
  const app = new Hono();
  // First, so that its id is on every line of the request and its time is the whole request's.
  app.use('*', observeRequests({ trustProxy: options.trustProxy ?? false, log: options.log, onAnswered: options.metrics?.onAnswered }));
  app.use('*', securityHeaders);
  app.use('/admin', ownerPageIsolation);
  app.use('/admin/*', ownerPageIsolation);
  app.use('/api/*', noStoreCache, ...compressAnswers);
  app.use('*', xsrf({ isHttps: origin.isHttps }));

  const clientAddress = options.clientAddress ?? origin.clientAddress;
  // Wrong admin secrets count once per address, whichever admin door they are tried at.
  const guesses = { throttle: createAdminGuesses(), clientAddress };
  // Before the inbox's routes under the same prefix: the bearer token only, as `npm run backup` sends it.
  app.route('/api/admin/backup', backupApi({ dump: options.backup, adminToken: options.adminToken, guesses }));
  if (options.inbox) {
    const alerts = alertRoutes(options.alerts); // the owner signed in with a password has only the session cookie
    const messages = options.messages && messageAdminRoutes({ ...options.messages, sql: options.inbox.sql });
    const meetings = options.meetings && meetingsAdminApi(options.meetings);
    // The desk's two halves under /desk: working a lead (notes, assignee, replies, response
    // times) and the overview with the affiliate rewards.
    const desk = new Hono()
      .route(
        '/',
        deskRoutes({
          sql: options.inbox.sql,
          messagesOn: Boolean(options.messages?.messages.smtpUrl),
          teamAddress: teamAddressOf(options.messages?.alerts.email?.to),
          wake: options.messages?.wake,
        }),
      )
      .route('/', deskApi({ sql: options.inbox.sql, now: options.inbox.now, wake: options.messages?.wake }));
    app.route(
      '/api/admin',
      inboxApi({
        ...options.inbox,
        adminToken: options.adminToken,
        clientAddress,
        isHttps: origin.isHttps,
        alerts,
        messages,
        meetings,
        desk,
        onStatusStep: (step) => rewardsFollowStatus(options.inbox!.sql, step, options.messages?.wake),
        guesses: guesses.throttle,
      }),
    );
  }

  if (options.metrics) app.get('/metrics', metricsHandler({ registry: options.metrics.registry, tokens: [options.adminToken, options.metricsToken], guesses }));

  app.route('/api/alerts', alertsApi({ outbox: options.alerts, adminToken: options.adminToken, guesses }));
  // One store, one set of write limits and buckets for the API and the plain form posts.
  const booking = options.store && options.meetings ? bookingOnSend(options.store, options.meetings) : options.store;
  const kept = booking && options.metrics ? options.metrics.counting(booking) : booking;
  const store = containStore(wipingAfterRemove(kept ?? noStore, options.inbox?.wipeDeleted), {
    limits: options.storageLimits,
    passThrough: (error) => error instanceof StoreMissing || error instanceof MeetingRefused,
    busy: options.wiping,
    outage: options.outage,
    held: options.backingUp,
  });
  const writeLimits = { ...defaultWriteLimits, ...options.writeLimits };
  const buckets = options.buckets ?? memoryBuckets();
  // Before the lead routes, whose /api/:resource would take /api/meeting-slots for an unknown resource.
  if (options.meetings) app.route('/api', meetingsApi(options.meetings));
  app.route('/api', leadsApi({ store, adminToken: options.adminToken, writeLimits, buckets, clientAddress, guesses }));
  // The lead forms without JavaScript: plain posts, checked for same origin instead of the XSRF header.
  const clock = formClock({ key: formClockKey(options.adminToken ?? options.inbox?.passwordHash), isHttps: origin.isHttps, now: options.formClockNow });
  app.route('/forms', formRoutes({ distDir: options.distDir, store, writeLimits, buckets, clientAddress, isHttps: origin.isHttps, clock }));

  // The meeting page behind the links in meeting e-mails: shows on GET, changes on a form post.
  if (options.meetings) app.route('/meeting', meetingPage(options.meetings, { isHttps: origin.isHttps }));

  // A form's page is stamped with the time it is served: the plain post's spam timing.
  // The private page a message's link opens (/lead?token=…), rendered here in the link's language.
  if (options.inbox) {
    // A new member's one-time link (issue 36): shows on GET, sets the password on the button's post.
    app.route('/', passwordPageRoutes({ sql: options.inbox.sql, isHttps: origin.isHttps, now: options.inbox.now }));
    app.route(
      '/',
      leadPageRoutes({
        sql: options.inbox.sql,
        distDir: options.distDir,
        isHttps: origin.isHttps,
        wipeDeleted: options.inbox.wipeDeleted,
        wake: options.messages?.wake,
      }),
    );
    // The referrer's own page (/referrer?token=…): their referrals and rewards, shown only.
    app.route('/', referrerPageRoutes({ sql: options.inbox.sql, distDir: options.distDir, now: options.inbox.now }));
  }
  if (options.messages) {
    const on = {
      messages: Boolean(options.messages.messages.smtpUrl),
      followUp: Boolean(options.messages.messages.smtpUrl && options.messages.messages.followUpAfterHours),
    };
    app.route('/', privacyPageRoutes(options.distDir, on));
  }
  app.on(['GET', 'HEAD'], '*', clock.stamp);
  app.route('/', siteRoutes(options.distDir));
  app.onError(answerError);
  return app;
}
