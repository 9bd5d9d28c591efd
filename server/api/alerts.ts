import { Hono } from 'hono';
import { alertStatuses, type AlertState, type Outbox } from '../alerts/outbox';
import { isRecordId } from '../db/store';
import { adminOnly } from './admin';
import { BadInput, fail, refuse } from './errors';

/**
 * The owner's view of the alerts (issue 15), admin token required, mounted at /api/alerts:
 * GET /api/alerts?status=failed|pending|delivered (default failed) lists them newest first;
 * POST /api/alerts/{id}/retry puts a failed alert back in the queue with a fresh three days.
 */
export function alertsApi({ outbox, adminToken }: { outbox?: Outbox; adminToken?: string }): Hono {
  const api = new Hono();
  api.use('*', adminOnly(adminToken, async () => null), async (c, next) => {
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
