import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { StorageUnavailable } from '../db/unavailable';
import { blockNoteLimit, meetingOutcomes, type MeetingOutcome } from '../../src/domain/meetings';
import { isPlainText } from '../../src/domain/fields';
import { jsonOnly, limitBody, readJsonObject } from '../api/body';
import { BadInput, fail } from '../api/errors';
import { MeetingRefused } from './refused';
import type { Meeting, Meetings } from './store';

const smallJson = [jsonOnly, limitBody(4096)] as const;

/**
 * These routes read the database directly (not through the lead store's time limits): a failure
 * there is a 503 with Retry-After like every database failure, never a 500 with a stack trace,
 * and it is logged once when an outage starts, not once per request. Refusals (MeetingRefused,
 * BadInput, answered by app.onError in api/errors.ts) pass through. Every handler is wrapped,
 * since hono answers a handler's error before any middleware around it sees it. Whether an outage
 * is on is the meetings store's own (one per app), not the module's: two apps in one process (the
 * tests run many) each log their own.
 */
const failing = new WeakSet<Meetings>();
export function contained<C extends Context>(meetings: Meetings, handler: (c: C) => Promise<Response>): (c: C) => Promise<Response> {
  return async (c) => {
    try {
      const answer = await handler(c);
      failing.delete(meetings);
      return answer;
    } catch (error) {
      if (error instanceof MeetingRefused || error instanceof BadInput || error instanceof HTTPException || error instanceof StorageUnavailable) throw error;
      if (!failing.has(meetings)) console.error(`Meeting calls answer 503: the database failed: ${(error as Error)?.message ?? error}`);
      failing.add(meetings);
      throw new StorageUnavailable(`The database failed: ${(error as Error)?.message}`, { cause: error });
    }
  };
}

const text = (body: Record<string, unknown>, name: string, max = 100): string => {
  const value = body[name];
  if (typeof value !== 'string' || !value || value.length > max || !isPlainText(value)) throw new BadInput(`${name} is required.`, name);
  return value;
};

const instant = (body: Record<string, unknown>, name: string): Date => {
  const value = new Date(text(body, name));
  if (Number.isNaN(value.getTime())) throw new BadInput(`${name} must be an ISO 8601 instant.`, name);
  return value;
};

/** The zone a meeting's times are shown to its visitor in: the one they booked in, else the team's. */
export const shownZone = (meetings: Meetings, m: Meeting): string | null => m.visitorZone ?? meetings.config?.timeZone ?? null;

/** What the meeting page shows: the meeting and nothing else of the lead. */
export const publicMeeting = (meetings: Meetings, m: Meeting) => ({
  start: m.start,
  end: m.end,
  status: m.status,
  sequence: m.sequence,
  videoUrl: m.videoUrl,
  locale: m.locale,
  timeZone: shownZone(meetings, m),
});

/**
 * The visitors' side, mounted at /api (before the lead routes):
 * GET /meeting-slots; the meeting page's GET /meeting?token= (shows, changes nothing) and
 * POST /meeting/reschedule {token, start} and POST /meeting/cancel {token} (a button press).
 */
export function meetingsApi(meetings: Meetings): Hono {
  const api = new Hono();
  api.get(
    '/meeting-slots',
    contained(meetings, async (c) => c.json(await meetings.slots())),
  );

  const unknown = (c: Context) => fail(c, 404, 'This meeting link is not valid. Please use the link in your latest e-mail from us.');
  api.get(
    '/meeting',
    contained(meetings, async (c) => {
      const meeting = await meetings.byToken(c.req.query('token') ?? '');
      return meeting ? c.json(publicMeeting(meetings, meeting)) : unknown(c);
    }),
  );
  api.post(
    '/meeting/reschedule',
    ...smallJson,
    contained(meetings, async (c) => {
      const body = await readJsonObject(c);
      const meeting = await meetings.reschedule(text(body, 'token'), text(body, 'start', 40));
      return meeting ? c.json(publicMeeting(meetings, meeting)) : unknown(c);
    }),
  );
  api.post(
    '/meeting/cancel',
    ...smallJson,
    contained(meetings, async (c) => {
      const meeting = await meetings.cancel(text(await readJsonObject(c), 'token'));
      return meeting ? c.json(publicMeeting(meetings, meeting)) : unknown(c);
    }),
  );
  return api;
}

/**
 * The team's side, mounted at /api/admin/meetings behind the inbox's guard (session or bearer):
 * GET / upcoming; POST / {leadId, start} books for a lead; POST /{id}/outcome {outcome};
 * GET /blocks, POST /blocks {start, end, note}, DELETE /blocks/{id}.
 */
export function meetingsAdminApi(meetings: Meetings): Hono {
  const api = new Hono();
  api.get(
    '/',
    contained(meetings, async (c) => c.json(await meetings.upcoming())),
  );
  api.post(
    '/',
    ...smallJson,
    contained(meetings, async (c) => {
      const body = await readJsonObject(c);
      const meeting = await meetings.bookByTeam(text(body, 'leadId', 36), text(body, 'start', 40));
      return c.json(meeting, 201);
    }),
  );
  api.post(
    '/:id/outcome',
    ...smallJson,
    contained(meetings, async (c) => {
      const outcome = (await readJsonObject(c)).outcome;
      if (!meetingOutcomes.includes(outcome as MeetingOutcome)) throw new BadInput(`outcome is ${meetingOutcomes.join(' or ')}.`, 'outcome');
      const id = c.req.param('id') ?? '';
      const meeting = /^[0-9a-f-]{36}$/.test(id) ? await meetings.recordOutcome(id, outcome as MeetingOutcome) : null;
      return meeting ? c.json(meeting) : fail(c, 404, 'Not found');
    }),
  );
  api.get(
    '/blocks',
    contained(meetings, async (c) => c.json(await meetings.blocks())),
  );
  api.post(
    '/blocks',
    ...smallJson,
    contained(meetings, async (c) => {
      const body = await readJsonObject(c);
      const start = instant(body, 'start');
      const end = instant(body, 'end');
      if (end <= start) throw new BadInput('end must be after start.', 'end');
      const note = body.note === undefined ? '' : body.note;
      if (typeof note !== 'string' || note.length > blockNoteLimit || !isPlainText(note))
        throw new BadInput(`note is text of at most ${blockNoteLimit} characters.`, 'note');
      return c.json(await meetings.addBlock(start, end, note), 201);
    }),
  );
  api.delete(
    '/blocks/:id',
    contained(meetings, async (c) => ((await meetings.removeBlock(c.req.param('id') ?? '')) ? c.body(null, 204) : fail(c, 404, 'Not found'))),
  );
  return api;
}
