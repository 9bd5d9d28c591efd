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
