/**
 * Length limits shared by the forms and the server (issue 3: email 254/64, free text 5,000). Apart
 * from the structs (fields.ts) so code on every page's first load can read them without superstruct.
 */
export const limits = {
  email: 254,
  emailLocalPart: 64,
  shortText: 200,
  phone: 40,
  url: 2000,
  freeText: 5000,
} as const;

/**
 * The whole numbers a form asks for, from and to (inclusive): the structs (fields.ts `WholeNumber`),
 * the number boxes' min/max and the hints that say the range all read them here.
 */
export const ranges = {
  /** Scholarship: potential sponsors written to (step 1 suggests 10). */
  sponsorsContacted: { min: 0, max: 1000 },
  /** Wait-list: guests a center welcomes per month. */
  guestCountPerMonth: { min: 0, max: 1_000_000 },
} as const;

export interface Range {
  min: number;
  max: number;
}

/**
 * The length of a probe that is over every text limit: validated against a field's struct, its
 * MaxLength failure reports that field's limit (formRules.ts, bodyLimits.ts). Only just over:
 * every refinement of the struct runs over the whole probe, in the browser on every form's first
 * load (a 100,000-character probe cost /demo a 60-90 ms task on this machine, four times that on
 * the simulated phone) and on every server start.
 */
export const overEveryLimit = Math.max(...Object.values(limits)) + 1;
