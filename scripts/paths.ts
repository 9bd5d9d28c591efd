import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  root,
  dist: join(root, 'dist'),
  distSsr: join(root, 'dist-ssr'),
  /** The compiled server (scripts/build-server.ts): what the release and the tests start. */
  serverOut: join(root, 'dist-server'),
  /** Written last by a successful build; its mtime says when the build finished. */
  buildStamp: join(root, 'dist', '.build-complete'),
  /** What a build depends on: a newer file here makes the build stale. */
  sources: ['src', 'machines', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts'].map((p) => join(root, p)),
};
