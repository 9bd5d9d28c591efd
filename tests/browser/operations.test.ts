/**
 * Issue 37, operating the site: a visitor sends a scholarship application in Chromium; the
 * server's metrics count it (GET /metrics with METRICS_TOKEN, refused without), and its JSON log
 * carries a request id on every request's line and nothing the visitor typed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { scholarshipText } from '../../src/content/scholarship';
import { connectBrowser, exportLeads, startServer, type RunningServer } from './harness';
import { field, waitForHydration } from './kit';

const adminToken = 'operations-browser-test-admin-token';
const metricsToken = 'operations-browser-test-metrics-token';
const text = scholarshipText.form;
/** What the visitor types, spelled so that nothing else in a log could hold it. */
const typed = { name: 'Wilhelmina Brackenridge', email: 'w.brackenridge@quarrystone.example', message: 'Our quarrystone retreat lost its winter funding.' };

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ ADMIN_TOKEN: adminToken, METRICS_TOKEN: metricsToken, LOG_FORMAT: 'json' });
  browser = await connectBrowser(inject('chromiumWsEndpoint'));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const scrape = async () => (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })).text();
const counter = (metrics: string, line: string) =>
  Number(
    metrics
      .split('\n')
      .find((l) => l.startsWith(`${line} `))
      ?.split(' ')[1] ?? 0,
  );

it('counts the lead a browser sends in /metrics, and logs request ids without what the visitor typed', async () => {
  expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
  const before = await scrape();
  const context = await browser.newContext();
  await context.route(
    (url) => url.origin !== server.url && /^https?:$/.test(url.protocol),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/scholarship`);
  await waitForHydration(page);
  const label = (name: keyof typeof text.labels) => field(page, text.labels[name]);
  await label('centerName').fill('Quarrystone Retreat');
  await label('country').fill('Norge');
  await label('contactPersonName').fill(typed.name);
  await label('position').fill('Director');
  await label('email').fill(typed.email);
  await label('situation').selectOption('distressed');
  await label('sponsorsContacted').fill('3');
  await label('message').fill(typed.message);
  await page.getByRole('form', { name: text.name }).getByRole('button').click();
  await page.getByText(text.success).waitFor();
  await context.close();
  expect((await exportLeads(server, 'scholarship-applications', adminToken)).map((l) => l.status)).toEqual(['submitted']);

  const after = await scrape();
  const kind = 'kind="scholarship-applications"';
  expect(counter(after, `heartwork_leads_created_total{${kind}}`) - counter(before, `heartwork_leads_created_total{${kind}}`)).toBe(1);
  expect(counter(after, `heartwork_leads_sent_total{${kind}}`) - counter(before, `heartwork_leads_sent_total{${kind}}`)).toBe(1);

  const lines = server
    .output()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg: string; reqId?: string; route?: string });
  const answered = lines.filter((l) => l.msg === 'request answered');
  expect(answered.filter((l) => l.route?.startsWith('/api/:resource')).length).toBeGreaterThanOrEqual(2);
  for (const line of answered) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
  const log = server.output().toLowerCase();
  for (const value of [typed.email, typed.name, 'brackenridge', 'quarrystone', typed.message]) expect(log).not.toContain(value.toLowerCase());
});
