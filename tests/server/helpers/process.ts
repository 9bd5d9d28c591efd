/** Server processes for the lifecycle and fault tests: spawned, watched, stopped. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { compiledServer } from '../../../tools/loopback/server';

export const root = join(import.meta.dirname, '..', '..', '..');

/** Ends a spawned server and everything it started, whatever state it is in. */
export async function killAll(server: Spawned): Promise<void> {
  try {
    process.kill(-server.child.pid!, 'SIGKILL');
  } catch {
    /* already gone */
  }
  await server.exited;
}

export interface Spawned {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  exited: Promise<number | null>;
}

/** `npm start` (`how: 'npm'`) or the compiled server alone (`node dist-server/main.mjs`, as the release runs it). */
export function spawnServer(how: 'npm' | 'node', env: Record<string, string>): Spawned {
  const command = how === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, [compiledServer]];
  const child = spawn(command[0] as string, command[1] as string[], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so that a failed test can end npm, tsx and the server together.
    detached: true,
  });
  return watched(child);
}

/** A spawned process with its output gathered and its exit awaited (also for the release's, helpers/release.ts). */
export function watched(child: ChildProcess): Spawned {
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => log, exited };
}

/** Polls `check` every 20 ms until it holds; fails with `what` and the log after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string, log = () => ''): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms / 1000} s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const healthy = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/** Waits for a spawned server to answer its health check, or to exit (an error with its log). */
export async function untilHealthy(server: Spawned, port: number, ms = 240_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  await until(
    async () => {
      if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before answering:\n${server.output()}`);
      return healthy(port);
    },
    ms,
    'a healthy server',
    server.output,
  );
}
