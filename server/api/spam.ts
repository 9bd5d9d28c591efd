import type { Context } from 'hono';
import { minFillMs, type SpamReason, spamReasons, spamSignals } from '../../src/domain/spam';
import { BadInput } from './errors';

/**
 * Reads the spam signals from the raw body, before the record's struct sees it (it refuses
 * unknown fields, and a schema that stripped them would lose the honeypot: STYLE.md 'Pitfalls'),
 * and returns the body without them. The verdict only matters for a write that submits; the
 * store keeps it (`spam_reason`) and the outbox trigger sends no alert for it. A body without
 * the timing (no-JS form, API client) is judged by the honeypot alone.
 */
export function takeSpamSignals(body: Record<string, unknown>): { fields: Record<string, unknown>; reason: SpamReason | null } {
  const { [spamSignals.honeypot]: honeypot, [spamSignals.elapsed]: elapsed, ...fields } = body;
  if (honeypot !== undefined && typeof honeypot !== 'string') throw new BadInput(`"${spamSignals.honeypot}" has the wrong type.`, spamSignals.honeypot);
  if (elapsed !== undefined && (typeof elapsed !== 'number' || !Number.isFinite(elapsed))) {
    throw new BadInput(`"${spamSignals.elapsed}" must be a number of milliseconds.`, spamSignals.elapsed);
  }
  let reason: SpamReason | null = null;
  if (typeof honeypot === 'string' && honeypot !== '') reason = spamReasons.honeypot;
  else if (typeof elapsed === 'number' && elapsed < minFillMs) reason = spamReasons.tooFast;
  return { fields, reason };
}

const verdicts = new WeakMap<Request, SpamReason | null>();

/** Keeps the verdict of this request's body for the store call that follows. */
export const rememberSpamVerdict = (c: Context, reason: SpamReason | null) => verdicts.set(c.req.raw, reason);

/** The verdict read from this request's body (null: a person's, or no body read). */
export const spamVerdict = (c: Context): SpamReason | null => verdicts.get(c.req.raw) ?? null;
