import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, documentCookie, type ApiClientOptions } from '../../src/services/api';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  keepalive?: boolean;
}

/** A fetch that records what is sent and answers from a list (JSON bodies), 200 `{}` by default. */
function fakeServer(answers: Array<Response | Error> = [], onSend: (sent: Sent) => void = () => {}) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      keepalive: init.keepalive,
    });
    onSend(sent.at(-1)!);
    const answer = answers.shift() ?? json(200, { _id: 'r1' });
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

function client(answers?: Array<Response | Error>, options: Partial<ApiClientOptions> = {}, onSend?: (sent: Sent) => void) {
  const server = fakeServer(answers, onSend);
  const api = createApiClient({ fetch: server.fetch, readCookie: () => 'xsrf-123', log: vi.fn(), ...options });
  return { api, ...server };
}

describe('URLs', () => {
  it.each([
    ['waitlist-records/abc', '/api/waitlist-records/abc'],
    ['/waitlist-records/', '/api/waitlist-records/'],
    ['/health', '/api/health'],
  ])('prefixes the relative URL %s with the API base', async (url, expected) => {
    const { api, sent } = client();
    await api.request(url);
    expect(sent[0].url).toBe(expected);
  });

  it.each(['/assets/brochure.pdf', 'http://example.org/x', 'https://example.org/x'])('sends %s as it is', async (url) => {
    const { api, sent } = client();
    await api.request(url);
    expect(sent[0].url).toBe(url);
  });
});

describe('bearer token', () => {
  it('adds the Authorization header only while a token is held', async () => {
    const { api, sent } = client();
    await api.request('/x');
    api.setToken('secret');
    await api.request('/x');
    api.setToken('');
    await api.request('/x');
    expect(sent.map((s) => s.headers.get('Authorization'))).toEqual([null, 'Bearer secret', null]);
  });
});

describe('anti-forgery header', () => {
  it.each([
    ['POST', '/waitlist-records/', 'xsrf-123'],
    ['PUT', '/waitlist-records/a', 'xsrf-123'],
    ['DELETE', '/waitlist-records/a', 'xsrf-123'],
    ['GET', '/waitlist-records/a', null],
    ['HEAD', '/waitlist-records/a', null],
    ['POST', 'https://example.org/hook', null],
  ] as const)('%s %s carries X-XSRF-TOKEN %s', async (method, url, expected) => {
    const { api, sent } = client();
    await api.request(url, { method });
    expect(sent.at(-1)!.headers.get('X-XSRF-TOKEN')).toBe(expected);
  });

  it('asks the API for the cookie first when the page has none', async () => {
    let cookie: string | undefined;
    // The server sets the cookie on any GET (issue 3).
    const { api, sent } = client([], { readCookie: () => cookie }, (s) => {
      if (s.method === 'GET') cookie = 'fresh';
    });
    await api.request('/waitlist-records/', { method: 'POST', body: {} });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/health', 'POST /api/waitlist-records/']);
    expect(sent[1].headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('reads the token from the XSRF-TOKEN cookie of the page', () => {
    document.cookie = 'other=1';
    document.cookie = 'XSRF-TOKEN=a%2Fb%3D';
    expect(documentCookie('XSRF-TOKEN')).toBe('a/b=');
  });
});

describe('errors', () => {
  it('rethrows an error answer with status, statusText and the server message', async () => {
    const { api } = client([json(400, { error: 'email is too long', field: 'email' }, 'Bad Request')]);
    const error = await api.request('/waitlist-records/', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', message: 'email is too long', data: { field: 'email' } });
  });

  it('uses the status text as message when the body says nothing', async () => {
    const { api } = client([new Response('oops', { status: 503, statusText: 'Service Unavailable' })]);
    await expect(api.request('/x')).rejects.toMatchObject({ status: 503, statusText: 'Service Unavailable', message: 'Service Unavailable' });
  });

  it('turns a network failure into status 0', async () => {
    const { api } = client([new TypeError('Failed to fetch')]);
    await expect(api.request('/x')).rejects.toMatchObject({ status: 0, message: expect.stringContaining('Failed to fetch') });
  });

  it('does not retry by itself', async () => {
    const { api, sent } = client([json(500, {}), json(200, {})]);
    await expect(api.request('/x')).rejects.toMatchObject({ status: 500 });
    expect(sent).toHaveLength(1);
  });

  it('logs a 401 and still rethrows it', async () => {
    const log = vi.fn();
    const { api } = client([json(401, { error: 'Unauthorized' }, 'Unauthorized')], { log });
    await expect(api.request('/waitlist-records')).rejects.toMatchObject({ status: 401 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('401'));
  });

  it('does not log other errors', async () => {
    const log = vi.fn();
    const { api } = client([json(404, {})], { log });
    await expect(api.request('/x')).rejects.toMatchObject({ status: 404 });
    expect(log).not.toHaveBeenCalled();
  });
});

describe('resource client', () => {
  it('uses the spec paths: POST {endpoint}/, GET/PUT/DELETE {endpoint}/{id}', async () => {
    const { api, sent } = client();
    const records = api.resource<{ name?: string }>('waitlist-records');
    await records.add({ name: 'Ada' });
    await records.get('r 1');
    await records.update('r1', { name: 'Ada L.' });
    await records.remove('r1');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/waitlist-records/',
      'GET /api/waitlist-records/r%201',
      'PUT /api/waitlist-records/r1',
      'DELETE /api/waitlist-records/r1',
    ]);
  });

  it('never sends the fields the server owns', async () => {
    const { api, sent } = client();
    const records = api.resource<Record<string, unknown>>('waitlist-records');
    await records.update('r1', { _id: 'r1', createdAt: 'x', updatedAt: 'y', name: 'Ada' });
    expect(sent[0].body).toEqual({ name: 'Ada' });
  });

  it('notifies after add, update and remove, not after a suppressed update or a read', async () => {
    const { api } = client();
    const changes: string[] = [];
    api.onDataChanged((c) => changes.push(`${c.action} ${c.resource} ${c.id}`));
    const records = api.resource<{ name?: string }>('affiliates');
    await records.add({ name: 'A' });
    await records.get('r1');
    await records.update('r1', { name: 'B' });
    await records.update('r1', { name: 'C' }, { suppressNotification: true });
    await records.remove('r1');
    expect(changes).toEqual(['add affiliates r1', 'update affiliates r1', 'remove affiliates r1']);
  });

  it('does not notify when the write fails', async () => {
    const { api } = client([json(500, {})]);
    const listener = vi.fn();
    api.onDataChanged(listener);
    await expect(api.resource('affiliates').add({})).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
  });

  it('passes keepalive on so a save outlives the page', async () => {
    const { api, sent } = client();
    await api.resource('waitlist-records').update('r1', {}, { keepalive: true });
    expect(sent[0].keepalive).toBe(true);
  });

  it('sends the idempotency key of a create and the version of an update, beside the anti-forgery header', async () => {
    const { api, sent } = client();
    await api.resource('affiliates').add({}, { idempotencyKey: 'k-1' });
    await api.resource('affiliates').update('r1', {}, { ifVersion: '2026-11-23T22:00:00.000Z' });
    await api.resource('affiliates').update('r1', {});
    expect(sent[0].headers.get('Idempotency-Key')).toBe('k-1');
    expect(sent[1].headers.get('If-Match')).toBe('"2026-11-23T22:00:00.000Z"');
    expect(sent[1].headers.get('X-XSRF-TOKEN')).toBe('xsrf-123');
    expect(sent[2].headers.has('If-Match')).toBe(false);
  });

  it('hands a 412 on with the current record from its body', async () => {
    const current = { _id: 'r1', name: 'other tab', updatedAt: '2026-11-23T22:00:01.000Z' };
    const { api } = client([json(412, { error: 'changed', record: current }, 'Precondition Failed')]);
    const error = await api
      .resource('affiliates')
      .update('r1', {}, { ifVersion: '2026-11-23T22:00:00.000Z' })
      .catch((e) => e);
    expect(error).toMatchObject({ status: 412, data: { record: current } });
  });
});
