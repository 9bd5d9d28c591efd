/**
 * GET /metrics (issue 37): the Prometheus text format, for the admin token or METRICS_TOKEN (a
 * scraper's own, so the one that reads the figures cannot read the leads). Wrong tokens count as
 * guesses on the address's shared count, as at every admin door (auth/throttle.ts).
 */
import type { Context } from 'hono';
import type { Registry } from 'prom-client';
import { bearerToken, sameSecret } from '../auth/bearer';
import { tooManyGuesses } from '../auth/throttle';
import type { AdminGuesses } from './admin';
import { fail } from './errors';

const challenge = { 'WWW-Authenticate': 'Bearer realm="heartwork-metrics"' };

export function metricsHandler({ registry, tokens, guesses }: { registry: Registry; tokens: (string | undefined)[]; guesses: AdminGuesses }) {
  const accepted = tokens.filter((t): t is string => Boolean(t));
  const refusal = accepted.length
    ? 'A bearer token (ADMIN_TOKEN or METRICS_TOKEN) is required.'
    : 'Metrics are off: the server has neither ADMIN_TOKEN nor METRICS_TOKEN.';
  return async (c: Context): Promise<Response> => {
    const address = guesses.clientAddress(c);
    if (!c.req.header('Authorization')) {
      const wait = guesses.throttle.waitSeconds(address);
      return wait ? tooManyGuesses(c, wait) : fail(c, 401, refusal, challenge);
    }
    const attempt = guesses.throttle.attempt(address);
    if (attempt.wait) return tooManyGuesses(c, attempt.wait);
    const token = bearerToken(c);
    // Each accepted token is compared, so the time taken says nothing about which one was close.
    const right = token !== undefined && accepted.map((t) => sameSecret(token, t)).includes(true);
    if (!right) {
      const wait = attempt.wrong();
      return wait ? tooManyGuesses(c, wait) : fail(c, 401, refusal, challenge);
    }
    attempt.giveBack();
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  };
}
