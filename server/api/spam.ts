import { type SpamReason, spamSignals, spamVerdict, splitSpamSignals } from '../../src/domain/spam';
import { BadInput } from './errors';

/**
 * Reads the spam signals from the raw body, before the record's struct sees it (it refuses
 * unknown fields, and a schema that stripped them would lose the honeypot: STYLE.md 'Pitfalls'),
 * and returns the body without them. The verdict only matters for a write that submits; the
 * store keeps it (`spam_reason`) and the outbox trigger sends no alert for it. A body without
 * the timing (no-JS form, API client) is judged by the honeypot alone.
 */
export function takeSpamSignals(body: Record<string, unknown>): { fields: Record<string, unknown>; reason: SpamReason | null } {
  const { fields, honeypot, elapsed, touched } = splitSpamSignals(body);
  if (honeypot !== undefined && typeof honeypot !== 'string') throw new BadInput(`"${spamSignals.honeypot}" has the wrong type.`, spamSignals.honeypot);
  if (elapsed !== undefined && (typeof elapsed !== 'number' || !Number.isFinite(elapsed))) {
    throw new BadInput(`"${spamSignals.elapsed}" must be a number of milliseconds.`, spamSignals.elapsed);
  }
  if (touched !== undefined && typeof touched !== 'boolean') throw new BadInput(`"${spamSignals.touched}" must be true or false.`, spamSignals.touched);
  return { fields, reason: spamVerdict({ honeypot, elapsed, touched }) };
}
