import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The unit files, split by whether they replace a module (vi.mock and kin). A replacement applies
 * to a fresh module graph, so those files need a process each; the others share one per worker
 * (isolate: false), which spares each a process start and a fresh load of jsdom and the test
 * libraries (about a second of the 2-core machine).
 */
const replacesAModule = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
const unitFiles = ['tests/unit', 'tests/components', 'tests/machines']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name)))
  .filter((file) => /\.test\.tsx?$/.test(file));
const unitFilesReplacingAModule = unitFiles.filter((file) => replacesAModule.test(readFileSync(file, 'utf8')));

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
          include: unitFiles.filter((file) => !unitFilesReplacingAModule.includes(file)),
          // Each file still starts with empty storage and an empty document (tests/setup-dom.ts).
          isolate: false,
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-with-mocks',
          environment: 'jsdom',
          include: unitFilesReplacingAModule,
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
