import { define, refine, size, string } from 'superstruct';

/** Length limits shared by the forms and the server (issue 3: email 254/64, free text 5,000). */
export const limits = {
  email: 254,
  emailLocalPart: 64,
  shortText: 200,
  url: 2000,
  freeText: 5000,
} as const;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address per the spec's form library: at most 254 characters, local part at most 64. */
export const Email = define<string>('Email', (value) => {
  if (typeof value !== 'string') return false;
  const at = value.lastIndexOf('@');
  return (
    value.length <= limits.email && at > 0 && at <= limits.emailLocalPart && emailShape.test(value)
  );
});

export const ShortText = size(string(), 0, limits.shortText);
export const FreeText = size(string(), 0, limits.freeText);
export const Url = size(string(), 0, limits.url);

/** A string with something other than spaces in it. */
export const Filled = <T extends string>(struct: ReturnType<typeof size<T, null>>) =>
  refine(struct, 'Required', (value) => value.trim().length > 0);
