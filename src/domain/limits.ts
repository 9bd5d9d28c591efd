/**
 * Length limits shared by the forms and the server (issue 3: email 254/64, free text 5,000), by
 * kind of field; each form's table of its fields' limits is fieldLimits.ts. Apart from the structs
 * (fields.ts) so code on every page's first load can read them without superstruct.
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
