import { describe, expect, it } from 'vitest';
import { createDraftStorage, draftStorageKey } from '../../src/services/draftStorage';
import { createLeadMemory } from '../../src/services/leadMemory';

describe('draft storage (the record id in the form lead memory)', () => {
  it('keeps one record id per resource in localStorage', () => {
    localStorage.clear();
    const storage = createDraftStorage();
    storage.set('waitlist-records', 'w1');
    storage.set('affiliates', 'a1');
    expect(JSON.parse(localStorage.getItem(draftStorageKey('waitlist-records'))!)).toEqual({ recordId: 'w1', keptAt: expect.any(String) });
    expect(storage.get('affiliates')).toBe('a1');
    storage.remove('waitlist-records');
    expect(storage.get('waitlist-records')).toBeNull();
  });

  it('forgets the record and what was typed for it, but not that a record was sent', () => {
    localStorage.clear();
    const memory = createLeadMemory();
    memory.write('affiliates', { key: 'k', recordId: 'a2', draft: { centerName: 'x' }, sent: { recordId: 'a1', at: '2026-11-23T22:00:00.000Z' } });
    createDraftStorage(memory).remove('affiliates');
    expect(memory.read('affiliates')).toEqual({ sent: { recordId: 'a1', at: '2026-11-23T22:00:00.000Z' } });
  });

  it('keeps the form working when storage refuses, remembering the record for the page’s life', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const storage = createDraftStorage(createLeadMemory(() => refusing));
    expect(() => storage.set('waitlist-records', 'w1')).not.toThrow();
    expect(storage.get('waitlist-records')).toBe('w1');
    expect(() => storage.remove('waitlist-records')).not.toThrow();
    expect(storage.get('waitlist-records')).toBeNull();
  });
});
