import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isStatusOf } from '../../src/domain/pipeline';
import { actorName, ownerOnlyMessage, type Person } from '../../src/domain/people';
import { createUserStore } from '../auth/users';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { isPlainText } from '../../src/domain/fields';
import { isInboxFilter, isLookupEmail, ownerSpamReason, personFile, type InboxQuery } from '../../src/domain/inbox';
import { personMeetings } from '../meetings/personal';
import { withMeetings } from '../meetings/recordMeetings';
import { spamReasons } from '../../src/domain/spam';
import { isResourceName, type ResourceName } from '../../src/domain/resources';
import { bearerToken, checkBearer, sameSecret } from '../auth/bearer';
import { verifyPassword } from '../auth/password';
import { createSessionStore, sessionCookie, sessionCookiePath, sessionSigningKey } from '../auth/session';
import { createAdminGuesses, tooManyGuesses, type SignInThrottle } from '../auth/throttle';
import { createInboxStore } from '../db/inbox';
import { purge } from '../db/retention';
import type { SqlClient } from '../db/sql';
import { jsonOnly, limitBody, readJsonObject } from './body';
import { toCsv } from './csv';
import { BadInput, fail } from './errors';
import { fieldNames } from '../../src/domain/resources';
import { pipelines } from '../../src/domain/pipeline';
import { isTimeZone } from '../../src/domain/overview';
import type { StatusStep } from '../desk/pipelineRewards';

/** What the desk's guard found: who is asking, and by which session (none: the bearer token). */
type DeskEnv = { Variables: { person: Person; sessionId?: string } };

const isoMoment = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,6})?)?(Z|[+-]\d\d:\d\d)$/;
/** The reasons a lead may be flagged with: the spam signals' and the owner's. */
const spamFlagReasons: string[] = [...Object.values(spamReasons), ownerSpamReason];

export interface InboxApiOptions {
  sql: SqlClient;
  /** A lead moved in its pipeline (after the change is stored): what follows from it elsewhere (a referral's rewards). */
  onStatusStep?: (step: StatusStep) => Promise<void>;
  /** ADMIN_TOKEN: signs in, and works as a bearer token on every admin call. */
  adminToken?: string;
  /** ADMIN_PASSWORD_HASH (server/auth/password.ts): signs in with the password. */
  passwordHash?: string;
  clientAddress: (c: Context) => string;
  isHttps: (c: Context) => boolean;
  idleMs: number;
  /** A session's absolute lifetime (ADMIN_SESSION_MAX_HOURS): it ends this long after sign-in however often it is used. */
  maxMs?: number;
  /** The clock (tests set it forward to expire sessions). */
  now?: () => Date;
  /** The alerts' routes (api/alerts.ts), served at /alerts behind the same guard as the rest. */
  alerts?: Hono;
  /** The messages' routes (server/messages/adminRoutes.ts), served at /messages behind the same guard. */
  messages?: Hono;
  /** The team's meeting calls (server/meetings/api.ts), served at /meetings behind the same guard. */
  meetings?: Hono;
  /** The desk (server/desk/routes.ts: notes, assignee, replies, response times; server/desk/api.ts: the overview and rewards), served at /desk behind the same guard. */
  desk?: Hono;
  /** Wrong secrets by address, shared with the other admin surfaces (api/admin.ts). */
  guesses?: SignInThrottle;
  /**
   * Called after leads were deleted (a delete, an erasure, a purge) and awaited before the answer:
   * wipes them from the embedded database's files (db/forget.ts), so 'erased' means gone from disk.
   */
  wipeDeleted?: () => Promise<void>;
}

/**
 * The owner's inbox API, mounted at /api/admin (issue 16). Sign-in (POST /session) trades the
 * owner's secret for a session cookie; every other call takes that cookie or the bearer token.
 * Writes go through the anti-forgery check (api/xsrf.ts) like every API write.
 */
export function inboxApi(options: InboxApiOptions): Hono<DeskEnv> {
  const { sql, adminToken, passwordHash, clientAddress, isHttps, idleMs } = options;
  const now = options.now ?? (() => new Date());
  const wipeDeleted = options.wipeDeleted ?? (() => Promise.resolve());
  const inbox = createInboxStore(sql);
  const maxMs = options.maxMs ?? idleMs;
  const sessions = createSessionStore(sql, idleMs, maxMs);
  const users = createUserStore(sql);
  const throttle = options.guesses ?? createAdminGuesses();
  const signingKey = adminToken || passwordHash ? sessionSigningKey({ adminToken, passwordHash }) : undefined;
  const api = new Hono<DeskEnv>();

  const disabled = (c: Context) => fail(c, 401, 'Admin access is disabled: the server has neither ADMIN_TOKEN nor ADMIN_PASSWORD_HASH.');
  const throttled = tooManyGuesses;

  // The cookie lives as long as the session may: the idle period, or what is left of the absolute one.
  const setSession = (c: Context, id: string, endsAt: Date) =>
    setSignedCookie(c, sessionCookie, id, signingKey!, {
      path: sessionCookiePath,
      httpOnly: true,
      secure: isHttps(c),
      sameSite: 'Strict',
      maxAge: Math.max(1, Math.floor(Math.min(idleMs, endsAt.getTime() - now().getTime()) / 1000)),
    });
  const sessionId = async (c: Context) => (signingKey ? (await getSignedCookie(c, signingKey, sessionCookie)) || undefined : undefined);

  /** 'ok' with the session's person, or why not: no session cookie, or a session that has ended. */
  const sessionState = async (c: Context): Promise<{ state: 'ok'; person: Person; id: string } | { state: 'none' | 'expired' }> => {
    const id = await sessionId(c);
    if (id === undefined) return { state: 'none' };
    const open = await sessions.touch(id, now());
    if (!open) return { state: 'expired' };
    await setSession(c, id, open.endsAt); // the idle clock restarts: so does the cookie's
    return { state: 'ok', person: open.person, id };
  };

  const refused = (c: Context, message: string) => fail(c, 401, message, { 'WWW-Authenticate': 'Bearer realm="heartwork-admin"' });

  const guard: MiddlewareHandler<DeskEnv> = async (c, next) => {
    if (!signingKey) return disabled(c);
    const address = clientAddress(c);
    const wait = throttle.waitSeconds(address);
    if (wait) return throttled(c, wait);
    const token = bearerToken(c);
    if (token !== undefined) {
      // A bearer token is a guess, as at every admin door; the one that reaches the limit is told to wait.
      const guess = checkBearer(throttle, address, token, adminToken);
      if (guess.right) {
        // ADMIN_TOKEN is the owner's (scripts, the first owner): it does everything.
        c.set('person', { email: null, role: 'owner' });
        return next();
      }
      return guess.wait ? throttled(c, guess.wait) : refused(c, 'Please sign in.');
    }
    const session = await sessionState(c);
    if (session.state === 'ok') {
      c.set('person', session.person);
      c.set('sessionId', session.id);
      return next();
    }
    if (session.state === 'expired') deleteCookie(c, sessionCookie, { path: sessionCookiePath });
    return refused(c, session.state === 'expired' ? 'Your session has ended. Please sign in again.' : 'Please sign in.');
  };

  /** The owner's actions (issue 36): a sales member is refused with 403 and says why. */
  const ownerOnly = createMiddleware<DeskEnv>(async (c, next) => {
    if (c.var.person.role !== 'owner') return fail(c, 403, ownerOnlyMessage);
    await next();
  });
  const who = (c: Context<DeskEnv>) => actorName(c.var.person);

  // A sign-in or an erase is a few dozen bytes of JSON.
  const smallJson = [jsonOnly, limitBody(4096)] as const;

  api.post('/session', ...smallJson, async (c) => {
    if (!signingKey) return disabled(c);
    const address = clientAddress(c);
    const wait = throttle.waitSeconds(address);
    if (wait) return throttled(c, wait);
    const { secret, email } = await readJsonObject(c);
    if (typeof secret !== 'string' || !secret) throw new BadInput('Enter the password.', 'secret');
    // A member signs in with their e-mail and password; without an e-mail, the owner's own secret.
    if (email !== undefined && email !== '' && (typeof email !== 'string' || !isLookupEmail(email)))
      throw new BadInput('Enter a whole e-mail address.', 'email');
    const member = typeof email === 'string' && email !== '' ? email : undefined;
    // Taken with no await between the 'must it wait?' and the count: checked before the body was
    // read and counted after the hash was verified, a burst of 200 wrong passwords was verified in
    // full and the right one sent last signed in (auth/throttle.ts `attempt`).
    const attempt = throttle.attempt(address);
    if (attempt.wait) return throttled(c, attempt.wait);
    let right: boolean;
    let userId: number | null = null;
    let person: Person = { email: null, role: 'owner' };
    try {
      if (member) {
        const found = await users.verify(member, secret);
        right = found !== null;
        userId = found?.id ?? null;
        if (found) person = { email: found.email, role: found.role };
      } else
        right = (adminToken !== undefined && sameSecret(secret, adminToken)) || (passwordHash !== undefined && (await verifyPassword(secret, passwordHash)));
    } catch (error) {
      // Not a wrong guess (the check itself failed): the attempt must not hold the next ones.
      attempt.giveBack();
      throw error;
    }
    if (!right) {
      const after = attempt.wrong();
      return after ? throttled(c, after) : fail(c, 401, member ? 'That e-mail and password do not match.' : 'That password is not right.');
    }
    throttle.succeeded(address);
    await setSession(c, await sessions.create(userId, now(), c.req.header('User-Agent')), new Date(now().getTime() + maxMs));
    return c.json({ signedIn: true, person });
  });

  api.delete('/session', async (c) => {
    const id = await sessionId(c);
    if (id) await sessions.destroy(id);
    deleteCookie(c, sessionCookie, { path: sessionCookiePath, httpOnly: true, secure: isHttps(c), sameSite: 'Strict' });
    return c.body(null, 204);
  });

  // Asking 'am I signed in?' is not an error when the answer is no: a 401 here would put an error
  // in the console of every visit to /admin before sign-in. A wrong bearer token still is one.
  api.get('/session', async (c, next) => {
    if (!signingKey || c.req.header('Authorization')) return next();
    const session = await sessionState(c);
    if (session.state === 'expired') deleteCookie(c, sessionCookie, { path: sessionCookiePath });
    return c.json(session.state === 'ok' ? { signedIn: true, person: session.person } : { signedIn: false });
  });

  api.use('*', guard);

  api.get('/session', (c) => c.json({ signedIn: true, person: c.var.person }));

  // The team's open sessions, and ending one (issue 36): the owner's.
  api.get('/sessions', ownerOnly, async (c) => c.json(await sessions.list(now(), c.var.sessionId)));
  api.delete('/sessions/:id', ownerOnly, async (c) => ((await sessions.end(c.req.param('id'))) ? c.body(null, 204) : notFound(c)));
  api.get('/users', ownerOnly, async (c) => c.json(await users.list()));

  const resourceOf = (c: Context): ResourceName | null => {
    const name = c.req.param('resource') ?? '';
    return isResourceName(name) ? name : null;
  };
  const listQuery = (c: Context, resource: ResourceName): InboxQuery => {
    const filter = c.req.query('filter') ?? 'all';
    if (!isInboxFilter(filter)) throw new BadInput('filter is all, sent, drafts or spam.', 'filter');
    const search = (c.req.query('q') ?? '').slice(0, 200);
    // PostgreSQL refuses NUL in text: a search holding one would fail in the query, not here.
    if (!isPlainText(search)) throw new BadInput('q may not hold control characters.', 'q');
    const status = c.req.query('status') || undefined;
    if (status !== undefined && !isStatusOf(resource, status)) throw new BadInput(`status is one of: ${pipelines[resource].join(', ')}.`, 'status');
    return { filter, search, status, before: c.req.query('before'), after: c.req.query('after') };
  };
  const notFound = (c: Context) => fail(c, 404, 'Not found');

  api.get('/leads/:resource', async (c) => {
    const resource = resourceOf(c);
    if (!resource) return notFound(c);
    const page = await inbox.list(resource, listQuery(c, resource));
    return c.json({ ...page, records: await withMeetings(sql, resource, page.records) });
  });

  // How many leads are at each status, within the filter and search (the list's status filter shows them).
  api.get('/leads/:resource/statuses', async (c) => {
    const resource = resourceOf(c);
    if (!resource) return notFound(c);
    return c.json(await inbox.statusCounts(resource, listQuery(c, resource)));
  });

  // Every lead of a kind at once: the owner's (a sales member works leads one by one).
  api.get('/leads/:resource/csv', ownerOnly, async (c) => {
    const resource = resourceOf(c);
    if (!resource) return notFound(c);
    const query = listQuery(c, resource);
    const records = await inbox.all(resource, query);
    const history = await inbox.statusHistories(records.map((r) => r._id));
    const day = now().toISOString().slice(0, 10);
    // The export's columns (api/csv.ts `recordsCsv`), plus what only the inbox knows: the pipeline's status (`status` is the form's own), its
    // history ('status at by' per change, one a line) and the notes (issue 36, item 4: empty until notes exist).
    const rows = records.map((r) => ({ ...r, statusHistory: (history.get(r._id) ?? []).map((h) => `${h.status} ${h.at} ${h.by}`).join('\n'), notes: '' }));
    const columns = [
      '_id',
      ...fieldNames(resource),
      'spam',
      'spamReason',
      'createdAt',
      'updatedAt',
      'submittedAt',
      'lastContactAt',
      'pipelineStatus',
      'statusHistory',
      'notes',
    ];
    return c.body(toCsv(rows, columns), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${resource}-${query.filter}-${day}.csv"`,
    });
  });

  api.get('/leads/:resource/:id', async (c) => {
    const resource = resourceOf(c);
    const record = resource && (await inbox.get(resource, c.req.param('id')));
    if (!record) return notFound(c);
    const [withMeeting] = await withMeetings(sql, resource, [record]);
    return c.json({ ...withMeeting, statusHistory: await inbox.statusHistory(record._id) });
  });

  // A step in the lead's pipeline (issue 36): any member; the history names who and when. An undo is the step back.
  api.put('/leads/:resource/:id/status', ...smallJson, async (c) => {
    const resource = resourceOf(c);
    if (!resource) return notFound(c);
    const { status, at } = await readJsonObject(c);
    if (!isStatusOf(resource, status)) throw new BadInput(`status is one of: ${pipelines[resource].join(', ')}.`, 'status');
    // When it happened, if not now: a referral's subscription is told after the fact, and its date counts (the rewards run from it).
    const when = at === undefined ? now() : typeof at === 'string' && isoMoment.test(at) && !Number.isNaN(Date.parse(at)) ? new Date(at) : undefined;
    if (when === undefined || when.getTime() > now().getTime()) throw new BadInput('at is a past time (ISO 8601), or absent for now.', 'at');
    const tz = c.req.query('tz') ?? 'UTC';
    if (tz.length > 64 || !isTimeZone(tz)) throw new BadInput('tz is an IANA time zone such as Europe/Bucharest.', 'tz');
    const record = await inbox.setStatus(resource, c.req.param('id'), status, who(c), when);
    if (!record) return notFound(c);
    const statusHistory = await inbox.statusHistory(record._id);
    const last = statusHistory.at(-1);
    if (last?.status === status) await options.onStatusStep?.({ resource, id: record._id, status, previous: last.previous, at: when, zone: tz, by: who(c) });
    return c.json({ ...record, statusHistory });
  });

  api.post('/leads/:resource/:id/contacted', async (c) => {
    const resource = resourceOf(c);
    const record = resource && (await inbox.markContacted(resource, c.req.param('id'), now()));
    return record ? c.json(record) : notFound(c);
  });

  // Undo of 'Mark as contacted' puts back what the record held: a time, or null (never contacted).
  api.put('/leads/:resource/:id/last-contact', ...smallJson, async (c) => {
    const resource = resourceOf(c);
    if (!resource) return notFound(c);
    const { at } = await readJsonObject(c);
    const when =
      at === 'now' ? now() : at === null ? null : typeof at === 'string' && isoMoment.test(at) && !Number.isNaN(Date.parse(at)) ? new Date(at) : undefined;
    if (when === undefined || (when && when.getTime() > now().getTime())) throw new BadInput('at is "now", null or a past time (ISO 8601).', 'at');
    const record = await inbox.setLastContact(resource, c.req.param('id'), when);
    return record ? c.json(record) : notFound(c);
  });

  // The spam flag by hand: flagged (the owner's reason) or lifted (null); an undo puts back a signal's reason.
  api.put('/leads/:resource/:id/spam', ...smallJson, async (c) => {
    const resource = resourceOf(c);
    if (!resource) return notFound(c);
    const { reason } = await readJsonObject(c);
    if (reason !== null && !spamFlagReasons.includes(reason as string))
      throw new BadInput(`reason is null or one of: ${spamFlagReasons.join(', ')}.`, 'reason');
    const record = await inbox.setSpam(resource, c.req.param('id'), reason as string | null);
    return record ? c.json(record) : notFound(c);
  });

  // A button's press (opening the record in the inbox), never a link's GET: the record loses its 'New' mark.
  api.post('/leads/:resource/:id/opened', async (c) => {
    const resource = resourceOf(c);
    const record = resource && (await inbox.markOpened(resource, c.req.param('id'), now()));
    return record ? c.json(record) : notFound(c);
  });

  api.delete('/leads/:resource/:id', ownerOnly, async (c) => {
    const resource = resourceOf(c);
    const removed = resource && (await inbox.remove(resource, c.req.param('id'), 'owner.delete', now(), who(c)));
    if (removed) await wipeDeleted();
    return removed ? c.body(null, 204) : notFound(c);
  });

  api.get('/audit', async (c) => c.json(await inbox.audit()));

  const emailOf = (value: unknown): string | null => (typeof value === 'string' && isLookupEmail(value) ? value.trim() : null);
  const badEmail = (): never => {
    throw new BadInput('Enter a whole e-mail address.', 'email');
  };

  api.get('/privacy', async (c) => {
    const email = emailOf(c.req.query('email'));
    return email ? c.json(await inbox.findByEmail(email)) : badEmail();
  });

  api.get('/privacy/export', ownerOnly, async (c) => {
    const email = emailOf(c.req.query('email'));
    if (!email) return badEmail();
    const person = await inbox.findByEmail(email, { mentions: false });
    const body = JSON.stringify(personFile(person, now(), await personMeetings(sql, person)), null, 2);
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${now().toISOString().slice(0, 10)}.json"`,
    });
  });

  api.post('/privacy/erase', ownerOnly, ...smallJson, async (c) => {
    const email = emailOf((await readJsonObject(c)).email);
    if (!email) return badEmail();
    const erased = await inbox.eraseByEmail(email, now(), who(c));
    if (erased.length) await wipeDeleted();
    return c.json({ erased });
  });

  api.post('/purge', ownerOnly, async (c) => {
    const result = await purge(sql, { now: now(), dryRun: c.req.query('dryRun') === '1', actor: who(c) });
    if (!result.dryRun && result.records.length) await wipeDeleted();
    return c.json(result);
  });

  // Mounted sub-apps are typed without the desk's variables; they read none of them.
  if (options.alerts) api.route('/alerts', options.alerts);
  if (options.messages) api.route('/messages', options.messages);
  if (options.meetings) api.route('/meetings', options.meetings);
  if (options.desk) api.route('/desk', options.desk);

  api.all('*', notFound);
  return api;
}
