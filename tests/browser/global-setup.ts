import { setFlagsFromString } from 'node:v8';
import { ensureBuild } from '../../scripts/ensure-build';
import { prepareTemplateDataDir } from '../../tools/loopback/templateData';

/**
 * Browser tests run against the built site: build it once if it is missing or stale. Each test
 * server starts from a copy of one migrated embedded database (initdb takes 5-10 s here).
 */
export default async function setup(): Promise<void> {
  // The template's database compiles its WebAssembly with V8's baseline compiler only, as the test
  // servers do (tools/loopback/server.ts): 4.6 s of CPU against 7.0 s to create it (2026-11-28).
  setFlagsFromString('--liftoff-only');
  // Side by side: no test starts before both are done, and each keeps one core busy.
  await Promise.all([ensureBuild(), prepareTemplateDataDir()]);
}
