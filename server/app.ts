import { type Context, Hono } from 'hono';
import type { LeadStore } from './db/store';
import { answerError, StoreMissing } from './api/errors';
import { leadsApi } from './api/leads';
import { defaultWriteLimit, type RateLimitOptions } from './api/rate-limit';
import { xsrf } from './api/xsrf';
import { compressAnswers } from './compression';
import { formRoutes } from './forms/routes';
import { requestOrigin } from './proxy';
import { securityHeaders } from './security';
import { siteRoutes } from './site';

export interface AppOptions {
  distDir: string;
  /** Where the leads are kept (server/db/open.ts). Without one the lead calls answer 503. */
  store?: LeadStore;
  /** ADMIN_TOKEN: without it every admin call is refused. */
  adminToken?: string;
  /** The per-address write limit (defaults: burst 60, then 60 a minute). */
  writeLimit?: RateLimitOptions;
  /** TRUST_PROXY: take the visitor's address and scheme from X-Forwarded-For / -Proto. */
  trustProxy?: boolean;
  /** Overrides how a request's address is found (tests without a socket). */
  clientAddress?: (c: Context) => string;
}

const unavailable = (): Promise<never> => Promise.reject(new StoreMissing());
const noStore: LeadStore = { create: unavailable, get: unavailable, update: unavailable, remove: unavailable, list: unavailable, ping: unavailable };

/** Leads are personal data: no API answer may be kept by a browser or proxy cache. */
const noStoreCache = async (c: Context, next: () => Promise<void>) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** The whole HTTP surface: `/api` and the built site. */
export function createApp(options: AppOptions): Hono {
  const origin = requestOrigin(options.trustProxy ?? false);
  const app = new Hono();
  app.use('*', securityHeaders);
  app.use('/api/*', noStoreCache, ...compressAnswers);
  app.use('*', xsrf({ isHttps: origin.isHttps }));

  app.route(
    '/api',
    leadsApi({
      store: options.store ?? noStore,
      adminToken: options.adminToken,
      writeLimit: options.writeLimit ?? defaultWriteLimit,
      clientAddress: options.clientAddress ?? origin.clientAddress,
    }),
  );
  // The lead forms without JavaScript: plain posts, checked for same origin instead of the XSRF header.
  app.route(
    '/forms',
    formRoutes({
      distDir: options.distDir,
      store: options.store ?? noStore,
      writeLimit: options.writeLimit ?? defaultWriteLimit,
      clientAddress: options.clientAddress ?? origin.clientAddress,
      isHttps: origin.isHttps,
    }),
  );

  app.route('/', siteRoutes(options.distDir));
  app.onError(answerError);
  return app;
}
