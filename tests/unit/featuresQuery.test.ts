import { describe, expect, it } from 'vitest';
import { readFeatures, withFeatures } from '../../src/services/featuresQuery';

describe('features query parameter', () => {
  it.each([
    ['', []],
    ['?features=', []],
    ['?features=kitchen,guests', ['guests', 'kitchen']],
    ['features=guests,nonsense,guests', ['guests']],
    ['?mode=x&features=medical-letter%2Cblood-tests', ['medical-letter', 'blood-tests']],
  ])('reads %j as %j', (search, expected) => {
    expect(readFeatures(search)).toEqual(expected);
  });

  it.each([
    ['', ['guests', 'kitchen'], '?features=guests,kitchen'],
    ['?features=guests', [], ''],
    ['?mode=follow-up-email-opened&email=a%40b.org&features=guests', ['bookings'], '?mode=follow-up-email-opened&email=a%40b.org&features=bookings'],
    ['?mode=x&features=guests', [], '?mode=x'],
  ])('writes %j with %j as %j', (search, features, expected) => {
    expect(withFeatures(search, features)).toBe(expected);
  });
});
