/**
 * `npx tsx scripts/inbox-screenshots.ts`: the signed-in inbox (/admin) with a few leads of each
 * kind, a record open, the sessions and the overview, at desktop and phone widths, into
 * test-results/screenshots/inbox-*.png, for
 * a person to look at (issue 36). Leads arrive as visitors send them: through the public API.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser } from '../tools/loopback/chromium';
import { startServer } from '../tools/loopback/server';
import { ensureBuild } from './ensure-build';

const outDir = join(import.meta.dirname, '..', 'test-results', 'screenshots');
const adminToken = 'inbox-screenshots-admin-token';

const leads: [string, Record<string, unknown>][] = [
  [
    'waitlist-records',
    {
      name: 'Ana Popescu',
      email: 'ana@centru.ro',
      center: 'Centrul Verde',
      country: 'Romania',
      hasCenter: true,
      guestCountPerMonth: 120,
      interestedFeatures: ['guests', 'bookings', 'medicalRecord'],
      notes: 'We open a second house in spring.',
      status: 'submitted',
    },
  ],
  ['waitlist-records', { name: 'Draft Person', email: 'draft@example.com' }],
  ['waitlist-records', { name: 'Kari Nordmann', email: 'kari@fjord.no', center: 'Fjordhvile', hasCenter: true, status: 'submitted' }],
  [
    'affiliates',
    {
      centerName: 'Fjellro Helsesenter',
      website: 'https://fjellro.no',
      contactPersonName: 'Åse Løvås',
      email: 'ase@fjellro.no',
      nameA: 'Mihai Ionescu',
      emailA: 'mihai@example.com',
      relationship: 'guest',
      centerStage: 'paper',
      submitted: true,
    },
  ],
];

await ensureBuild();
await mkdir(outDir, { recursive: true });
const server = await startServer({ ADMIN_TOKEN: adminToken, CREATE_LIMIT_BURST: '200' });
const browser = await launchBrowser();
try {
  const health = await fetch(`${server.url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.getSetCookie().join(';'))![1];
  for (const [resource, record] of leads) {
    const res = await fetch(`${server.url}/api/${resource}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify(record),
    });
    if (res.status !== 201) throw new Error(`seeding ${resource}: ${res.status} ${await res.text()}`);
  }
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', timezoneId: 'Europe/Bucharest' });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByLabel('Password').fill(adminToken);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Open Ana Popescu' }).click();
    await page.getByRole('heading', { name: 'Record: Ana Popescu' }).waitFor();
    // A step in the pipeline, so the record shows its history and the list its status.
    await page.getByRole('button', { name: 'Set status' }).click();
    await page.getByText('Now: Contacted').waitFor();
    const file = join(outDir, `inbox-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.getByRole('button', { name: 'Sessions' }).click();
    await page.getByRole('heading', { name: 'Open sessions' }).waitFor();
    await page.locator('.inbox-sessions tbody tr').first().waitFor();
    const sessions = join(outDir, `inbox-sessions-${width}.png`);
    await page.screenshot({ path: sessions, fullPage: true });
    console.log(sessions);
    await page.getByRole('button', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'The pipeline' }).waitFor();
    await page.locator('.desk-overview__pipeline tbody tr').first().waitFor();
    const overview = join(outDir, `inbox-overview-${width}.png`);
    await page.screenshot({ path: overview, fullPage: true });
    console.log(overview);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
