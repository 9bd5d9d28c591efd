import { ensureBuild } from '../../scripts/ensure-build';

/** Browser tests run against the built site: build it once if it is missing or stale. */
export default async function setup(): Promise<void> {
  await ensureBuild();
}
