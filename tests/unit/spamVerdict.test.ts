import { describe, expect, it } from 'vitest';
import { takeSpamSignals } from '../../server/api/spam';
import { minFillMs, spamReasons, spamSignals, spamVerdict } from '../../src/domain/spam';

describe('what a robot does, not speed alone (issue 33: autofill is not a robot)', () => {
  it('flags a filled honeypot whatever else the submission shows', () => {
    expect(spamVerdict({ honeypot: 'http://spam.example', elapsed: 60_000, touched: true })).toBe(spamReasons.honeypot);
  });

  it('flags a submit within the minimum time that no person’s key, pointer or input touched', () => {
    expect(spamVerdict({ honeypot: '', elapsed: minFillMs - 1, touched: false })).toBe(spamReasons.tooFast);
  });

  it('keeps a fast submit a person’s hand was on: autofill and Enter 2 s after an in-app navigation', () => {
    expect(spamVerdict({ honeypot: '', elapsed: 2000, touched: true })).toBeNull();
  });

  it('keeps the form posted without script to its server clock: too fast is flagged, a missing time never', () => {
    // The no-JS post sends no `touched`; its clock is the server's (server/forms/formClock.ts).
    expect(spamVerdict({ honeypot: '', elapsed: 1200 })).toBe(spamReasons.tooFast);
    expect(spamVerdict({ honeypot: '', elapsed: minFillMs })).toBeNull();
    expect(spamVerdict({ honeypot: '' })).toBeNull();
  });

  it('takes the signal out of the body before the record’s struct sees it, and names it when malformed', () => {
    const { fields, reason } = takeSpamSignals({ name: 'Ada', [spamSignals.elapsed]: 2000, [spamSignals.honeypot]: '', [spamSignals.touched]: true });
    expect(fields).toEqual({ name: 'Ada' });
    expect(reason).toBeNull();
    expect(() => takeSpamSignals({ [spamSignals.touched]: 'yes' })).toThrow(spamSignals.touched);
  });
});
