import { type messages, type PGlite, parse, protocol } from '@electric-sql/pglite';

/**
 * Statements of concurrent requests run by PGlite in one call. `PGlite.query()` enters the
 * WebAssembly PostgreSQL six times per statement (Parse, Describe, Bind, Describe, Execute, Sync,
 * each parsed on its own), and each entry costs about as much as the statement itself: measured
 * here, an autosave UPDATE costs 1.3 ms through `query()` and 0.6 ms when ten travel in one call
 * (docs/benchmarks.md). So the statements that arrive while PGlite is busy wait for the next turn
 * and go together, as one extended-protocol message with a Sync after each statement.
 *
 * Each Sync ends the statement's own implicit transaction, exactly as when it runs alone: each
 * commits or fails by itself (after an error PostgreSQL skips to that statement's Sync, and the
 * next one runs as usual), in the order they arrived. Nothing waits on purpose: a statement that
 * finds PGlite idle runs at the next turn of the event loop, alone.
 */

/**
 * Parameters that text format carries exactly as PGlite's own serializers would: strings as they
 * are, booleans as 'true'/'false' (PostgreSQL's boolean input reads them as PGlite's 't'/'f'; a
 * text column gets PGlite's `toString()`), null. A number may be meant as a date, an object as
 * JSON: statements with those keep going through `query()`.
 */
export const batchable = (params: readonly unknown[] = []) =>
  params.every((p) => p === null || p === undefined || typeof p === 'string' || typeof p === 'boolean');

interface Pending {
  text: string;
  params: readonly unknown[];
  resolve: (rows: any[]) => void;
  reject: (error: Error) => void;
}

/** At most this many statements in one call, so that one call stays short. */
const maxBatch = 64;

function encode(batch: readonly Pending[]): Uint8Array {
  const { serialize } = protocol;
  const parts: Uint8Array[] = [];
  for (const { text, params } of batch) {
    const values = params.map((p) => (p === null || p === undefined ? null : String(p)));
    parts.push(serialize.parse({ text }), serialize.bind({ values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
  }
  const message = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** Hands each statement its rows or its error: PostgreSQL answers each Sync with ReadyForQuery. */
function settle(pg: PGlite, batch: readonly Pending[], answer: Uint8Array): void {
  let next = 0;
  let messages: messages.BackendMessage[] = [];
  let error: Error | null = null;
  new protocol.Parser().parse(answer, (message) => {
    if (message.name === 'error') error ??= message as messages.DatabaseError;
    else if (message.name !== 'readyForQuery') messages.push(message);
    else {
      const pending = batch[next++];
      if (pending) {
        if (error) pending.reject(error);
        else pending.resolve(parse.parseResults(messages, pg.parsers)[0].rows);
      }
      messages = [];
      error = null;
    }
  });
  for (const pending of batch.slice(next)) pending.reject(new Error('The embedded database did not answer this statement.'));
}

export interface StatementBatcher {
  /** One statement outside a transaction, run with the others queued at this turn. */
  query(text: string, params?: readonly unknown[]): Promise<any[]>;
  /** Calls made into PGlite, and the statements they carried (tests check that batches form). */
  stats: { calls: number; statements: number };
}

export function statementBatcher(pg: PGlite): StatementBatcher {
  const queue: Pending[] = [];
  const stats = { calls: 0, statements: 0 };
  let scheduled = false;

  async function runQueued(): Promise<void> {
    scheduled = false;
    const batch = queue.splice(0, maxBatch);
    if (queue.length) schedule();
    stats.calls++;
    stats.statements += batch.length;
    try {
      // The same two locks as `query()`: never inside another caller's open transaction.
      const answer = await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => pg.execProtocolRaw(encode(batch))));
      settle(pg, batch, answer);
    } catch (error) {
      for (const pending of batch) pending.reject(error as Error);
    }
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    // After the messages already delivered this turn have queued their statements.
    setImmediate(() => void runQueued());
  }

  return {
    query: (text, params = []) =>
      new Promise((resolve, reject) => {
        queue.push({ text, params, resolve, reject });
        schedule();
      }),
    stats,
  };
}
