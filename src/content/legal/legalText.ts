/** The words of a legal page around its document (src/content/legal/terms.ts, privacy.ts). */
export const legalText = {
  /** Before the date: 'Last updated 26 Jul 2024'. */
  lastUpdated: 'Last updated',
  contents: 'Contents',
} as const;
