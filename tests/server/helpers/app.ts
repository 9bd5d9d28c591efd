import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../../../server/app';
import type { LeadStore } from '../../../server/db/store';
import { adminToken } from './client';

/** No built site (a directory that does not exist): these tests are about the API, the site has its own. */
const emptyDist = join(tmpdir(), 'heartwork-no-dist');

/** The real app on a real store; each test's address comes from the X-Test-Address header. */
export function testApp(store: LeadStore, options: Partial<AppOptions> = {}) {
  return createApp({
    distDir: emptyDist,
    store,
    adminToken,
    writeLimits: { createsPerAddress: { burst: 1_000_000, perMinute: 1_000_000 }, updatesPerRecord: { burst: 1_000_000, perMinute: 1_000_000 } },
    clientAddress: (c) => c.req.header('X-Test-Address') ?? 'unknown',
    ...options,
  });
}
