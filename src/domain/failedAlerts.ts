import type { ResourceName } from './resources';

/**
 * An alert that has not reached the team (server/alerts/outbox.ts, GET /api/admin/alerts): one the
 * server gave up on (`failed`: the owner can try again), or one still being retried since its
 * first failed try (`pending`, with its next try). The inbox lists both (issue 38: a failing
 * channel was invisible for the three days of retries). The lead it announces, its tries and the
 * last error.
 */
export interface FailedAlert {
  id: string;
  status: 'failed' | 'pending';
  leadId: string;
  /** Null only if the lead went in the moment between the list and its read (its alert goes with it). */
  resource: ResourceName | null;
  /** `lead.submitted`, or `lead.completed`: the full form completed a pricing page lead. */
  event: string;
  attempts: number;
  deliveredTo: string[];
  lastError: string | null;
  /** When the lead was sent. */
  createdAt: string;
  /** Failed: when the last try was due (the worker gave up at it). Pending: when it is tried next. */
  nextAttemptAt: string;
}
