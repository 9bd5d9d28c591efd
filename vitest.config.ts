import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.{ts,tsx}'],
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
