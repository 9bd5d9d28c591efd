import { FetchError, ofetch, type FetchContext } from 'ofetch';
import { serverFields, xsrfCookie, xsrfHeader } from '../domain/serverOwned';

/**
 * The one HTTP client (DESIGN.md, 'HTTP client'; spec section 7). Every rule lives here:
 * - a relative URL, except `/assets…`, is prefixed with the API base; `http://` and `https://`
 *   URLs go out as they are;
 * - a held bearer token (empty at start) adds `Authorization: Bearer …`;
 * - a non-GET/HEAD request to a relative URL carries `X-XSRF-TOKEN` copied from the
 *   `XSRF-TOKEN` cookie;
 * - every error response is rethrown as an `ApiError` with `status`, `statusText` and
 *   `message`; a 401 is also logged;
 * - the resource client notifies data-changed listeners after add, update (unless suppressed)
 *   and remove.
 */
export const apiBase = '/api';
export { xsrfCookie, xsrfHeader };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The HTTP status; 0 when no answer came (offline, DNS, aborted). */
    readonly status: number,
    readonly statusText: string,
    message: string,
    /** The parsed error body, e.g. `{ error, field }` for a 400. */
    readonly data?: unknown,
    /** A 429's `Retry-After` in seconds (a number of seconds or an HTTP date). */
    readonly retryAfterSeconds?: number,
    /**
     * No answer came while the browser says it is online: the site itself is not answering (its
     * process down or restarting), not the visitor's connection.
     */
    readonly siteUnreachable?: boolean,
  ) {
    super(message);
  }
}

export interface DataChange {
  resource: string;
  action: 'add' | 'update' | 'remove';
  id: string;
}

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string>;
  /** Lets the request outlive the page (a save sent while the visitor leaves). */
  keepalive?: boolean;
  /** Extra request headers (`Idempotency-Key`, `If-Match`). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  base?: string;
  fetch?: typeof globalThis.fetch;
  /** Reads a cookie by name; the browser's `document.cookie` by default. */
  readCookie?: (name: string) => string | undefined;
  log?: (...args: unknown[]) => void;
}

export type SavedRecord<T> = T & { _id: string; createdAt?: string; updatedAt?: string };

/** Write options of the resource client (issue 13: one lead per visitor, server/README.md). */
export interface WriteOptions {
  keepalive?: boolean;
  /** `Idempotency-Key` of a create: a repeated add with one key answers the record it made. */
  idempotencyKey?: string;
  /** `If-Match` of an update: the record's `updatedAt` it was based on; the server answers 412 if it moved on. */
  ifVersion?: string;
}

export interface ResourceClient<T extends object> {
  get(id: string): Promise<SavedRecord<T>>;
  add(record: T, options?: WriteOptions): Promise<SavedRecord<T>>;
  update(id: string, record: T, options?: WriteOptions & { suppressNotification?: boolean }): Promise<SavedRecord<T>>;
  remove(id: string): Promise<void>;
}

const absoluteUrl = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

/** Not absolute (no scheme, not protocol-relative): the site's own origin. */
export const isRelativeUrl = (url: string): boolean => !absoluteUrl.test(url);

/** The URL a request really goes to: relative URLs other than `/assets…` get the API base. */
export function resolveUrl(url: string, base = apiBase): string {
  if (!isRelativeUrl(url) || url.startsWith('/assets')) return url;
  return `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

export function documentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const isUnsafe = (method: string) => method !== 'GET' && method !== 'HEAD';

export function withoutServerFields<T extends object>(record: T): Omit<T, (typeof serverFields)[number]> {
  const body = { ...record } as Record<string, unknown>;
  for (const key of serverFields) delete body[key];
  return body as Omit<T, (typeof serverFields)[number]>;
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) {
    const data = error.data as { error?: unknown } | undefined;
    const message = typeof data?.error === 'string' ? data.error : error.statusText || error.message;
    const retryAfter = retryAfterSeconds(error.response.headers.get('Retry-After'));
    return new ApiError(error.status ?? error.response.status, error.statusText ?? error.response.statusText, message, error.data, retryAfter);
  }
  const cause = error as { message?: string } | undefined;
  const online = typeof navigator !== 'undefined' && navigator.onLine === true;
  return new ApiError(0, '', cause?.message || 'Network error', undefined, undefined, online);
}

export function createApiClient(options: ApiClientOptions = {}) {
  const base = options.base ?? apiBase;
  const readCookie = options.readCookie ?? documentCookie;
  const log = options.log ?? ((...args: unknown[]) => console.error(...args));
  const listeners = new Set<(change: DataChange) => void>();
  let token = '';

  const onRequest = ({ request, options: o }: FetchContext) => {
    const url = typeof request === 'string' ? request : request.url;
    if (token) o.headers.set('Authorization', `Bearer ${token}`);
    const xsrf = readCookie(xsrfCookie);
    if (xsrf && isRelativeUrl(url) && isUnsafe((o.method ?? 'GET').toUpperCase())) o.headers.set(xsrfHeader, xsrf);
  };
  const onResponseError = ({ request, response }: FetchContext & { response: Response }) => {
    if (response.status === 401) log(`[api] 401 Unauthorized: ${typeof request === 'string' ? request : request.url}`);
  };

  const $fetch = ofetch.create(
    // Retrying is the caller's decision (the autosave backs off); ofetch would retry GETs and 409s.
    { retry: false, onRequest, onResponseError },
    options.fetch ? { fetch: options.fetch } : {},
  );

  /** The server sets the anti-forgery cookie on GETs; a page served from a cache may lack it. */
  async function ensureXsrfCookie(url: string, method: string) {
    if (!isRelativeUrl(url) || !isUnsafe(method) || readCookie(xsrfCookie)) return;
    await $fetch(resolveUrl('/health', base), { method: 'GET' }).catch(() => undefined);
  }

  async function request<T>(url: string, init: RequestOptions = {}): Promise<T> {
    const method = init.method ?? 'GET';
    const target = resolveUrl(url, base);
    try {
      await ensureXsrfCookie(target, method);
      return await $fetch<T>(target, {
        method,
        body: init.body as Record<string, unknown> | undefined,
        query: init.query,
        keepalive: init.keepalive,
        headers: init.headers,
        credentials: 'same-origin',
      });
    } catch (error) {
      throw toApiError(error);
    }
  }

  const notify = (change: DataChange) => listeners.forEach((listener) => listener(change));

  /** The generic access pattern of spec section 7, bound to one resource (e.g. 'waitlist-records'). */
  function resource<T extends object>(name: string): ResourceClient<T> {
    type Saved = SavedRecord<T>;
    const one = (id: string) => `/${name}/${encodeURIComponent(id)}`;
    return {
      get: (id: string) => request<Saved>(one(id)),
      async add(record: T, { idempotencyKey, ...opts }: WriteOptions = {}): Promise<Saved> {
        const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
        const saved = await request<Saved>(`/${name}/`, { method: 'POST', body: withoutServerFields(record), headers, ...opts });
        notify({ resource: name, action: 'add', id: saved._id });
        return saved;
      },
      async update(id: string, record: T, opts: WriteOptions & { suppressNotification?: boolean } = {}): Promise<Saved> {
        const { suppressNotification, ifVersion, ...rest } = opts;
        const headers = ifVersion ? { 'If-Match': `"${ifVersion}"` } : undefined;
        const saved = await request<Saved>(one(id), { method: 'PUT', body: withoutServerFields(record), headers, ...rest });
        if (!suppressNotification) notify({ resource: name, action: 'update', id });
        return saved;
      },
      async remove(id: string): Promise<void> {
        await request<void>(one(id), { method: 'DELETE' });
        notify({ resource: name, action: 'remove', id });
      },
    };
  }

  return {
    request,
    resource,
    setToken: (value: string) => {
      token = value;
    },
    onDataChanged(listener: (change: DataChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client (browser: same origin, the page's cookies). */
export const api = createApiClient();
