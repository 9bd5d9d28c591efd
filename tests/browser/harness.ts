/**
 * What the browser and server tests need around the real server: starting it and Chromium (shared
 * with the scripts, so they live in tools/loopback), axe, and reading stored leads back.
 */
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { RunningServer } from '../../tools/loopback/server';

export { freePort, startServer, type RunningServer } from '../../tools/loopback/server';
export { connectBrowser } from '../../tools/loopback/chromium';

/** axe-core's browser build, for `page.addScriptTag({ path: axePath })`. */
export const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export type StoredLead = Record<string, unknown> & { _id: string };

/** The stored leads of one resource, read back as the owner does: the admin JSON export. */
export async function exportLeads(server: Pick<RunningServer, 'url'>, resource: string, adminToken: string): Promise<StoredLead[]> {
  const response = await fetch(`${server.url}/api/${resource}?format=json`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.status).toBe(200);
  return response.json();
}

/**
 * A POST to the server's API as a script on the site's origin makes it: with the anti-forgery
 * cookie a GET hands out, echoed in its header (`path` under /api, e.g. '/waitlist-records/').
 */
export async function postApi(server: Pick<RunningServer, 'url'>, path: string, body: unknown): Promise<Response> {
  const health = await fetch(`${server.url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.getSetCookie().join(';'))![1];
  return fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
    body: JSON.stringify(body),
  });
}
