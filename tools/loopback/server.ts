/**
 * Starts the real server (built site, real embedded database in a temporary DATA_DIR) on a free
 * loopback port: for the browser and server tests and for the benchmarks and screenshots alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { paths } from '../../scripts/paths';
import { projectRoot } from '../root';
import { freshDataDir } from './templateData';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/**
 * The compiled server, as the release runs it. Through tsx the same start cost about 1 s more CPU
 * (2.2 s against 1.2 s to a healthy answer), and the tests start some 60 servers a run. The callers
 * build it first (ensureBuild: the tests' global setup, the benchmarks and screenshot scripts),
 * which also recompiles it when server/ or src/ changed.
 */
export const compiledServer = join(paths.serverOut, 'main.mjs');

/**
 * Under the tests (vitest sets VITEST), the server compiles WebAssembly with V8's baseline compiler
 * only. A test server lives for seconds, and optimizing the embedded database's WebAssembly
 * (TurboFan, in background threads) cost more CPU than it saved: a start took 1.26 s of CPU against
 * 0.87 s, and 30 saves 0.44 s against 0.26 s (2026-11-28). The release and the benchmarks keep V8's default.
 */
const nodeArgs = process.env.VITEST ? ['--liftoff-only'] : [];

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(compiledServer)) throw new Error(`${compiledServer} is missing: run \`npx tsx scripts/ensure-build.ts\` (or npm run build) first`);
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await freshDataDir());
  let log = '';
  const child = spawn(process.execPath, [...nodeArgs, compiledServer], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  // A first start on an empty DATA_DIR runs initdb: 4–10 s on a quiet machine, a minute or more on
  // a busy one. TEST_SERVER_START_MS raises the bound (with vitest's --hookTimeout to match).
  const startWithin = Number(process.env.TEST_SERVER_START_MS ?? 110_000);
  const deadline = Date.now() + startWithin;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL'); // a server left running would hold DATA_DIR's lock for the next test
      throw new Error(`server did not answer /api/health within ${startWithin / 1000} s:\n${log}`);
    }
    // Often: a refused connection costs next to nothing, and each start waited 50 ms on average at 100 ms.
    await new Promise((r) => setTimeout(r, 25));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
