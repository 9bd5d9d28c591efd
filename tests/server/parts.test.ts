/** The small parts of the server, one table each: lock, rate limit, CSV cells, configuration. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../server/api/csv';
import { addressKey, defaultWriteLimits, memoryBuckets } from '../../server/api/rate-limit';
import { readConfig } from '../../server/config';
import { acquireDataDirLock, DataDirLockedError } from '../../server/db/lock';

const lockDirs = mkdtempSync(join(tmpdir(), 'heartwork-lock-'));
const dir = () => mkdtempSync(join(lockDirs, 'dir-'));
afterAll(() => rmSync(lockDirs, { recursive: true, force: true }));
const deadPid = () => spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
const writeLock = (d: string, info: object) =>
  writeFileSync(join(d, 'lock'), JSON.stringify({ owner: 'the server', token: 't', since: '2024-01-01', hostname: hostname(), ...info }));

describe('the DATA_DIR lock', () => {
  it('is held by one owner at a time and free again once released', () => {
    const d = dir();
    const lock = acquireDataDirLock(d, 'the server');
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, owner: 'the server' });
    expect(() => acquireDataDirLock(d, 'the leads CLI')).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(d, 'the leads CLI').release();
  });

  it.each([
    ['a process that has exited', () => ({ pid: Number(deadPid()) })],
    ['a pid now used by another process', () => ({ pid: process.pid, procStart: '1' })],
  ])('is taken over from %s', (_, info) => {
    const d = dir();
    writeLock(d, info());
    const lock = acquireDataDirLock(d, 'the server');
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('is taken over when left empty by a crash', () => {
    const d = dir();
    writeFileSync(join(d, 'lock'), '');
    utimesSync(join(d, 'lock'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    acquireDataDirLock(d, 'the server').release();
  });

  it.each([
    ['a running process', { pid: process.pid }],
    ['another machine (a shared disk cannot be checked)', { pid: 1, hostname: 'elsewhere' }],
  ])('is refused while held by %s, with a message naming it', (_, info) => {
    const d = dir();
    writeLock(d, info);
    expect(() => acquireDataDirLock(d, 'the server')).toThrow(/is in use by the server \(pid \d+ on .+\)\. Only one server may open it at a time/);
  });

  it('is not removed by a release after another process took it over', () => {
    const d = dir();
    const lock = acquireDataDirLock(d, 'the server');
    writeLock(d, { pid: process.pid, token: 'someone-else' });
    lock.release();
    expect(JSON.parse(readFileSync(join(d, 'lock'), 'utf8')).token).toBe('someone-else');
  });
});

describe('the write limit', () => {
  it('allows a burst, then refills at the set pace, with the wait in whole seconds', async () => {
    let now = 0;
    const buckets = memoryBuckets(100, () => now);
    const limit = { burst: 2, perMinute: 6 };
    expect(await buckets.take('a', limit)).toEqual({ allowed: true });
    expect(await buckets.take('a', limit)).toEqual({ allowed: true });
    expect(await buckets.take('a', limit)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(await buckets.take('b', limit)).toEqual({ allowed: true });
    now = 4_000;
    expect(await buckets.take('a', limit)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    now = 10_000;
    expect(await buckets.take('a', limit)).toEqual({ allowed: true });
  });

  it('forgets the least recently seen keys beyond its size', async () => {
    const buckets = memoryBuckets(2, () => 0);
    const limit = { burst: 1, perMinute: 1 };
    await buckets.take('a', limit);
    await buckets.take('b', limit);
    await buckets.take('c', limit);
    expect((await buckets.take('a', limit)).allowed).toBe(true);
    expect((await buckets.take('c', limit)).allowed).toBe(false);
  });

  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe('CSV cells', () => {
  it.each([
    ['plain text', 'Ana', '"Ana"'],
    ['a quote', 'say "hi"', '"say ""hi"""'],
    ['a formula', '=1+1', `"'=1+1"`],
    ['a plus', '+40 700', `"'+40 700"`],
    ['a minus', '-2+3', `"'-2+3"`],
    ['an at sign', '@SUM(A1)', `"'@SUM(A1)"`],
    ['a leading tab', '\t=1', `"'\t=1"`],
    ['a leading carriage return', '\r=1', `"'\r=1"`],
    ['a full-width equals sign', '＝1+1', `"'＝1+1"`],
    ['spaces before an equals sign', '  =1+1', `"'  =1+1"`],
    ['a line break before a plus', '\n+1', `"'\n+1"`],
    ['an ideographic space before a minus', '\u3000-1', `"'\u3000-1"`],
    ['a pipe (DDE)', '|cmd', `"'|cmd"`],
    ['spaces before a pipe', ' |cmd', `"' |cmd"`],
    ['a full-width pipe', '｜cmd', `"'｜cmd"`],
    ['spaces before plain text', '  Ana', '"  Ana"'],
    ['an equals sign inside', 'a=b', '"a=b"'],
    ['a number', 7, '"7"'],
    ['a boolean', false, '"false"'],
    ['nothing', undefined, '""'],
    ['a list', ['guests', 'kitchen'], '"guests, kitchen"'],
    ['a list starting with a formula', ['=x', 'y'], `"'=x, y"`],
    ['Romanian and Norwegian letters', 'Ștefan Ærø', '"Ștefan Ærø"'],
  ])('%s', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(toCsv([{ a: 1 }], ['a'])).toBe('\uFEFF"a"\r\n"1"\r\n');
  });
});

describe('the configuration', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, adminToken: undefined, trustProxy: false, writeLimits: defaultWriteLimits });
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
  });

  it.each([
    [{ ADMIN_TOKEN: 'short' }, /ADMIN_TOKEN must be at least 16 characters/],
    [{ PORT: 'eighty' }, /PORT must be a port number/],
    [{ WRITE_LIMIT_BURST: '0' }, /WRITE_LIMIT_BURST must be a positive number/],
    [{ UPDATE_LIMIT_PER_MINUTE: '-1' }, /UPDATE_LIMIT_PER_MINUTE must be a positive number/],
    // Issue 19: tokens no HTTP client can put in an Authorization header.
    [{ ADMIN_TOKEN: 'correct horse battery staple' }, /ADMIN_TOKEN may hold only/],
    [{ ADMIN_TOKEN: 'pässwörd-pässwörd-pässwörd' }, /ADMIN_TOKEN may hold only/],
    // The shape of a hash, with scrypt parameters scrypt refuses: every sign-in would fail.
    [{ ADMIN_PASSWORD_HASH: `scrypt:3:8:1:${'A'.repeat(22)}:${'A'.repeat(43)}` }, /ADMIN_PASSWORD_HASH is not a hash/],
    [{ ADMIN_PASSWORD_HASH: `scrypt:32768:0:1:${'A'.repeat(22)}:${'A'.repeat(43)}` }, /ADMIN_PASSWORD_HASH is not a hash/],
  ])('refuses %o', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('accepts a token as openssl rand -base64 32 prints it', () => {
    expect(readConfig({ ADMIN_TOKEN: 'q3J9k+/aZ0Yx1v8Wm2Lr5T7uQp4Ns6Hc0Eb9Dg3Fh2I=' }).adminToken).toBe('q3J9k+/aZ0Yx1v8Wm2Lr5T7uQp4Ns6Hc0Eb9Dg3Fh2I=');
  });

  it('reads the limits and the proxy setting', () => {
    expect(readConfig({ CREATE_LIMIT_BURST: '5', CREATE_LIMIT_PER_MINUTE: '30', UPDATE_LIMIT_BURST: '7', TRUST_PROXY: '1' })).toMatchObject({
      writeLimits: { createsPerAddress: { burst: 5, perMinute: 30 }, updatesPerRecord: { burst: 7, perMinute: 120 } },
      trustProxy: true,
    });
  });

  it('still reads the old single limit, for both limits where their own are unset', () => {
    expect(readConfig({ WRITE_LIMIT_BURST: '9', WRITE_LIMIT_PER_MINUTE: '3', UPDATE_LIMIT_BURST: '4' })).toMatchObject({
      writeLimits: { createsPerAddress: { burst: 9, perMinute: 3 }, updatesPerRecord: { burst: 4, perMinute: 3 } },
    });
  });
});
