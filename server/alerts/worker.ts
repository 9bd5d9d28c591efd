import type { AlertChannel } from './channels';
import { logUnlessOutage } from '../db/outage';
import type { Alert, Claimed, Outbox } from './outbox';
import { retryDelayMs, retrySchedule, type TryTiming, tryTiming } from './schedule';

export interface AlertWorkerOptions {
  outbox: Outbox;
  channels: AlertChannel[];
  /** The worker's clock (tests move it instead of waiting). */
  now?: () => Date;
  /** Alerts claimed at once; they are delivered concurrently. */
  batchSize?: number;
  /** How often the outbox is looked at without a wake-up (alerts of other processes, retries). */
  pollMs?: number;
  /** A try's deadline and claim (schedule.ts). */
  timing?: Partial<TryTiming>;
  log?: (message: string) => void;
}

export interface AlertWorker {
  /** Claims and delivers what is due now; resolves with the number of alerts tried. */
  runOnce(): Promise<number>;
  /** Starts the loop: at once, on every `wake()`, and at the next due time or poll. */
  start(): void;
  /** A record was just sent here: look at the outbox now rather than at the next poll. */
  wake(): void;
  /**
   * Stops the loop: claims nothing more, cuts the tries in progress short and hands their alerts
   * back to the outbox (the next start, or another process, sends them), then resolves.
   */
  stop(): Promise<void>;
}

/** Why a try was cut short by a stop rather than failed. */
class Stopping extends Error {}

/**
 * Delivers the outbox (issues 15 and 38): claims due alerts, sends each to every configured channel
 * that has not taken it yet, each channel on its own (a slow webhook never holds the e-mail back)
 * and all within one deadline, records each channel that took it at once, and marks it delivered;
 * a failed try waits 10 s, doubling to 1 h, for up to three days, then the alert is marked failed
 * for the owner to see. Every outcome is fenced by the claim's delivery id. Delivery is at least
 * once: a process killed after sending but before recording sends again, with the same event id.
 */
export function createAlertWorker({
  outbox,
  channels,
  now = () => new Date(),
  batchSize = 20,
  pollMs = 5000,
  timing = {},
  log = console.log,
}: AlertWorkerOptions): AlertWorker {
  const { deadlineMs, claimMs } = { ...tryTiming, ...timing };
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let stopping = new AbortController();

  type Outcome = { delivered: Claimed & { deliveredTo: string[] } } | { handBack: Claimed } | null;

  /** One try of one alert: every channel that lacks it, at once, within the deadline. */
  async function deliver(alert: Alert): Promise<Outcome> {
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(deadlineMs)]);
    const deliveredTo = [...alert.deliveredTo];
    const results = await Promise.all(
      channels
        // A message to a person goes only through the channel that accepts it; an alert, the team's channels.
        .filter((channel) => !alert.deliveredTo.includes(channel.name) && (channel.accepts ? channel.accepts(alert) : !alert.event.startsWith('message.')))
        .map(async (channel) => {
          try {
            await channel.send(alert, signal);
            deliveredTo.push(channel.name);
            await outbox.channelDone(alert, channel.name);
            return null;
          } catch (error) {
            if (stopping.signal.aborted) return new Stopping();
            const timedOut = signal.aborted;
            return `${channel.name}: ${timedOut ? `no answer within ${deadlineMs / 1000} s` : error instanceof Error ? error.message : String(error)}`;
          }
        }),
    );
    if (results.some((r) => r instanceof Stopping)) return { handBack: alert };
    const errors = results.filter((r): r is string => typeof r === 'string');
    if (!errors.length) return { delivered: { id: alert.id, deliveryId: alert.deliveryId, deliveredTo } };
    const at = now();
    const next = new Date(at.getTime() + retryDelayMs(alert.attempt));
    const giveUp = next.getTime() - alert.retryFrom.getTime() > retrySchedule.giveUpAfterMs;
    const error = errors.join('; ');
    log(
      `Alert ${alert.id} (${alert.resource}) try ${alert.attempt} failed: ${error}; ${giveUp ? 'giving up (GET /api/alerts?status=failed)' : `next try at ${next.toISOString()}`}`,
    );
    await outbox.failed(alert, deliveredTo, error, giveUp ? null : next);
    return null;
  }

  async function runOnce(): Promise<number> {
    if (stopping.signal.aborted) return 0;
    const at = now();
    const alerts = await outbox.claim(at, new Date(at.getTime() + claimMs), batchSize);
    const outcomes = await Promise.all(alerts.map(deliver));
    const delivered = outcomes.flatMap((o) => (o && 'delivered' in o ? [o.delivered] : []));
    const handBack = outcomes.flatMap((o) => (o && 'handBack' in o ? [o.handBack] : []));
    await outbox.delivered(delivered, now());
    await outbox.handBack(handBack);
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
        logUnlessOutage('Alert delivery could not read the outbox', log)(error);
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
      if (stopping.signal.aborted) stopping = new AbortController();
      kick();
    },
    wake() {
      if (!stopped) running ? (again = true) : schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort(new Stopping('the server is stopping'));
      await running?.catch(() => {});
      for (const channel of channels) channel.close?.();
    },
  };
}
