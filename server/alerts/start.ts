import { resources } from '../../src/domain/resources';
import type { Database } from '../db/sql';
import type { LeadStore } from '../db/store';
import { type AlertChannel, emailChannel, webhookChannel } from './channels';
import type { AlertConfig } from './config';
import { createOutbox, type Outbox } from './outbox';
import { type AlertWorker, createAlertWorker } from './worker';

export interface RunningAlerts {
  /** The outbox to serve: a retry wakes the worker. */
  outbox: Outbox;
  /** The store to serve: wakes the worker when a write sends a record. */
  store: LeadStore;
  worker?: AlertWorker;
  stop(): Promise<void>;
}

export function alertChannels(config: AlertConfig): AlertChannel[] {
  return [
    ...(config.webhook ? [webhookChannel(config.webhook)] : []),
    ...(config.email ? [emailChannel(config.email, { timeoutMs: config.timing.deadlineMs })] : []),
  ];
}

/**
 * Wires the alerts into a server: the worker over the database's outbox, woken by the writes
 * that send a record. With no channel configured the outbox only fills (nothing is lost: the
 * alerts go out once a channel is set and the server restarted), and the log says so once.
 */
export async function startAlerts(
  db: Database,
  store: LeadStore,
  config: AlertConfig,
  log: (message: string) => void = console.log,
  /** The recipient channel of the messages to people (server/messages/start.ts), beside the team's. */
  extraChannels: AlertChannel[] = [],
): Promise<RunningAlerts> {
  const outbox = createOutbox(db.sql);
  const channels = [...alertChannels(config), ...extraChannels];
  if (!channels.length) {
    log('No alert channel configured (ALERT_WEBHOOK_URL, SMTP_URL): sent leads are kept in the outbox and alerted once one is set.');
    return { outbox, store, stop: async () => {} };
  }
  // The embedded database has one process (the DATA_DIR lock): a claim left by a killed one is stale.
  if (db.kind === 'pglite') await outbox.releaseClaims();
  const worker = createAlertWorker({ outbox, channels, log, timing: config.timing });
  worker.start();
  const where = (c: AlertChannel) =>
    c.name === 'webhook'
      ? `the webhook (${config.webhook!.format})`
      : c.name === 'email'
        ? `e-mail (${config.email!.to})`
        : 'the people they are for (messages)';
  log(`Alerts go to ${channels.map(where).join(' and ')}.`);
  const waking: LeadStore = {
    ...store,
    create: async (...args) => {
      const record = await store.create(...args);
      if (resources[args[0]].isSubmitted(record)) worker.wake();
      return record;
    },
    update: async (...args) => {
      const result = await store.update(...args);
      if (result.outcome === 'updated' && resources[args[0]].isSubmitted(result.record)) worker.wake();
      return result;
    },
  };
  // The owner's 'Try again' should go out now, not at the next poll.
  const retrying: Outbox = {
    ...outbox,
    retry: async (...args) => {
      const outcome = await outbox.retry(...args);
      if (outcome === 'retried') worker.wake();
      return outcome;
    },
  };
  return { outbox: retrying, store: waking, worker, stop: () => worker.stop() };
}
