import { isSample, launch, type Launch } from './launch';
import { launchAbout } from './launchAbout';

/** Every launch value, wherever the site keeps it (launch.ts, launchAbout.ts). */
export type LaunchContent = Launch & typeof launchAbout;
export const launchContent: LaunchContent = { ...launch, ...launchAbout };

/** One launch value still holding its invented stand-in. */
export interface SampleInPlace {
  /** Where it lives in `src/content/launch.ts` (or launchAbout.ts), e.g. `contact.email`. */
  path: string;
  /** What a visitor would see: the value itself, or a short description of a list. */
  shown: string;
}

const describe = (value: unknown): string =>
  Array.isArray(value) ? `${value.length} invented entries` : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Every sample value the site would still ship. Sections switched off (`show: false`) ship
 * nothing, so their samples do not count. `brochureSha256` is the digest of the brochure file the
 * build would serve (the caller reads the file: this module also runs in the browser bundle's tests).
 */
export function samplesInPlace(launch: LaunchContent, brochureSha256: string): SampleInPlace[] {
  const found: SampleInPlace[] = [];
  const visit = (path: string, value: unknown) => {
    if (isSample(value)) found.push({ path, shown: describe(value) });
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const section = value as { show?: boolean };
      if (section.show === false) return;
      for (const [key, child] of Object.entries(value)) visit(path ? `${path}.${key}` : key, child);
    }
  };
  visit('', launch);
  if (brochureSha256 === launch.brochure.sampleSha256) found.push({ path: 'brochure.file', shown: `${launch.brochure.file} (the sample brochure)` });
  return found;
}

/** The lines the check and the build print. */
export function launchReport(found: readonly SampleInPlace[]): string {
  if (found.length === 0) return 'Launch content: no sample values left.';
  return [
    `Launch content: ${found.length} sample value(s) still in place (fill them in src/content/launch.ts, see README 'Before launch'):`,
    ...found.map((s) => `  - ${s.path}: ${s.shown}`),
  ].join('\n');
}
