/**
 * `npm run check:launch`: lists every sample value still in src/content/launch.ts (contact details,
 * social profiles, the demo video, the brochure, invented testimonials, team and partners) and
 * exits 1 while any remains. The production build prints the same list without failing.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { launchContent as launch, launchReport, samplesInPlace, type SampleInPlace } from '../src/content/launchCheck';
import { paths } from './paths';

export async function findSamples(): Promise<SampleInPlace[]> {
  const brochure = await readFile(path.join(paths.root, launch.brochure.file));
  return samplesInPlace(launch, createHash('sha256').update(brochure).digest('hex'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = await findSamples();
  console.log(launchReport(found));
  process.exitCode = found.length === 0 ? 0 : 1;
}
