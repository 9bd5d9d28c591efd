/**
 * Issue 19: the trailing-slash redirect never sends a visitor off the site. Each spelling is sent
 * byte for byte over a real socket (fetch would normalise it first), and the answer's Location is
 * resolved the way a browser resolves it (WHATWG URL: tabs and newlines dropped, `\` read as `/`).
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { sameOriginPath } from '../../server/redirect';
import { paths } from '../../scripts/paths';

const site = 'http://site.example';
let server: ServerType;
let port: number;

beforeAll(async () => {
  // The browser project's global setup builds dist/ before these run.
  server = serve({ fetch: createApp({ distDir: paths.dist }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends one request line as given and returns the status and Location of the answer. */
function rawGet(target: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n`));
    let head = '';
    socket.on('data', (chunk) => (head += chunk.toString('latin1')));
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      resolve({ status, location: /\r\nlocation: ([^\r]*)/i.exec(head)?.[1] ?? null });
    });
    socket.on('error', reject);
  });
}

const offSite = [
  '//evil.example/',
  '///evil.example/',
  '////evil.example//',
  '/%5Cevil.example/',
  '/%5cevil.example/',
  '/%5C%5Cevil.example/',
  '/%09/evil.example/',
  '/%0A/evil.example/',
  '/%0D/evil.example/',
  '/%00/evil.example/',
  '/%2F/evil.example/',
  '/%2f%2fevil.example/',
  '/%252F%252Fevil.example/',
  '/%20/evil.example/',
  '/./evil.example/',
  '/.//evil.example/',
  '/%2e//evil.example/',
  '/%2E%2E//evil.example/',
  '/%EF%BC%8F%EF%BC%8Fevil.example/',
  '/%E3%80%80/evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '//evil.example/?next=//evil.example/',
  '/demo//evil.example/',
];

describe('the trailing-slash redirect', () => {
  it.each(offSite)('never leaves the site for %s', async (target) => {
    const { status, location } = await rawGet(target);
    expect([301, 400, 404]).toContain(status);
    if (status === 301) {
      expect(location).toBeTruthy();
      expect(new URL(location!, site).origin).toBe(site);
      expect(location!.startsWith('/')).toBe(true);
    }
  });

  it('still sends a page with a trailing slash to its one URL, query kept', async () => {
    expect(await rawGet('/demo/?email=a%40b.co')).toEqual({ status: 301, location: '/demo?email=a%40b.co' });
    expect(await rawGet('/pricing//')).toEqual({ status: 301, location: '/pricing' });
  });

  it.each([
    ['http://site.example//evil.example/', null],
    ['http://site.example/%5Cevil.example/', '/%5Cevil.example'],
    ['http://site.example/%09/evil.example/', '/%09/evil.example'],
    ['http://site.example/demo/', '/demo'],
    ['http://site.example/a/b/?x=//evil', '/a/b?x=//evil'],
  ])('reads %s as the path %s on this origin', (url, expected) => {
    expect(sameOriginPath(url)).toBe(expected);
  });
});
