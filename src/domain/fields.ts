import { define, refine, string, Struct, type Failure } from 'superstruct';

import { isPlainText, lineBreaks, notPlain } from './characters';
import { limits, type Range } from './limits';

export { isPlainText, lineBreaks };

export { limits };

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A string a person could have typed. */
const PlainText = refine(string(), 'PlainText', isPlainText);

/**
 * Invisible format characters (zero-width space, soft hyphen, byte-order mark, the bidirectional
 * overrides): pasted into an address they make it one no mail server delivers to, that a privacy
 * search for the visible address misses, and (U+202E) that the inbox shows reversed.
 */
const invisible = /\p{Cf}/u;

/** The part before the last '@' (the whole string while no '@' has been typed yet). */
const localPart = (value: string) => {
  const at = value.lastIndexOf('@');
  return at < 0 ? value : value.slice(0, at);
};

/**
 * An e-mail address of at most `max` characters (the spec's form library: 254, `limits.email`),
 * its local part at most 64.
 */
export const EmailUpTo = (max: number) =>
  define<string>('Email', (value) => {
    if (typeof value !== 'string' || notPlain.test(value) || invisible.test(value)) return false;
    const at = value.lastIndexOf('@');
    return value.length <= max && at > 0 && at <= limits.emailLocalPart && emailShape.test(value);
  });

/** An e-mail address as the spec's form library takes it (at most 254 characters). */
export const Email = EmailUpTo(limits.email);

/** A failed `MaxLength`: the limit travels with the failure, so its message never parses one. */
export type MaxLengthFailure = Failure & { refinement: 'MaxLength'; max: number };

/** Text of at most `max` characters. */
export const Text = (max: number): Struct<string, null> =>
  refine(
    PlainText,
    'MaxLength',
    (value) =>
      value.length <= max ||
      ({
        message: `Expected a string with a length between \`0\` and \`${max}\` but received one with a length of \`${value.length}\``,
        max,
      } as Partial<Failure>),
  );

/** A failed `WholeNumber`: the range travels with the failure, so its message never parses one. */
export type WholeNumberFailure = Failure & { refinement: 'WholeNumber'; min: number; max: number };

/**
 * A whole number from `min` to `max` (limits.ts `ranges`). One check, so that every refusal of
 * it (a fraction, a number out of range, text) carries the range its message names. Typed
 * 'number', as the number fields of a form post are read by their type (server/forms/formRecord.ts).
 */
export const WholeNumber = ({ min, max }: Range): Struct<number, null> =>
  new Struct<number, null>({
    type: 'number',
    schema: null,
    validator: (value) =>
      (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) ||
      ({
        refinement: 'WholeNumber',
        message: `Expected a whole number from ${min} to ${max}, but received: ${JSON.stringify(value)}`,
        min,
        max,
      } as Partial<Failure>),
  });

/** An e-mail address while it is being typed, of at most `max` characters: may be partial, but its local part is never over 64. */
export const DraftEmail = (max: number) => refine(Text(max), 'EmailLocalPartLength', (value) => localPart(value).length <= limits.emailLocalPart);

/**
 * One line of text of at most `max` characters: no line break (`lineBreaks`: a form's one-line
 * box cannot take one). `Text` is the many-line kind. Each form builds its fields with the limits
 * of its table (fieldLimits.ts).
 */
export const Line = (max: number) => refine(Text(max), 'OneLine', (value) => value.search(lineBreaks) < 0);

/** A string with something other than spaces in it. */
export const Filled = <T extends string>(struct: Struct<T, null>) => refine(struct, 'Required', (value) => value.trim().length > 0);
