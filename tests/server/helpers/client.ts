/**
 * A visitor for the API tests: keeps the XSRF-TOKEN cookie like a browser and sends it back in
 * the X-XSRF-TOKEN header, over `app.request()` (no socket) or over HTTP to a spawned server.
 */
import type { Hono } from 'hono';

export const adminToken = 'test-admin-token-0123456789abcdef';

export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

export const viaApp =
  (app: Hono, address = '192.0.2.1'): Fetcher =>
  (path, init) => {
    const headers = new Headers(init.headers);
    headers.set('X-Test-Address', address);
    return Promise.resolve(app.request(path, { ...init, headers }));
  };

export const viaHttp =
  (baseUrl: string): Fetcher =>
  (path, init) =>
    fetch(baseUrl + path, init);

export function cookieFrom(response: Response, name = 'XSRF-TOKEN'): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) === name) return pair.slice(eq + 1);
  }
  return undefined;
}

export class Visitor {
  token?: string;

  constructor(readonly fetcher: Fetcher) {}

  /** Any /api GET hands out the anti-forgery cookie. */
  async start(): Promise<this> {
    const res = await this.fetcher('/api/health', { method: 'GET' });
    this.token = cookieFrom(res);
    if (!this.token) throw new Error('no XSRF-TOKEN cookie from GET /api/health');
    return this;
  }

  request(method: string, path: string, options: { json?: unknown; body?: BodyInit; headers?: Record<string, string>; admin?: boolean; xsrf?: boolean } = {}) {
    const headers = new Headers(options.headers);
    if (this.token) headers.set('Cookie', `XSRF-TOKEN=${this.token}`);
    if (this.token && options.xsrf !== false && method !== 'GET' && !headers.has('X-XSRF-TOKEN')) headers.set('X-XSRF-TOKEN', this.token);
    if (options.admin) headers.set('Authorization', `Bearer ${adminToken}`);
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    return this.fetcher(path, { method, headers, body });
  }

  get = (path: string, options: { admin?: boolean } = {}) => this.request('GET', path, options);
  post = (path: string, json: unknown) => this.request('POST', path, { json });
  put = (path: string, json: unknown) => this.request('PUT', path, { json });
  delete = (path: string, options: { admin?: boolean } = {}) => this.request('DELETE', path, options);

  /**
   * A record as stored ('resource/id'), as the owner's list gives it, or undefined: a visitor's
   * GET reads a sent record as its receipt only (publicRecord).
   */
  async stored(path: string): Promise<Record<string, unknown> | undefined> {
    const [resource, id] = path.split('/');
    const res = await this.get(`/api/${resource}`, { admin: true });
    if (res.status !== 200) throw new Error(`the owner's list of ${resource} answered ${res.status}`);
    const found = ((await res.json()) as Record<string, unknown>[]).find((r) => r._id === id);
    if (!found) return undefined;
    // The owner's list also says whether it is spam: not part of the record a visitor wrote.
    const { spam: _spam, spamReason: _spamReason, ...record } = found;
    return record;
  }
}

/** The owner's browser: keeps the anti-forgery cookie and the inbox's session cookie. */
export class Owner extends Visitor {
  session?: string;
  override request(method: string, path: string, options: Parameters<Visitor['request']>[2] = {}) {
    const headers = new Headers(options.headers);
    headers.set('Cookie', `XSRF-TOKEN=${this.token}` + (this.session ? `; heartwork_admin=${this.session}` : ''));
    if (options.xsrf !== false && method !== 'GET') headers.set('X-XSRF-TOKEN', this.token!);
    if (options.admin) headers.set('Authorization', `Bearer ${adminToken}`);
    if (options.json !== undefined) headers.set('Content-Type', 'application/json');
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
    return this.fetcher(path, { method, headers, body }).then((res) => {
      const set = res.headers.getSetCookie().find((c) => c.startsWith('heartwork_admin='));
      if (set) this.session = /^heartwork_admin=([^;]*)/.exec(set)![1] || undefined;
      return res;
    });
  }
  signIn(secret: string) {
    return this.post('/api/admin/session', { secret });
  }
}
