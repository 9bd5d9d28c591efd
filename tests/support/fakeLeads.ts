import { validate, type Struct } from 'superstruct';
import type { FieldError } from '../../src/domain/fieldError';
import { messages } from '../../src/domain/messages';
import { awaitsCompletion, publicRecord, resources, type LeadRecord, type ResourceDef, type ResourceName } from '../../src/domain/resources';
import { splitSpamSignals } from '../../src/domain/spam';
import { ApiError, type ResourceClient, type SavedRecord, type WriteOptions } from '../../src/services/api';

type Draft = Record<string, unknown>;

export interface LeadCall {
  kind: 'get' | 'add' | 'update' | 'remove';
  id?: string;
  body?: Draft;
  keepalive?: boolean;
  idempotencyKey?: string;
  ifVersion?: string;
}

export interface PendingCall {
  call: LeadCall;
  /** Answers the call: success (the record changes now), or the given failure. */
  settle: (failure?: ApiError) => void;
}

export const networkDown = () => new ApiError(0, '', 'Failed to fetch');
/** The anti-forgery check failed: the browser keeps no cookie of the site (it will fail every time). */
export const antiForgeryRefused = () => new ApiError(403, 'Forbidden', 'Missing or wrong anti-forgery token');
/** The server's English text for a refusal: an API client's, never what a form shows. */
export const serverRefusalText = 'Refused by the server.';
/** Why the server refuses (a key the forms say in their own language), and what the form then shows. */
export const refusedReason: FieldError = { key: 'tooLong', max: 40 };
export const refusedMessage = messages.tooLong(40);
/** A 429 as the API gives it: too many writes, wait `Retry-After` seconds. */
export const slowedDown = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'Too Many Requests',
    'Too many writes from this address; try again shortly.',
    { error: 'Too many writes from this address; try again shortly.' },
    retryAfterSeconds,
  );
/** A 400 as the API gives it: the field at fault, its English text and why (none: a reason this client cannot name). */
export const refused = (field: string, reason: FieldError | null = refusedReason) =>
  new ApiError(400, 'Bad Request', `Invalid field "${field}".`, {
    error: `Invalid field "${field}".`,
    field,
    errors: { [field]: serverRefusalText },
    ...(reason ? { reasons: { [field]: reason } } : {}),
  });

/**
 * An in-memory leads API with the contract of server/README.md: POST creates (an
 * unguessable-looking id) or, with an idempotency key already used, answers the record that key
 * made; GET 404s on unknown ids; a sent record is read back (GET, a repeated POST, 409) as its
 * receipt only; PUT replaces the whole record, answers 412 with the current
 * record when the version it names is not the record's (`updatedAt`, moved on by every write),
 * and 409 with the record once submitted (but for the short form's one upgrade, by the same
 * e-mail); bodies are
 * checked with the shared structs. A record changes only when its call is answered.
 * In `manual` mode every call waits in `pending` until the test answers it; otherwise calls are
 * answered at once, failing with the errors queued in `failures` first.
 */
export class FakeLeads implements ResourceClient<Draft> {
  readonly records = new Map<string, SavedRecord<Draft>>();
  readonly calls: LeadCall[] = [];
  readonly pending: PendingCall[] = [];
  readonly failures: ApiError[] = [];
  manual = false;
  inFlight = 0;
  maxInFlight = 0;
  private created = 0;
  private readonly keys = new Map<string, string>();
  private clock = Date.parse('2026-11-23T12:00:00.000Z');
  /** Versions of saves told before they are made (`onTopOf`): far later than the store's own. */
  private reserved = Date.parse('2099-01-01T00:00:00.000Z');

  /** Every write's `updatedAt`: later than the one before, as the real store's. */
  private nextVersion(): string {
    this.clock = Math.max(this.clock + 1, Date.now());
    return new Date(this.clock).toISOString();
  }

  constructor(private readonly resource: ResourceName = 'waitlist-records') {}

  get creates(): number {
    return this.calls.filter((c) => c.kind === 'add').length;
  }

  /** The one stored record (fails the test when there is not exactly one). */
  only(): SavedRecord<Draft> {
    if (this.records.size !== 1) throw new Error(`expected exactly one record, found ${this.records.size}`);
    return [...this.records.values()][0];
  }

  /** A record an earlier page made with `key` (its answer never reached the form). */
  seed(key: string, record: Draft): SavedRecord<Draft> {
    const _id = `rec-${++this.created}-seeded`;
    const now = this.nextVersion();
    const saved = { ...record, _id, createdAt: now, updatedAt: now };
    this.records.set(_id, saved);
    this.keys.set(key, _id);
    return saved;
  }

  /** Another tab's save (or send) of a record: the fields change and the version moves on. */
  touch(id: string, patch: Draft): SavedRecord<Draft> {
    const saved = { ...this.existing(id), ...patch, updatedAt: this.nextVersion() };
    this.records.set(id, saved);
    return { ...saved };
  }

  /**
   * Another tab's save (or send) that the server takes right after the waiting update `pending`,
   * once that is answered with success: the record then holds the update's fields with `patch`
   * on top. Returns what the other tab tells now: that draft, and a version later than anything
   * the store gives meanwhile (the update's own answer included).
   */
  onTopOf(pending: PendingCall, id: string, patch: Draft): { draft: Draft; version: string } {
    this.reserved += 60_000;
    const version = new Date(this.reserved).toISOString();
    const draft = { ...splitSpamSignals(pending.call.body!).fields, ...patch };
    const settle = pending.settle;
    pending.settle = (failure) => {
      settle(failure);
      if (failure) return;
      this.clock = Math.max(this.clock, Date.parse(version));
      this.records.set(id, { ...this.existing(id), ...draft, updatedAt: version });
    };
    return { draft, version };
  }

  /** Takes the oldest waiting call. */
  next(kind?: LeadCall['kind']): PendingCall {
    const index = this.pending.findIndex((p) => !kind || p.call.kind === kind);
    if (index < 0) throw new Error(`no pending ${kind ?? ''} call; calls so far: ${JSON.stringify(this.calls.map((c) => c.kind))}`);
    return this.pending.splice(index, 1)[0];
  }

  get(id: string) {
    return this.handle({ kind: 'get', id }, () => this.readBack(this.existing(id)));
  }

  add(body: Draft, options: WriteOptions = {}) {
    const { keepalive, idempotencyKey } = options;
    // Like the server, the spam signals are read off the body and never stored (calls keep them).
    const record = splitSpamSignals(body).fields;
    return this.handle({ kind: 'add', body, keepalive, idempotencyKey }, () => {
      this.check(record);
      const earlier = idempotencyKey ? this.records.get(this.keys.get(idempotencyKey) ?? '') : undefined;
      if (earlier) return this.readBack(earlier);
      const _id = `rec-${++this.created}-${Math.random().toString(36).slice(2)}`;
      const now = this.nextVersion();
      const saved = { ...record, _id, createdAt: now, updatedAt: now };
      this.records.set(_id, saved);
      if (idempotencyKey) this.keys.set(idempotencyKey, _id);
      return { ...saved };
    });
  }

  update(id: string, body: Draft, options: WriteOptions = {}) {
    const { keepalive, ifVersion } = options;
    const record = splitSpamSignals(body).fields;
    return this.handle({ kind: 'update', id, body, keepalive, ifVersion }, () => {
      const current = this.existing(id);
      const def: ResourceDef = resources[this.resource];
      const stripped = Object.fromEntries(Object.entries(current).filter(([k]) => !['_id', 'createdAt', 'updatedAt'].includes(k)));
      const sameIn = (field: string) => String(current[field] ?? '').toLowerCase() === String(record[field] ?? '').toLowerCase();
      const upgrade = def.upgrade && awaitsCompletion(this.resource, current) && def.upgrade.accepts(record) && sameIn(def.upgrade.sameIn);
      if (def.isSubmitted(current) && JSON.stringify(stripped) === JSON.stringify(record)) return { ...current };
      if (def.isSubmitted(current) && !upgrade)
        throw new ApiError(409, 'Conflict', 'Already submitted', { error: 'Already submitted', record: this.readBack(current) });
      if (ifVersion !== undefined && ifVersion !== current.updatedAt) {
        throw new ApiError(412, 'Precondition Failed', 'Changed since', { error: 'Changed since', record: this.readBack(current) });
      }
      this.check(record);
      const saved = { ...record, _id: id, createdAt: current.createdAt, updatedAt: this.nextVersion() };
      this.records.set(id, saved);
      return { ...saved };
    });
  }

  remove(id: string) {
    return this.handle({ kind: 'remove', id }, () => {
      this.existing(id);
      this.records.delete(id);
    });
  }

  /** A record as anyone holding its id reads it back: a sent one as its receipt (publicRecord). */
  private readBack(record: SavedRecord<Draft>): SavedRecord<Draft> {
    return { ...(publicRecord(this.resource, record as LeadRecord) as SavedRecord<Draft>) };
  }

  private existing(id: string) {
    const record = this.records.get(id);
    if (!record) throw new ApiError(404, 'Not Found', 'Not found');
    return record;
  }

  private check(body: Draft) {
    const def: ResourceDef = resources[this.resource];
    // Like the server: a submission by the rules of its kind (the pricing short form has its own).
    const [error] = validate(body, (def.isSubmitted(body) ? def.submissionFor(body) : def.draft) as Struct<unknown>);
    if (error) throw refused(String(error.path[0] ?? error.key ?? 'body'));
  }

  private handle<T>(call: LeadCall, apply: () => T): Promise<T> {
    this.calls.push(call);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    const answer = (failure?: ApiError): T => {
      this.inFlight -= 1;
      if (failure) throw failure;
      return apply();
    };
    if (!this.manual) {
      const failure = this.failures.shift();
      return Promise.resolve().then(() => answer(failure));
    }
    return new Promise<T>((resolve, reject) => {
      this.pending.push({
        call,
        settle: (failure) => {
          try {
            resolve(answer(failure));
          } catch (error) {
            reject(error);
          }
        },
      });
    });
  }
}
