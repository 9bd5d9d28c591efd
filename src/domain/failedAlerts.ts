import type { ResourceName } from './resources';

/**
 * An alert the server gave up on (server/alerts/outbox.ts, GET /api/admin/alerts): the lead it
 * announces, its tries and the last error. The inbox lists them so the owner can try again.
 */
export interface FailedAlert {
  id: string;
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
  /** When the last try was due: the worker gave up at that try. */
  nextAttemptAt: string;
}
