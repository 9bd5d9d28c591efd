import { describe, expect, it } from 'vitest';
import { autosaveTiming } from '../../machines/saveRules';
import { saveFailureOf } from '../../src/actors/saveFailure';
import { ApiError } from '../../src/services/api';
import { refused, slowedDown } from '../support/fakeLeads';

const answer = (status: number, data?: unknown, retryAfterSeconds?: number, siteUnreachable?: boolean) =>
  new ApiError(status, '', 'failed', data, retryAfterSeconds, siteUnreachable);
const record = { _id: 'r1', createdAt: '2026-11-28T09:00:00.000Z', updatedAt: '2026-11-28T09:05:00.000Z', locale: 'ro', status: 'submitted', name: 'Ana' };

describe('what a failed lead request means for the form', () => {
  it('names the refused field and why, in a key the page can say in its language', () => {
    expect(saveFailureOf(refused('name'))).toMatchObject({ outcome: 'refused', field: 'name', reason: { key: 'tooLong', max: 40 } });
    // A reason this client cannot name is said as 'invalid' by the form; one with no field, next to Send.
    expect(saveFailureOf(refused('name', null))).toMatchObject({ outcome: 'refused', field: 'name', reason: null });
    expect(saveFailureOf(answer(413, { error: 'Too large' }))).toMatchObject({ outcome: 'refused', field: null });
    expect(saveFailureOf(answer(422))).toMatchObject({ outcome: 'refused', field: null });
  });

  it('takes a 409 that names a field and carries no record (a time taken meanwhile) as a refusal of that field', () => {
    expect(saveFailureOf(answer(409, { error: 'Taken', field: 'meetingStart' }))).toMatchObject({ outcome: 'refused', field: 'meetingStart' });
  });

  it('reads a 409 with the record as the record sent, and a 412 as the record moved on, both as the visitor’s fields', () => {
    expect(saveFailureOf(answer(409, { error: 'Sent', record }))).toMatchObject({
      outcome: 'sent',
      record: { recordId: 'r1', at: record.updatedAt, draft: { status: 'submitted', name: 'Ana' } },
    });
    const changed = saveFailureOf(answer(412, { error: 'Changed', record }));
    expect(changed).toMatchObject({ outcome: 'changed', record: { recordId: 'r1', version: record.updatedAt, draft: { status: 'submitted', name: 'Ana' } } });
    // No server field, nor the page's language, becomes part of what the visitor typed.
    expect(changed.outcome === 'changed' && Object.keys(changed.record.draft)).toEqual(['status', 'name']);
  });

  it('waits as long as a 429 asks, or the default wait when it names none', () => {
    expect(saveFailureOf(slowedDown(3))).toMatchObject({ outcome: 'slowedDown', retryAfterMs: 3000 });
    expect(saveFailureOf(answer(429))).toMatchObject({ outcome: 'slowedDown', retryAfterMs: autosaveTiming.rateLimitedMs });
  });

  it('blocks saving on the anti-forgery refusal, and makes a new record when the old one is gone', () => {
    expect(saveFailureOf(answer(403))).toMatchObject({ outcome: 'blocked', status: 403 });
    expect(saveFailureOf(answer(404))).toMatchObject({ outcome: 'gone', status: 404 });
  });

  it('tells the site not answering (a 5xx, or no answer while online) from the visitor being offline', () => {
    expect(saveFailureOf(answer(503))).toMatchObject({ outcome: 'unsaved', serverTrouble: true, status: 503 });
    expect(saveFailureOf(answer(0, undefined, undefined, true))).toMatchObject({ outcome: 'unsaved', serverTrouble: true, status: 0 });
    expect(saveFailureOf(answer(0))).toMatchObject({ outcome: 'unsaved', serverTrouble: false, status: 0 });
  });

  it('keeps the error as it came for the console, and retries what is not an HTTP answer', () => {
    const defect = new TypeError('x is undefined');
    expect(saveFailureOf(defect)).toEqual({ outcome: 'unsaved', status: null, serverTrouble: false, cause: defect });
    const offline = answer(0);
    expect(saveFailureOf(offline).cause).toBe(offline);
  });
});
