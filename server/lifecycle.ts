/**
 * Stopping on SIGTERM and SIGINT (issue 19), in place before anything else of the server is
 * loaded: a process manager or Ctrl-C may stop a start at any moment, even while the database is
 * being created. Steps registered with `onStop` run last-registered first (stop accepting, then
 * close the database); the lock on DATA_DIR is released as the process exits (db/lock.ts). Before
 * any step is registered there is nothing to finish: the process exits at once, and what a cut-short
 * start left (a half-created database directory) is cleared by the next start.
 */
const steps: { name: string; run: () => Promise<void> }[] = [];
/** Everything must be done within this, well inside the 10 s a process manager usually waits. */
export const stopLimitMs = 8_000;
let stopping = false;

export function onStop(name: string, run: () => Promise<void>): void {
  steps.unshift({ name, run });
}

export const isStopping = () => stopping;

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    console.log(`${signal} again: stopping now.`);
    process.exit(1);
  }
  stopping = true;
  console.log(`${signal} received, stopping.`);
  const limit = setTimeout(() => {
    console.error(`Could not stop cleanly within ${stopLimitMs / 1000} s; exiting.`);
    process.exit(1);
  }, stopLimitMs);
  limit.unref();
  let clean = true;
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      clean = false;
      console.error(`Stopping: ${step.name} failed: ${(error as Error).message}`);
    }
  }
  process.exit(clean ? 0 : 1);
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
