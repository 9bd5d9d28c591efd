import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { routes } from '../../src/routes';
import { paths } from '../../scripts/paths';

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

  // The health check with a database is tested in api.test.ts; this app has no store.
  it('answers unknown API paths as JSON, never with the HTML fallback', async () => {
    const missing = await get('/api/nothing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });
});
