import { type messages, type PGlite, parse, protocol } from '@electric-sql/pglite';

/**
 * Statements of concurrent requests run by PGlite in one call. `PGlite.query()` enters the
 * WebAssembly PostgreSQL six times per statement (Parse, Describe, Bind, Describe, Execute, Sync,
 * each parsed on its own) and has PostgreSQL parse and plan the text every time. Measured here
 * (docs/benchmarks.md), an autosave UPDATE costs 0.7–1.3 ms through `query()`, 0.5 ms when ten
 * travel in one call, and 0.2 ms when they are also bound to a statement parsed once. So the
 * statements that arrive while PGlite is busy wait for the next turn and go together, as one
 * extended-protocol message with a Sync after each statement, bound to named statements.
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

/** How a statement travels in a batch: parsed anew, parsed once under a name, or bound to that name. */
type Plan = { kind: 'unnamed' } | { kind: 'preparing'; name: string } | { kind: 'prepared'; name: string };

/** At most this many statements in one call, so that one call stays short. */
const maxBatch = 64;
/**
 * Statements kept parsed, by text. The store's statements are a handful of fixed texts with
 * parameters; the bound only matters for a caller that writes values into the text.
 */
const maxPrepared = 200;

function encode(batch: readonly Pending[], plans: readonly Plan[]): Uint8Array {
  const { serialize } = protocol;
  const parts: Uint8Array[] = [];
  batch.forEach(({ text, params }, i) => {
    const plan = plans[i];
    const statement = plan.kind === 'unnamed' ? undefined : plan.name;
    const values = params.map((p) => (p === null || p === undefined ? null : String(p)));
    if (plan.kind !== 'prepared') parts.push(serialize.parse({ text, name: statement }));
    parts.push(serialize.bind({ statement, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
  });
  const message = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** Each statement's answer: the messages up to its ReadyForQuery (PostgreSQL answers each Sync with one). */
type Answer = { messages: messages.BackendMessage[]; error: messages.DatabaseError | null };

function answers(answer: Uint8Array): Answer[] {
  const all: Answer[] = [];
  let current: Answer = { messages: [], error: null };
  new protocol.Parser().parse(answer, (message) => {
    if (message.name === 'error') current.error ??= message as messages.DatabaseError;
    else if (message.name !== 'readyForQuery') current.messages.push(message);
    else {
      all.push(current);
      current = { messages: [], error: null };
    }
  });
  return all;
}

/**
 * Runs one message and returns PostgreSQL's raw answer, parsed by nobody. `execProtocolRaw()`
 * also has PGlite parse every answer message into its current query result, which only
 * `query()` ever reads and resets: under a stream of batches with no `query()` between them,
 * those objects piled up (about 1.1 KB per statement, 23 MB over a 20,000-write burst, measured
 * in docs/benchmarks.md), every message was parsed twice, and the database thread's heap grew
 * into old-generation collections of 40–75 ms that stopped every statement. Given our own
 * consumer (`onRawData`), PGlite hands the bytes over as they come and keeps nothing.
 */
async function execute(pg: PGlite, message: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  await pg.execProtocolRawStream(message, {
    // A view of the WebAssembly memory, reused by PostgreSQL's next write: copied.
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      length += chunk.length;
    },
  });
  if (chunks.length === 1) return chunks[0];
  const answer = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    answer.set(chunk, offset);
    offset += chunk.length;
  }
  return answer;
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
  /**
   * Statement texts PostgreSQL holds parsed, under a name: a named statement skips the parse,
   * analysis and planning its text would cost again each time (after five runs PostgreSQL keeps
   * a generic plan when it is no worse). Measured here, an autosave UPDATE costs 0.5 ms parsed
   * anew in a batch and 0.2 ms bound to its name. A name is used once its Parse has succeeded;
   * a failed Parse leaves no name, and the text is parsed anew next time.
   */
  const prepared = new Map<string, string>();
  let names = 0;
  let scheduled = false;

  function planFor(batch: readonly Pending[]): Plan[] {
    const preparing = new Set<string>();
    return batch.map(({ text }): Plan => {
      const name = prepared.get(text);
      if (name) return { kind: 'prepared', name };
      // A second one of a text being prepared in this batch is parsed anew: if that Parse fails,
      // it fails with the same error, not with a missing name.
      if (preparing.has(text) || prepared.size + preparing.size >= maxPrepared) return { kind: 'unnamed' };
      preparing.add(text);
      return { kind: 'preparing', name: `heartwork_${++names}` };
    });
  }

  async function runQueued(): Promise<void> {
    scheduled = false;
    const batch = queue.splice(0, maxBatch);
    if (queue.length) schedule();
    stats.calls++;
    stats.statements += batch.length;
    const plans = planFor(batch);
    let replies: Answer[];
    try {
      // The same two locks as `query()`: never inside another caller's open transaction.
      replies = answers(await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => execute(pg, encode(batch, plans)))));
    } catch (error) {
      for (const pending of batch) pending.reject(error as Error);
      return;
    }
    batch.forEach((pending, i) => {
      const plan = plans[i];
      const reply = replies[i];
      if (!reply) return pending.reject(new Error('The embedded database did not answer this statement.'));
      if (plan.kind === 'preparing' && reply.messages[0]?.name === 'parseComplete') prepared.set(pending.text, plan.name);
      if (reply.error?.code === '26000' && plan.kind === 'prepared') {
        // The name is gone (nothing here drops one, but PostgreSQL would say so at Bind, before
        // anything ran): forget it and run the statement again, parsed anew.
        prepared.delete(pending.text);
        queue.unshift(pending);
        return schedule();
      }
      if (reply.error) pending.reject(reply.error);
      else pending.resolve(parse.parseResults(reply.messages, pg.parsers)[0].rows);
    });
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
