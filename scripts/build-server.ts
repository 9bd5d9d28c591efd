/**
 * Compiles the server for the release (issue 37): plain JavaScript in dist-server/, started with
 * `node dist-server/main.mjs`, no tsx at run time. esbuild (the one Vite and tsx already bring)
 * bundles our TypeScript and leaves every npm package as an import, so `npm ci --omit=dev`
 * supplies them. The embedded database's thread and the migrations sit beside the entry, where
 * the compiled code looks for them (`new URL(..., import.meta.url)`).
 */
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { paths } from './paths';

export const serverOut = paths.serverOut;

/** Entry points of the release: the server, its database thread, the owner's command-line tools. */
const entries = {
  main: 'server/main.ts',
  // pglite-thread.ts starts `./pglite-worker.mjs`: here that is the host itself, compiled.
  'pglite-worker': 'server/db/pglite-host.ts',
  leads: 'scripts/leads.ts',
  admin: 'scripts/admin.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
};

export async function buildServer(extra: Record<string, string> = {}): Promise<void> {
  await rm(serverOut, { recursive: true, force: true });
  await build({
    absWorkingDir: paths.root,
    entryPoints: { ...entries, ...extra },
    outdir: serverOut,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  await cp(join(paths.root, 'server', 'db', 'migrations'), join(serverOut, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
