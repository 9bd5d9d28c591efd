import { describe, expect, it } from 'vitest';
import { changedFields, mergeDraft, sameDraft } from '../../src/domain/draftMerge';

describe('mergeDraft: the server copy plus what this tab changed since its last save', () => {
  it.each([
    [
      'keeps both tabs fields when each typed a different one',
      { name: 'A' },
      { name: 'A', email: 'b@x.org' },
      { name: 'A', phone: '1' },
      { name: 'A', email: 'b@x.org', phone: '1' },
    ],
    ['takes the other tab change of a field this tab left alone', { name: 'A' }, { name: 'A2' }, { name: 'A' }, { name: 'A2' }],
    ['lets this tab change win a field both changed (its typing is the newer)', { name: 'A' }, { name: 'other' }, { name: 'mine' }, { name: 'mine' }],
    ['keeps a field this tab emptied removed', { name: 'A', notes: 'n' }, { name: 'A', notes: 'n', email: 'e' }, { name: 'A' }, { name: 'A', email: 'e' }],
    ['keeps a field the other tab removed removed', { name: 'A', notes: 'n' }, { name: 'A' }, { name: 'A', notes: 'n', email: 'e' }, { name: 'A', email: 'e' }],
    ['compares lists by their items', { f: ['a'] }, { f: ['a', 'b'] }, { f: ['a'], name: 'x' }, { f: ['a', 'b'], name: 'x' }],
    ['is the server copy when this tab changed nothing', { name: 'A' }, { name: 'B', email: 'e' }, { name: 'A' }, { name: 'B', email: 'e' }],
  ])('%s', (_, base, theirs, mine, merged) => {
    expect(mergeDraft(theirs, mine, base)).toEqual(merged);
  });

  it('names the changed fields, a missing one included', () => {
    expect(changedFields({ a: 1, b: [1], c: 3 }, { a: 1, b: [1, 2], d: 4 }).sort()).toEqual(['b', 'c', 'd']);
    expect(sameDraft({ a: ['x'] }, { a: ['x'] })).toBe(true);
  });
});
