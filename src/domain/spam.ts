/**
 * The two spam signals a lead form sends with a submission (issue 15). They travel in the request
 * body beside the record's fields and are read from the raw body before the record's struct sees
 * it (STYLE.md 'Pitfalls'): they are never stored as fields, only the verdict is.
 */
export const spamSignals = {
  /**
   * The honeypot: an input no person sees or hears (hidden from view and from assistive
   * technology), named like a field a form-filling script will not skip. Any value trips it.
   */
  honeypot: 'companyFax',
  /** Milliseconds between the form's first render and the submit, as the form measured them. */
  elapsed: 'formElapsedMs',
} as const;

/** Faster than this from first render to submit is a script, not a person (about 3 seconds). */
export const minFillMs = 3000;

/** Why a submission was flagged, as stored and exported. */
export const spamReasons = {
  honeypot: 'honeypot filled',
  tooFast: 'sent too fast',
} as const;

export type SpamReason = (typeof spamReasons)[keyof typeof spamReasons];

/** The body without the spam signals, and the signals (the server and its test double split them alike). */
export function splitSpamSignals(body: Record<string, unknown>): { fields: Record<string, unknown>; honeypot: unknown; elapsed: unknown } {
  const { [spamSignals.honeypot]: honeypot, [spamSignals.elapsed]: elapsed, ...fields } = body;
  return { fields, honeypot, elapsed };
}
