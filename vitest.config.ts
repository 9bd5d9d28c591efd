import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The jsdom projects run in `vmThreads`, each file in a VM context of its own in a worker thread
 * that keeps jsdom loaded. A process per file loaded jsdom afresh (about 2 s of environment per
 * file on the 2-core machine, 110 s for the 54 unit files); sharing a process between files
 * (isolate: false) spared that but needed the files that replace a module (vi.mock) in a project
 * of their own. Measured back to back (2026-11-25): the unit files 45-82 s against 70-118 s, the
 * path tests 72 s against 80 s.
 */
const jsdomPool = 'vmThreads' as const;

/**
 * Three kinds of test: `unit` (machines, services, components in jsdom), `server` (the real
 * server and database in Node) and `browser` (the built site in Debian's Chromium).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          pool: jsdomPool,
          include: ['tests/{unit,components,machines}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Model-based path tests, one file per machine (tests/paths/<machine>.paths.test.tsx);
          // each records its coverage for `npm run test:paths`.
          name: 'paths',
          environment: 'jsdom',
          pool: jsdomPool,
          include: ['tests/paths/**/*.paths.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          globalSetup: ['tests/paths/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // One process per worker for all its server files, as the browser project: each file
          // spent its first second or so importing the server's modules again in a fresh process
          // (import time 27.6 s -> 5.4 s, CPU 279 s -> 216 s, 2026-11-28). No server module keeps
          // state a file could leave to the next (meetings/api.ts's outage flag is per app).
          isolate: false,
          // The embedded database in these processes too compiles its WebAssembly with V8's
          // baseline compiler only, as the servers they start (tools/loopback/server.ts).
          execArgv: ['--liftoff-only'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          // One process per worker for all its browser files, not one per file: each file spent
          // 1-2 s importing playwright-core and the kit again: the project's import time was 51 s,
          // 8 s without (2026-11-28). A file keeps nothing in shared module state: its server,
          // browser connection and contexts live in useSite's beforeAll and afterAll.
          isolate: false,
          globalSetup: ['tests/browser/global-setup.ts', 'tests/browser/shared-setup.ts'],
          testTimeout: 60_000,
          // Waits on conditions that cross the real server and database (a restore after a reload,
          // a chunk arriving): bound them generously, the shared 2-core machine is often busy.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
