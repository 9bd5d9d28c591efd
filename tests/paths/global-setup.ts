import { rm } from 'node:fs/promises';
import { resultsDir } from '../../tools/paths/coverage';

/** Each run starts without earlier coverage, so a removed path test cannot leave results behind. */
export default async function setup(): Promise<void> {
  await rm(resultsDir, { recursive: true, force: true });
}
