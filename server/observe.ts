/**
 * Every request gets an id (issue 37): a proxy's X-Request-Id when TRUST_PROXY says to believe
 * it and it looks like one, a new one otherwise. It is answered in X-Request-Id and carried by
 * every log line written while the request is answered (log.ts `requestContext`). Once answered,
 * one line says what was asked and how it went, by route pattern (`/api/:resource/:id`), never
 * by path: a lead's id in a path is the key to reading it, and a link's token is a secret.
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import { requestContext } from './log';

/** What a request id from a proxy may look like: no spaces, quotes or line breaks in a log line. */
const requestIdShape = /^[A-Za-z0-9._:-]{8,128}$/;

export interface Answered {
  method: string;
  /** The route pattern that answered ('*' for the site's pages and unknown paths). */
  route: string;
  status: number;
  seconds: number;
}

/** The route pattern of the handler that answered: after the answer, the last one that ran. */
export const answeredRoute = (c: Context): string => routePath(c, c.req.routeIndex) || '*';

export function observeRequests(options: { trustProxy: boolean; log?: Logger; onAnswered?: (answered: Answered) => void }): MiddlewareHandler {
  return async (c, next) => {
    const offered = options.trustProxy ? c.req.header('X-Request-Id') : undefined;
    const reqId = offered && requestIdShape.test(offered) ? offered : randomUUID();
    const started = process.hrtime.bigint();
    await requestContext.run({ reqId }, async () => {
      await next();
      try {
        c.res.headers.set('X-Request-Id', reqId);
      } catch {
        c.header('X-Request-Id', reqId); // an answer whose headers cannot change is made anew
      }
      const answered = { method: c.req.method, route: answeredRoute(c), status: c.res.status, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
      options.onAnswered?.(answered);
      options.log?.info(
        { method: answered.method, route: answered.route, status: answered.status, ms: Math.round(answered.seconds * 10_000) / 10 },
        'request answered',
      );
    });
  };
}
