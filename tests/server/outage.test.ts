/**
 * Issue 38: which database errors are an outage (503, counted, one pair of log lines) and which are
 * a statement the database refused (the caller's to handle), and errors said in words.
 */
import { describe, expect, it } from 'vitest';
import { createOutage, describe as said, isUnavailable } from '../../server/db/outage';
import { StorageUnavailable } from '../../server/db/unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('an unavailable database', () => {
  it.each([
    ['PostgreSQL shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command'), true],
    ['PostgreSQL starting (57P03)', pgError('57P03', 'the database system is starting up'), true],
    ['a full disk (53100)', pgError('53100', 'could not extend file'), true],
    ['an I/O error (58030)', pgError('58030'), true],
    ['a connection refused', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), true],
    ["the pool's lost connection", new Error('Connection terminated unexpectedly'), true],
    ['a PANIC of the embedded database', Object.assign(new Error('could not write'), { severity: 'PANIC' }), true],
    ['a dual-stack connect that failed on both', new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]), true],
    ['the thread being reopened', new StorageUnavailable('reopening'), true],
    ['a unique violation (23505)', pgError('23505', 'duplicate key'), false],
    ['a bad value (22P02)', pgError('22P02', 'invalid input syntax'), false],
    ['a bug', new TypeError('x is undefined'), false],
  ])('%s: %s', (_, error, unavailable) => {
    expect(isUnavailable(error)).toBe(unavailable);
  });

  it('says a plain-object error in words, never [object Object]', () => {
    expect(said({ errno: 28, code: 'ENOSPC', message: 'no space left' })).toBe('no space left (ENOSPC)');
    expect(said({ errno: 28 })).toBe('{"errno":28}');
    expect(said(new Error('words'))).toBe('words');
  });

  it('logs one line when an outage starts and one with the count when a call started after its last failure succeeds', () => {
    const lines: string[] = [];
    const outage = createOutage((m) => lines.push(m));
    const before = performance.now();
    const first = new StorageUnavailable('down');
    outage.failed(first);
    outage.failed(first); // reported again by the layer around it: one call
    outage.failed(new StorageUnavailable('down', { cause: first }));
    outage.failed(new StorageUnavailable('still down'));
    outage.answered(before); // a straggler that started before the failures
    expect(outage.active).toBe(true);
    outage.answered(performance.now());
    expect(outage.active).toBe(false);
    expect(lines).toEqual([
      expect.stringMatching(/^The database is unavailable; calls answer 503 until it recovers\. First error: down$/),
      'The database answers again (after 2 refused calls).',
    ]);
  });
});
