import type { AlertChannel } from './channels';
import type { Alert, Outbox } from './outbox';
import { claimLeaseMs, retryDelayMs, retrySchedule } from './schedule';

export interface AlertWorkerOptions {
  outbox: Outbox;
  channels: AlertChannel[];
  /** The worker's clock (tests move it instead of waiting). */
  now?: () => Date;
  /** Alerts claimed at once; they are delivered concurrently. */
  batchSize?: number;
  /** How often the outbox is looked at without a wake-up (alerts of other processes, retries). */
  pollMs?: number;
  log?: (message: string) => void;
}

export interface AlertWorker {
  /** Claims and delivers what is due now; resolves with the number of alerts tried. */
  runOnce(): Promise<number>;
  /** Starts the loop: at once, on every `wake()`, and at the next due time or poll. */
  start(): void;
  /** A record was just sent here: look at the outbox now rather than at the next poll. */
  wake(): void;
  /** Stops the loop and waits for the deliveries in progress. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox (issue 15): claims due alerts, sends each to every configured channel that
 * has not taken it yet, and marks it delivered; a failed try waits 10 s, doubling to 1 h, for up
 * to three days, then the alert is marked failed for the owner to see. Delivery is at least once:
 * a process killed after sending but before marking sends again, with the same event id.
 */
export function createAlertWorker({ outbox, channels, now = () => new Date(), batchSize = 20, pollMs = 5000, log = console.log }: AlertWorkerOptions): AlertWorker {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;

  /** Sends one alert to the channels that lack it; resolves with its channels once all took it, else marks the failed try. */
  async function deliver(alert: Alert): Promise<{ id: string; deliveredTo: string[] } | null> {
    const deliveredTo = [...alert.deliveredTo];
    const errors: string[] = [];
    for (const channel of channels) {
      if (deliveredTo.includes(channel.name)) continue;
      if (!(channel.accepts ? channel.accepts(alert) : !alert.event.startsWith('message.'))) continue;
      try {
        await channel.send(alert);
        deliveredTo.push(channel.name);
      } catch (error) {
        errors.push(`${channel.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (!errors.length) return { id: alert.id, deliveredTo };
    const at = now();
    const next = new Date(at.getTime() + retryDelayMs(alert.attempt));
    const giveUp = next.getTime() - alert.retryFrom.getTime() > retrySchedule.giveUpAfterMs;
    const error = errors.join('; ');
    log(`Alert ${alert.id} (${alert.resource}) try ${alert.attempt} failed: ${error}; ${giveUp ? 'giving up (GET /api/alerts?status=failed)' : `next try at ${next.toISOString()}`}`);
    await outbox.failed(alert.id, deliveredTo, error, giveUp ? null : next);
    return null;
  }

  async function runOnce(): Promise<number> {
    const at = now();
    const alerts = await outbox.claim(at, new Date(at.getTime() + claimLeaseMs), batchSize);
    const delivered = await Promise.all(alerts.map(deliver));
    await outbox.delivered(delivered.filter((d) => d !== null), now());
    return alerts.length;
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(kick, Math.max(0, delayMs));
  }

  /** One run at a time; a wake-up during a run makes another run right after it. */
  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = runOnce();
    running
      .then(async (tried) => {
        if (again || tried >= batchSize) return 0;
        const due = await outbox.nextDue();
        return due ? Math.min(pollMs, due.getTime() - now().getTime()) : pollMs;
      })
      .catch((error) => {
        log(`Alert delivery could not read the outbox: ${error instanceof Error ? error.message : error}`);
        return pollMs;
      })
      .then((delay) => {
        running = undefined;
        schedule(again ? 0 : delay);
      });
  }

  return {
    runOnce,
    start() {
      stopped = false;
      kick();
    },
    wake() {
      if (!stopped) (running ? (again = true) : schedule(0));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      for (const channel of channels) channel.close?.();
    },
  };
}
