import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { routes } from '../../src/routes';
import { paths } from '../../scripts/paths';
import { xsrfCookie } from '../../src/domain/serverOwned';

// The browser project's global setup builds dist/ before these run.
const app = createApp({ distDir: paths.dist });
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('the site server', () => {
  it.each(routes.map((r) => r.path))('serves %s prerendered with status 200 and no-cache', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    // 'private' when the response also hands out the anti-forgery cookie.
    expect(res.headers.get('cache-control')).toMatch(/^(private, )?no-cache$/);
    expect(await res.text()).toMatch(/<h1[\s>]/);
  });

  it('answers unknown paths with 404 and the Not Found page', async () => {
    for (const path of ['/nope', '/demo/extra', '/index.html', '/404', '/../etc/passwd', '/%2e%2e/package.json', '/.vite/manifest.json']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Page Not Found');
    }
  });

  it('redirects a trailing slash to the one URL of the page', async () => {
    const res = await get('/demo/?email=a%40b.co');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/demo?email=a%40b.co');
  });

  it('serves hashed assets immutable for a year and a missing asset as a plain 404', async () => {
    const asset = (await readdir(join(paths.dist, 'assets'))).find((f) => f.endsWith('.js'))!;
    const res = await get(`/assets/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
    const missing = await get('/assets/missing-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
  });

  it('sends brotli or gzip when the browser accepts it, and the same bytes decompressed', async () => {
    const plain = Buffer.from(await (await get('/')).arrayBuffer());
    const br = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(plain)).toBe(true);
    const gz = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(plain)).toBe(true);
  });

  it('puts the security headers on pages, assets, errors and the API', async () => {
    for (const path of ['/', '/nope', '/api/health', '/api/nothing']) {
      const res = await get(path);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBeTruthy();
    }
  });

  it("isolates the owner's pages from other sites' windows, and leaves the public pages in the tab's renderer", async () => {
    // Cross-Origin-Opener-Policy on a public page made Chromium start a new renderer process when
    // the tab came from about:blank (issue 39); /admin, with its session, keeps it (server/security.ts).
    expect((await get('/admin')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    for (const path of ['/', '/demo', '/ro/pricing', '/affiliate', '/nope']) {
      const res = await get(path);
      expect(res.headers.get('cross-origin-opener-policy'), path).toBeNull();
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('answers a revalidation of an unchanged page or asset with 304 and no body, in the encoding it was sent in', async () => {
    const asset = (await readdir(join(paths.dist, 'assets'))).find((f) => f.endsWith('.js'))!;
    for (const path of ['/', '/ro/pricing', `/assets/${asset}`, '/favicon.svg']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await get(path, { 'Accept-Encoding': encoding });
        const lastModified = first.headers.get('last-modified')!;
        expect(lastModified, path).toBeTruthy();
        const again = await get(path, { 'Accept-Encoding': encoding, 'If-Modified-Since': lastModified });
        expect(again.status, `${path} ${encoding}`).toBe(304);
        expect(await again.text()).toBe('');
        expect(again.headers.get('last-modified')).toBe(lastModified);
        expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
        expect(again.headers.get('content-encoding')).toBeNull();
        expect(again.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
        // A page still hands a visitor without one the anti-forgery cookie.
        if (!path.includes('.')) expect(again.headers.get('set-cookie'), path).toContain(`${xsrfCookie}=`);
      }
    }
  });

  it('sends the whole file again when it changed since, or when the browser asks by ETag, which the site does not send', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'site-'));
    try {
      await mkdir(join(dist, 'assets'));
      await writeFile(join(dist, 'index.html'), '<h1>Before</h1>');
      const site = createApp({ distDir: dist });
      const since = (await site.request('/')).headers.get('last-modified')!;
      expect((await site.request('/', { headers: { 'If-Modified-Since': since } })).status).toBe(304);
      // A date before the file's: the browser's copy is older.
      const earlier = new Date(Date.parse(since) - 1000).toUTCString();
      expect((await site.request('/', { headers: { 'If-Modified-Since': earlier } })).status).toBe(200);
      expect((await site.request('/', { headers: { 'If-Modified-Since': 'not a date' } })).status).toBe(200);
      expect((await site.request('/', { headers: { 'If-Modified-Since': since, 'If-None-Match': '"x"' } })).status).toBe(200);
      // A new build of the page, a second later.
      await writeFile(join(dist, 'index.html'), '<h1>After</h1>');
      const later = new Date(Date.parse(since) + 2000);
      await utimes(join(dist, 'index.html'), later, later);
      const changed = await site.request('/', { headers: { 'If-Modified-Since': since } });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe('<h1>After</h1>');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  // The health check with a database is tested in api.test.ts; this app has no store.
  it('answers unknown API paths as JSON, never with the HTML fallback', async () => {
    const missing = await get('/api/nothing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });
});
