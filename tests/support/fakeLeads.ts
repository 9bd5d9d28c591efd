import { validate, type Struct } from 'superstruct';
import { resources, type ResourceDef, type ResourceName } from '../../src/domain/resources';
import { ApiError, type ResourceClient, type SavedRecord } from '../../src/services/api';

type Draft = Record<string, unknown>;

export interface LeadCall {
  kind: 'get' | 'add' | 'update' | 'remove';
  id?: string;
  body?: Draft;
  keepalive?: boolean;
}

export interface PendingCall {
  call: LeadCall;
  /** Answers the call: success (the record changes now), or the given failure. */
  settle: (failure?: ApiError) => void;
}

export const networkDown = () => new ApiError(0, '', 'Failed to fetch');
export const refusedMessage = 'Refused by the server.';
/** A 429 as the API gives it: too many writes, wait `Retry-After` seconds. */
export const slowedDown = (retryAfterSeconds: number) =>
  new ApiError(429, 'Too Many Requests', 'Too many writes from this address; try again shortly.', { error: 'Too many writes from this address; try again shortly.' }, retryAfterSeconds);
/** A 400 as the API gives it: the field at fault and the form's message for it. */
export const refused = (field: string) =>
  new ApiError(400, 'Bad Request', `Invalid field "${field}".`, { error: `Invalid field "${field}".`, field, errors: { [field]: refusedMessage } });

/**
 * An in-memory leads API with the contract of DESIGN.md: POST creates (an unguessable-looking
 * id), GET 404s on unknown ids, PUT replaces the whole record and answers 409 once submitted,
 * bodies are checked with the shared structs. A record changes only when its call is answered.
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

  constructor(private readonly resource: ResourceName = 'waitlist-records') {}

  get creates(): number {
    return this.calls.filter((c) => c.kind === 'add').length;
  }

  /** The one stored record (fails the test when there is not exactly one). */
  only(): SavedRecord<Draft> {
    if (this.records.size !== 1) throw new Error(`expected exactly one record, found ${this.records.size}`);
    return [...this.records.values()][0];
  }

  /** Takes the oldest waiting call. */
  next(kind?: LeadCall['kind']): PendingCall {
    const index = this.pending.findIndex((p) => !kind || p.call.kind === kind);
    if (index < 0) throw new Error(`no pending ${kind ?? ''} call; calls so far: ${JSON.stringify(this.calls.map((c) => c.kind))}`);
    return this.pending.splice(index, 1)[0];
  }

  get(id: string) {
    return this.handle({ kind: 'get', id }, () => ({ ...this.existing(id) }));
  }

  add(record: Draft, options: { keepalive?: boolean } = {}) {
    return this.handle({ kind: 'add', body: record, keepalive: options.keepalive }, () => {
      this.check(record);
      const _id = `rec-${++this.created}-${Math.random().toString(36).slice(2)}`;
      const saved = { ...record, _id, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() };
      this.records.set(_id, saved);
      return { ...saved };
    });
  }

  update(id: string, record: Draft, options: { keepalive?: boolean } = {}) {
    return this.handle({ kind: 'update', id, body: record, keepalive: options.keepalive }, () => {
      const current = this.existing(id);
      if (resources[this.resource].isSubmitted(current)) throw new ApiError(409, 'Conflict', 'Already submitted');
      this.check(record);
      const saved = { ...record, _id: id, createdAt: current.createdAt, updatedAt: new Date().toISOString() };
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

  private existing(id: string) {
    const record = this.records.get(id);
    if (!record) throw new ApiError(404, 'Not Found', 'Not found');
    return record;
  }

  private check(body: Draft) {
    const def: ResourceDef = resources[this.resource];
    const [error] = validate(body, (def.isSubmitted(body) ? def.submission : def.draft) as Struct<unknown>);
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
