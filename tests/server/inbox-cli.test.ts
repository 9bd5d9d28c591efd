/**
 * `npm run leads -- purge` and `privacy find|export|erase` on a real embedded database in a
 * DATA_DIR, and the refusal while the server holds it.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStorage } from '../../server/db/open';
import { runLeadsCli } from '../../server/leads-cli';
import { freshDataDir } from '../../tools/loopback/templateData';
import { samples } from './samples';

let dataDir: string;
let oldDraft: string;
let mention: string;
const person = 'cli.person@example.com';
/** Each CLI call opens the embedded database (PGlite's start: seconds of CPU); a test making four outgrew 30 s on a loaded machine. */
const cliCalls = { timeout: 120_000 };

const run = async (...args: string[]) => {
  let out = '';
  let err = '';
  const code = await runLeadsCli(args, { DATA_DIR: dataDir }, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
};

beforeAll(async () => {
  dataDir = await freshDataDir();
  const storage = await openStorage({ dataDir }, 'test seed');
  try {
    oldDraft = (await storage.store.create('waitlist-records', { name: 'Old Draft' }))._id;
    await storage.db.sql.query(
      `UPDATE leads SET created_at = now() - interval '6 months 2 days', updated_at = now() - interval '6 months 2 days' WHERE id = $1`,
      [oldDraft],
    );
    await storage.store.create('waitlist-records', { name: 'Fresh Draft' });
    await storage.store.create('waitlist-records', { ...samples['waitlist-records'].submitted, email: 'CLI.Person@example.com' });
    await storage.store.create('affiliates', { ...samples.affiliates.submitted, emailA: person });
    mention = (await storage.store.create('scholarship-applications', { message: `A guest, ${person}, told us about you.` }))._id;
  } finally {
    await storage.close();
  }
}, 60_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('purge --dry-run lists the draft past its period and deletes nothing; purge deletes it', cliCalls, async () => {
  const dry = await run('purge', '--dry-run');
  expect(dry.code).toBe(0);
  expect(dry.out).toBe(`waitlist-records\t${oldDraft}\tretention.draft\n`);
  expect(dry.err).toContain('Would delete 1 record(s)');
  const real = await run('purge');
  expect(real.out).toBe(`waitlist-records\t${oldDraft}\tretention.draft\n`);
  expect((await run('purge', '--dry-run')).out).toBe('');
});

it('finds, exports and erases a person’s records by e-mail, and names the records that only mention it', cliCalls, async () => {
  const found = await run('privacy', 'find', person);
  expect(found.out.trim().split('\n')).toHaveLength(3);
  expect(found.out).toContain(`scholarship-applications\t${mention}\tmentioned\t`);
  expect(found.err).toContain('Also mentioned in 1 other person');
  const exported = await run('privacy', 'export', person);
  const file = JSON.parse(exported.out);
  expect(file.records['waitlist-records']).toHaveLength(1);
  expect(file.records.affiliates).toHaveLength(1);
  expect(exported.out).not.toContain(mention);
  const erased = await run('privacy', 'erase', person);
  expect(
    erased.out
      .trim()
      .split('\n')
      .every((line) => line.endsWith('\tprivacy.erase')),
  ).toBe(true);
  expect(erased.out).not.toContain(mention);
  // Only the mention is left: someone else's record, for the owner to decide on.
  expect((await run('privacy', 'find', person)).out).toMatch(new RegExp(`^scholarship-applications\t${mention}\tmentioned\t[^\n]+\n$`));
});

it('refuses while the server holds the embedded database, and points to the inbox', cliCalls, async () => {
  const server = await openStorage({ dataDir }, 'the server');
  try {
    const refused = await run('purge');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('/admin');
  } finally {
    await server.close();
  }
});

it('asks for a whole e-mail address', async () => {
  expect((await run('privacy', 'erase', 'nobody')).code).toBe(2);
});
