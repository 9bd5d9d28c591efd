import { describe, expect, it } from 'vitest';
import { createLeadMemory, leadKeyEntry, leadMemoryDays, leadMemoryKey } from '../../src/services/leadMemory';

describe('lead memory (localStorage, one entry per form)', () => {
  it('makes a key once and keeps it for every tab of the form', () => {
    let made = 0;
    const memory = createLeadMemory(undefined, () => `key-${++made}`);
    memory.clear('affiliates');
    const key = memory.keyFor('affiliates');
    expect(memory.keyFor('affiliates')).toBe(key);
    expect(createLeadMemory().keyFor('affiliates')).toBe(key);
    expect(made).toBe(1);
  });

  it('keeps the draft with the key, then the record and its version, then only what was sent', () => {
    const memory = createLeadMemory();
    memory.clear('waitlist-records');
    const key = memory.keyFor('waitlist-records');
    memory.write('waitlist-records', { draft: { name: 'Ana' } });
    expect(JSON.parse(localStorage.getItem(leadMemoryKey('waitlist-records'))!)).toEqual({ draft: { name: 'Ana' }, keptAt: expect.any(String) });
    expect(localStorage.getItem(leadKeyEntry('waitlist-records'))).toBe(key);
    memory.write('waitlist-records', { recordId: 'r1', version: 'v1' });
    expect(memory.read('waitlist-records')).toEqual({ key, draft: { name: 'Ana' }, recordId: 'r1', version: 'v1' });
    memory.write('waitlist-records', { draft: undefined, key: undefined, sent: { recordId: 'r1', at: '2026-11-23T22:00:00.000Z' } });
    expect(memory.read('waitlist-records')).toEqual({ recordId: 'r1', version: 'v1', sent: { recordId: 'r1', at: '2026-11-23T22:00:00.000Z' } });
  });

  it("keeps the key when another tab writes the form's entry without having seen the key yet", () => {
    const memory = createLeadMemory();
    memory.clear('waitlist-records');
    const key = memory.keyFor('waitlist-records');
    // The other tab read the entry before this one made the key, and writes back its draft.
    localStorage.setItem(leadMemoryKey('waitlist-records'), JSON.stringify({ draft: { email: 'ana@example.org' } }));
    expect(memory.keyFor('waitlist-records')).toBe(key);
    expect(createLeadMemory().read('waitlist-records')).toEqual({ key, draft: { email: 'ana@example.org' } });
  });

  it('keeps the key of an entry written before the key had its own', () => {
    localStorage.removeItem(leadKeyEntry('affiliates'));
    localStorage.setItem(leadMemoryKey('affiliates'), JSON.stringify({ key: 'old-key', draft: { name: 'Ana' } }));
    const memory = createLeadMemory();
    memory.write('affiliates', { draft: { name: 'Ana Maria' } });
    expect(createLeadMemory().keyFor('affiliates')).toBe('old-key');
    memory.clear('affiliates');
    expect(createLeadMemory().read('affiliates')).toEqual({});
  });

  it(`forgets what it kept ${leadMemoryDays} days (the privacy page's draft period) after its last write, key included`, () => {
    let clock = Date.parse('2026-01-10T12:00:00.000Z');
    const memory = createLeadMemory(undefined, undefined, () => clock);
    memory.clear('affiliates');
    memory.keyFor('affiliates');
    memory.write('affiliates', { sent: { recordId: 'r1', at: '2026-01-10T12:00:00.000Z', unsent: { otherInfo: 'typed after' } } });
    clock += (leadMemoryDays * 24 - 1) * 3_600_000;
    expect(memory.read('affiliates').sent?.unsent).toEqual({ otherInfo: 'typed after' });
    clock += 2 * 3_600_000;
    expect(memory.read('affiliates')).toEqual({});
    expect(localStorage.getItem(leadMemoryKey('affiliates'))).toBeNull();
    expect(localStorage.getItem(leadKeyEntry('affiliates'))).toBeNull();
  });

  it('reads garbage as nothing remembered', () => {
    localStorage.setItem(leadMemoryKey('affiliates'), '{not json');
    expect(createLeadMemory().read('affiliates')).toEqual({});
    localStorage.setItem(leadMemoryKey('affiliates'), '[1]');
    expect(createLeadMemory().read('affiliates')).toEqual({});
  });

  it.each([
    [
      'blocked (site data switched off)',
      () => {
        throw new Error('SecurityError');
      },
    ],
    ['full (setItem over the quota)', (key: string) => localStorage.getItem(key)],
  ])('remembers for the page’s life when storage is %s: one key for every retry of the create, until cleared', (_, getItem) => {
    const refusing = {
      getItem,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    let made = 0;
    const memory = createLeadMemory(
      () => refusing,
      () => `key-${++made}`,
    );
    expect(memory.read('affiliates')).toEqual({});
    const key = memory.keyFor('affiliates');
    expect(memory.keyFor('affiliates')).toBe(key);
    memory.write('affiliates', { recordId: 'r1', version: 'v1' });
    expect(memory.read('affiliates')).toEqual({ key, recordId: 'r1', version: 'v1' });
    expect(() => memory.clear('affiliates')).not.toThrow();
    expect(memory.keyFor('affiliates')).not.toBe(key); // 'send another request': a new record, a new key
    expect(made).toBe(2);
  });

  it('finds after a reload what the tab kept once the storage filled up, not the older entry the storage still holds', () => {
    let full = false;
    const filling = {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: (key: string, value: string) => {
        if (full) throw new Error('QuotaExceededError');
        localStorage.setItem(key, value);
      },
      removeItem: (key: string) => localStorage.removeItem(key),
    } as unknown as Storage;
    const page = () =>
      createLeadMemory(
        () => filling,
        undefined,
        undefined,
        () => sessionStorage,
      );
    // The untouched form's entry is written, then another page of the site fills the quota.
    page().write('waitlist-records', { draft: undefined });
    full = true;
    const typed = { status: 'draft', name: 'Full Storage' };
    page().write('waitlist-records', { draft: typed, recordId: 'r1' });
    expect(page().read('waitlist-records')).toMatchObject({ draft: typed, recordId: 'r1' });
    // Once the storage takes a write again, the tab's copy goes and the storage is read.
    full = false;
    page().write('waitlist-records', { version: 'v2' });
    expect(sessionStorage.length).toBe(0);
    expect(page().read('waitlist-records')).toMatchObject({ draft: typed, recordId: 'r1', version: 'v2' });
  });
});
