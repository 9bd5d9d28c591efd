import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { LeadStore } from './db/store';
import { leadsApi } from './api/leads';
import { addressKey, defaultWriteLimit, type RateLimitOptions } from './api/rate-limit';
import { xsrf } from './api/xsrf';
import { compressAnswers } from './compression';
import { formRoutes } from './forms/routes';
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
class StoreMissing extends Error {}
const noStore: LeadStore = { create: unavailable, get: unavailable, update: unavailable, remove: unavailable, list: unavailable, ping: unavailable };

function socketAddress(trustProxy: boolean) {
  return (c: Context): string => {
    if (trustProxy) {
      // The proxy in front of us appends the address it saw: the last entry is the one to trust.
      const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      if (hops.length) return addressKey(hops[hops.length - 1]);
    }
    try {
      return addressKey(getConnInfo(c).remote.address ?? 'unknown');
    } catch {
      return 'unknown'; // app.request() in tests has no socket
    }
  };
}

/** The whole HTTP surface: `/api` and the built site. */
export function createApp(options: AppOptions): Hono {
  const trustProxy = options.trustProxy ?? false;
  const app = new Hono();
  const isHttps = (c: Context) =>
    new URL(c.req.url).protocol === 'https:' || (trustProxy && c.req.header('X-Forwarded-Proto')?.split(',')[0].trim() === 'https');
  const clientAddress = options.clientAddress ?? socketAddress(trustProxy);
  app.use('*', securityHeaders);
  // Leads are personal data: no API answer may be kept by a browser or proxy cache.
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', ...compressAnswers);
  app.use(
    '*',
    xsrf({ isHttps }),
  );

  app.route(
    '/api',
    leadsApi({
      store: options.store ?? noStore,
      adminToken: options.adminToken,
      writeLimit: options.writeLimit ?? defaultWriteLimit,
      clientAddress,
    }),
  );
  // The lead forms without JavaScript (plain posts, checked for same origin instead of the XSRF header).
  app.route(
    '/forms',
    formRoutes({ distDir: options.distDir, store: options.store ?? noStore, writeLimit: options.writeLimit ?? defaultWriteLimit, clientAddress, isHttps }),
  );

  app.route('/', siteRoutes(options.distDir));
  app.onError((err, c) => {
    if (err instanceof StoreMissing) return c.json({ error: 'No database configured' }, 503);
    console.error(err);
    return c.json({ error: 'Internal error' }, 500);
  });
  return app;
}
