import { describe, expect, it } from 'vitest';
import { spamSignals } from '../../src/domain/spam';
import { createFormSignals } from '../../src/services/formSignals';

describe('the forms’ spam signals', () => {
  it('counts from the first render of a form rendered in the browser', () => {
    let now = 1000;
    const signals = createFormSignals(() => now);
    expect(signals.read('affiliates')).toEqual({});
    signals.rendered('affiliates');
    now = 1400;
    signals.rendered('affiliates'); // a later render (or remount) does not restart the clock
    now = 4200;
    expect(signals.read('affiliates')).toEqual({ [spamSignals.elapsed]: 3200, [spamSignals.honeypot]: '', [spamSignals.touched]: false });
  });

  it('counts from the page’s start for a form adopted from HTML already on the page', () => {
    const signals = createFormSignals(() => 2500);
    signals.rendered('waitlist-records', true);
    expect(signals.read('waitlist-records')[spamSignals.elapsed]).toBe(2500);
  });

  it('reads the honeypot at submit time, and forgets a form that is gone', () => {
    const signals = createFormSignals(() => 0);
    let value = '';
    const unregister = signals.honeypot('scholarship-applications', () => value);
    value = 'http://spam.example';
    expect(signals.read('scholarship-applications')[spamSignals.honeypot]).toBe('http://spam.example');
    unregister();
    expect(signals.read('scholarship-applications')[spamSignals.honeypot]).toBe('');
  });

  it('takes no script’s events on the form for a person’s hand (a browser’s own are tested in tests/browser/spam.test.ts)', () => {
    document.body.innerHTML = '<form><input name="name"><input name="companyFax"></form><input name="elsewhere">';
    const form = document.querySelector('form')!;
    const signals = createFormSignals(() => 0, document);
    signals.honeypot(
      'waitlist-records',
      () => '',
      () => form,
    );
    const name = form.querySelector('input')!;
    for (const type of ['keydown', 'pointerdown', 'input', 'change']) name.dispatchEvent(new Event(type, { bubbles: true }));
    expect(signals.read('waitlist-records')[spamSignals.touched]).toBe(false);
  });
});
