import { type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { affiliateRules } from '../../src/domain/affiliate';
import { fieldErrors } from '../../src/domain/fieldError';
import { fieldLimits, listLimits, numberRanges } from '../../src/domain/fieldLimits';
import { limits, ranges } from '../../src/domain/limits';
import { fieldNames, resourceNames, resources } from '../../src/domain/resources';
import { scholarshipRules } from '../../src/domain/scholarship';
import { waitlistRules } from '../../src/domain/waitlist';

/**
 * Issue 33, one home per rule: each form's limits are data (src/domain/fieldLimits.ts); its
 * structs are built from them, and its view (formRules), its body limits and its 'too long'
 * message read them. These prove the structs and the tables never disagree, field by field.
 */
const schemaOf = (struct: Struct<any, any>) => struct.schema as Record<string, Struct<any, any>>;
/** Why the struct refuses `field` holding `value`, as the form and the server say it (undefined: it takes it). */
const refusal = (struct: Struct<any, any>, field: string, value: unknown) => {
  const [error] = validate({ [field]: value }, struct);
  return error && fieldErrors(error.failures().filter((f) => f.path[0] === field))[field];
};
/**
 * A value of `length` characters for `field` that only its length may make wrong: an address for
 * an e-mail field (whose submission checks its shape), else letters. A check of a field's shape
 * (a meeting's time, a referring site) also refuses letters, but never as too long.
 */
const ofLength = (field: string, length: number) => (field.startsWith('email') ? `${'a'.repeat(64)}@${'b'.repeat(length - 69)}.com` : 'x'.repeat(length));
/** Whether the struct refuses `field` holding `value` for its length. */
const overLength = (struct: Struct<any, any>, field: string, value: string) => {
  const [error] = validate({ [field]: value }, struct);
  const failures = error?.failures().filter((f) => f.path[0] === field) ?? [];
  // An address's one check (`Email`) refuses a long one as it refuses a malformed one.
  return failures.some((f) => f.refinement === 'MaxLength' || (f.type === 'Email' && f.value === value));
};

describe.each(resourceNames)('%s: the limits table and the structs built from it agree', (resource) => {
  const { draft, submission } = resources[resource];
  const table = fieldLimits[resource] as Record<string, number>;

  it.each(Object.entries(table))('%s: takes %i characters, refuses one more and says the same limit', (field, max) => {
    for (const struct of [draft, submission] as Struct<any, any>[]) {
      expect(overLength(struct, field, ofLength(field, max)), 'at the limit').toBe(false);
      expect(overLength(struct, field, ofLength(field, max + 1)), 'one over').toBe(true);
    }
    // The message the form and the server give (src/domain/fieldError.ts) names the table's number.
    expect(refusal(draft, field, ofLength(field, max + 1))).toEqual({ key: 'tooLong', max });
  });

  it('has a limit for every text field of the record, and for nothing else', () => {
    const textFields = fieldNames(resource).filter((field) => schemaOf(draft)[field]!.type === 'string');
    expect(Object.keys(table).sort()).toEqual(textFields.sort());
  });

  it('takes as many items of a list as its table says, and refuses one more', () => {
    const lists = listLimits[resource] as Record<string, number>;
    expect(Object.keys(lists).sort()).toEqual(fieldNames(resource).filter((field) => schemaOf(draft)[field]!.type === 'array'));
    for (const [field, most] of Object.entries(lists)) {
      const options = Object.values((schemaOf(draft)[field]!.schema as Struct<any, any>).schema as Record<string, string>);
      expect(most).toBe(options.length);
      expect(refusal(draft, field, options)).toBeUndefined();
      expect(refusal(draft, field, [...options, options[0]])).toBeDefined();
    }
  });

  it('takes the whole numbers of its ranges, and refuses one past either end', () => {
    for (const [field, { min, max }] of Object.entries(numberRanges[resource] as Record<string, { min: number; max: number }>)) {
      for (const n of [min, max]) expect(refusal(draft, field, n)).toBeUndefined();
      for (const n of [min - 1, max + 1]) expect(refusal(draft, field, n)).toEqual({ key: 'wholeNumber', min, max });
    }
  });
});

describe('the limits a form shows (maxlength), read from its table', () => {
  it('gives every text field the limit the server checks, the longest ones included', () => {
    expect(waitlistRules.maxLength).toMatchObject({
      name: limits.shortText,
      email: limits.email,
      website: limits.url,
      center: limits.shortText,
      country: limits.shortText,
      notes: limits.freeText,
      refferalContact: limits.freeText,
      otherFeatures: limits.freeText,
      scheduleMeetingNotes: limits.freeText,
    });
    expect(affiliateRules.maxLength).toMatchObject({
      centerName: limits.shortText,
      website: limits.url,
      contactPersonName: limits.shortText,
      email: limits.email,
      phone: limits.phone,
      otherInfo: limits.freeText,
      nameA: limits.shortText,
      emailA: limits.email,
    });
    expect(scholarshipRules.maxLength).toMatchObject({
      centerName: limits.shortText,
      contactPersonName: limits.shortText,
      position: limits.shortText,
      email: limits.email,
      phone: limits.phone,
      country: limits.shortText,
      message: limits.freeText,
    });
  });

  it('gives no limit to a field that is not text', () => {
    for (const field of ['guestCountPerMonth', 'hasCenter', 'interestedFeatures', 'status', 'shortForm'])
      expect(waitlistRules.maxLength).not.toHaveProperty(field);
    expect(scholarshipRules.maxLength).not.toHaveProperty('sponsorsContacted');
  });

  it('gives a number field the range the server checks, and no other field one', () => {
    expect(scholarshipRules.range).toEqual({ sponsorsContacted: ranges.sponsorsContacted });
    expect(waitlistRules.range).toEqual({ guestCountPerMonth: ranges.guestCountPerMonth });
    expect(affiliateRules.range).toEqual({});
  });

  it('marks the fields a submission needs', () => {
    expect([...waitlistRules.required].sort()).toEqual(['email', 'name']);
    expect([...affiliateRules.required].sort()).toEqual([
      'centerName',
      'centerStage',
      'contactPersonName',
      'email',
      'emailA',
      'nameA',
      'relationship',
      'website',
    ]);
    expect([...scholarshipRules.required].sort()).toEqual(['centerName', 'contactPersonName', 'country', 'email', 'message', 'situation']);
  });
});
