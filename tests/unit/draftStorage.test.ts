import { describe, expect, it } from 'vitest';
import { createDraftStorage, draftStorageKey } from '../../src/services/draftStorage';

describe('draft storage', () => {
  it('keeps one draft id per resource in localStorage', () => {
    const storage = createDraftStorage();
    storage.set('waitlist-records', 'w1');
    storage.set('affiliates', 'a1');
    expect(localStorage.getItem(draftStorageKey('waitlist-records'))).toBe('w1');
    expect(storage.get('affiliates')).toBe('a1');
    storage.remove('waitlist-records');
    expect(storage.get('waitlist-records')).toBeNull();
  });

  it('keeps the form working when storage refuses', () => {
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
    const storage = createDraftStorage(() => refusing);
    expect(() => storage.set('waitlist-records', 'w1')).not.toThrow();
    expect(storage.get('waitlist-records')).toBeNull();
    expect(() => storage.remove('waitlist-records')).not.toThrow();
  });
});
