import { Hono } from 'hono';
import { alertStatuses, type AlertState, type Outbox } from '../alerts/outbox';
import { isRecordId } from '../db/store';
import { adminOnly, type AdminGuesses } from './admin';
import { BadInput, fail, refuse } from './errors';

/**
 * The owner's view of the alerts (issue 15): GET ?status=failed|pending|delivered (default
 * failed) lists them newest first; POST /{id}/retry puts a failed alert back in the queue with a
 * fresh three days. No guard of its own: it is mounted twice, behind the bearer token at
 * /api/alerts (alertsApi, for scripts) and behind the inbox's session-or-token guard at
 * /api/admin/alerts (api/inbox.ts), since the session cookie is only sent under /api/admin.
 */
export function alertRoutes(outbox: Outbox | undefined): Hono {
  const api = new Hono();
  api.use('*', async (c, next) => {
    if (!outbox) refuse(c, 503, 'No database configured');
    await next();
  });

  for (const path of ['/', '']) {
    api.get(path, async (c) => {
      const status = c.req.query('status') ?? 'failed';
      if (!alertStatuses.includes(status as AlertState)) throw new BadInput(`status is one of ${alertStatuses.join(', ')}.`, 'status');
      return c.json(await outbox!.list(status as AlertState));
    });
  }

  api.post('/:id/retry', async (c) => {
    const id = c.req.param('id');
    const outcome = isRecordId(id) ? await outbox!.retry(id, new Date()) : 'not-found';
    if (outcome === 'not-found') return fail(c, 404, 'Not found');
    if (outcome === 'not-failed') return fail(c, 409, 'Only a failed alert can be retried.');
    return c.json({ status: 'pending' });
  });
  api.all('*', (c) => fail(c, 404, 'Not found'));
  return api;
}

/** The alerts at /api/alerts: admin token required, wrong ones counted with every other admin guess. */
export function alertsApi({ outbox, adminToken, guesses }: { outbox?: Outbox; adminToken?: string; guesses: AdminGuesses }): Hono {
  const api = new Hono();
  api.use('*', adminOnly(adminToken, guesses));
  api.route('/', alertRoutes(outbox));
  return api;
}
