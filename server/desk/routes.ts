import { launch } from '../../src/content/launch';
import { Hono, type Context } from 'hono';
import { IANAZone } from 'luxon';
import { assigneeProblem, deskLimits, responseTimesByWeek, textProblem } from '../../src/domain/desk';
import { jsonOnly, limitBody, readJsonObject } from '../api/body';
import { BadInput, fail } from '../api/errors';
import type { SqlClient } from '../db/sql';
import { createDeskStore } from './store';
import { signedInPerson } from './person';

const keyShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DeskRoutesOptions {
  sql: SqlClient;
  /** Whether messages to people are on (SMTP_URL): replies need them. */
  messagesOn: boolean;
  /** Where replies go until each person has an account with an e-mail (ALERT_EMAIL_TO, else the site's contact address). */
  teamAddress: string;
  /** A reply was just queued: the worker looks now. */
  wake?: () => void;
  now?: () => Date;
}

/**
 * The desk's calls (issue 36 items 4 and 6), mounted at /api/admin/desk behind the inbox's guard:
 * a lead's timeline, notes, assignee and replies, and the response times per week.
 */
export function deskRoutes({ sql, messagesOn, teamAddress, wake, now = () => new Date() }: DeskRoutesOptions): Hono {
  const desk = createDeskStore(sql, { messagesOn });
  const api = new Hono();
  const noLead = (c: Context) => fail(c, 404, 'No such record.');
  const person = (c: Context) => signedInPerson(c, teamAddress);
  // A reply of 10,000 characters is at most 40 KB of UTF-8.
  const writing = [jsonOnly, limitBody(64 * 1024)] as const;

  const keyOf = (value: unknown): string => {
    if (typeof value !== 'string' || !keyShape.test(value)) throw new BadInput('key is the UUID the composer made for this text.', 'key');
    return value.toLowerCase();
  };
  const textOf = (value: unknown, max: number, what: string): string => {
    const problem = textProblem(value, max, what);
    if (problem) throw new BadInput(problem, 'body');
    return value as string;
  };

  api.get('/leads/:id', async (c) => {
    const found = await desk.desk(c.req.param('id'), person(c));
    return found ? c.json(found) : noLead(c);
  });

  api.post('/leads/:id/notes', ...writing, async (c) => {
    const { body, key } = await readJsonObject(c);
    const note = await desk.addNote(c.req.param('id'), textOf(body, deskLimits.note, 'note'), keyOf(key), person(c));
    return note ? c.json(note, 201) : noLead(c);
  });

  api.put('/leads/:id/assignee', ...writing, async (c) => {
    const { assignee } = await readJsonObject(c);
    const problem = assigneeProblem(assignee);
    if (problem) throw new BadInput(problem, 'assignee');
    const done = await desk.assign(c.req.param('id'), (assignee as string).trim(), person(c));
    return done ? c.json(done) : noLead(c);
  });

  api.post('/leads/:id/replies', ...writing, async (c) => {
    const id = c.req.param('id');
    const { body, key } = await readJsonObject(c);
    const result = await desk.reply(id, textOf(body, deskLimits.reply, 'reply'), keyOf(key), person(c));
    if (result.outcome === 'not-found') return noLead(c);
    if (result.outcome === 'off') return fail(c, 409, 'Replies are off: the server has no SMTP_URL.');
    if (result.outcome === 'not-repliable') {
      const row = await desk.desk(id, person(c));
      return fail(c, 409, row?.replyRefusal ?? 'This lead cannot be replied to.');
    }
    if (result.outcome === 'queued') wake?.();
    return c.json(result, result.outcome === 'already' ? 200 : 202);
  });

  api.get('/response-times', async (c) => {
    const zone = c.req.query('zone') || 'UTC';
    if (!IANAZone.isValidZone(zone)) throw new BadInput('zone is an IANA time zone such as Europe/Oslo.', 'zone');
    const at = now();
    return c.json({ zone, weeks: responseTimesByWeek(await desk.responses(zone, at), zone, at) });
  });

  return api;
}

/** The team's own address: the first of ALERT_EMAIL_TO, else the site's contact address. */
export const teamAddressOf = (alertEmailTo: string | undefined): string =>
  alertEmailTo
    ?.split(',')[0]
    ?.trim()
    .replace(/^.*<|>$/g, '') || launch.contact.email;
