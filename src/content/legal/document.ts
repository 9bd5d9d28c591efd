/** The shape of a legal page: dated, in numbered sections of paragraphs and lists. */
export type LegalBlock = string | { list: readonly string[] } | { contact: true };

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** Spec section 9: both documents were last updated on 26 Jul 2024. */
export const legalLastUpdated = { text: '26 Jul 2024', iso: '2024-07-26' } as const;
