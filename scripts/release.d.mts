/** Types of scripts/release.mjs (plain JavaScript, so that the release needs nothing installed). */
export declare const releaseScripts: Record<string, string>;
export declare function makeRelease(out: string, options?: { install?: 'npm' | 'link' | 'none' }): void;
