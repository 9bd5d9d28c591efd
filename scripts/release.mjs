#!/usr/bin/env node
/**
 * `npm run release -- OUT [--no-install | --link-packages]` (issue 37): makes the release of what `npm run build`
 * left: the built site (dist/), the compiled server (dist-server/), package.json with the
 * release's own scripts, and package-lock.json; then `npm ci --omit=dev` in OUT, so OUT runs with
 * plain `node` and holds no development package. The Dockerfile runs this same script; the tests
 * run it too (tests/server/release.test.ts). Plain JavaScript: it needs nothing installed.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What `npm run …` does in a release: every command runs compiled code, none needs tsx. */
export const releaseScripts = {
  start: 'node dist-server/main.mjs',
  serve: 'node dist-server/main.mjs',
  leads: 'node dist-server/leads.mjs',
  admin: 'node dist-server/admin.mjs',
  backup: 'node dist-server/backup.mjs',
  restore: 'node dist-server/restore.mjs',
};

/**
 * The production packages as the lock lists them (`dev: true` marks the others), hard-linked from
 * this checkout's node_modules: what `npm ci --omit=dev` installs, for a machine without the
 * registry (the tests here). Links, not symlinks: Node resolves a symlink to its real path, from
 * where the checkout's development packages would be found too.
 */
function linkProductionPackages(out) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  for (const [path, entry] of Object.entries(lock.packages)) {
    // Top-level packages only: a nested one is linked with the package that holds it.
    if (!path || entry.dev || path.lastIndexOf('node_modules/') !== 0) continue;
    const from = join(root, path);
    if (!existsSync(from)) continue; // an optional package of another platform
    mkdirSync(join(out, path, '..'), { recursive: true });
    execFileSync('cp', ['-al', from, join(out, path)]);
  }
}

export function makeRelease(out, { install = 'npm' } = {}) {
  for (const built of ['dist/.build-complete', 'dist-server/main.mjs']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const dir of ['dist', 'dist-server']) cpSync(join(root, dir), join(out, dir), { recursive: true });
  cpSync(join(root, 'package-lock.json'), join(out, 'package-lock.json'));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  // devDependencies stay listed: npm ci checks package.json against the lock, and --omit=dev skips them.
  writeFileSync(join(out, 'package.json'), `${JSON.stringify({ ...pkg, scripts: releaseScripts }, null, 2)}\n`);
  if (install === 'link') linkProductionPackages(out);
  if (install === 'npm') {
    // --ignore-scripts: no production package needs an install script, and none may fetch anything.
    execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: out, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const out = args.find((a) => !a.startsWith('--'));
  if (!out) {
    process.stderr.write('Usage: npm run release -- OUT_DIR [--no-install | --link-packages]   (after npm run build)\n');
    process.exit(2);
  }
  try {
    const install = args.includes('--no-install') ? 'none' : args.includes('--link-packages') ? 'link' : 'npm';
    makeRelease(resolve(out), { install });
    process.stdout.write(`Release in ${resolve(out)}: start it there with \`npm run serve\` (or node dist-server/main.mjs).\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  }
}
