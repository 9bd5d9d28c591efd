/**
 * The spam signals a lead form sends with a submission (issue 15). They travel in the request
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
  /**
   * Whether a person's hand was on the form before the submit: a key, a pointer, or an input the
   * browser itself made (typing, a paste, autofill), none of which a page's script can forge
   * (`isTrusted`). A script that sets the fields' values and submits makes none of them.
   */
  touched: 'formTouched',
} as const;

/**
 * Faster than this from first render to submit, with no person's hand on the form, is a script
 * (about 3 seconds). Speed alone is not: a visitor who arrives through the site's own 'Book a
 * demo' link, lets the browser's autofill fill the form and presses Enter sends in 2 s (issue 33).
 */
export const minFillMs = 3000;

/** Why a submission was flagged, as stored and exported. */
export const spamReasons = {
  honeypot: 'honeypot filled',
  tooFast: 'sent too fast',
} as const;

export type SpamReason = (typeof spamReasons)[keyof typeof spamReasons];

/** The body without the spam signals, and the signals (the server and its test double split them alike). */
export function splitSpamSignals(body: Record<string, unknown>): { fields: Record<string, unknown>; honeypot: unknown; elapsed: unknown; touched: unknown } {
  const { [spamSignals.honeypot]: honeypot, [spamSignals.elapsed]: elapsed, [spamSignals.touched]: touched, ...fields } = body;
  return { fields, honeypot, elapsed, touched };
}

/**
 * What a robot does, judged from the signals (each may be missing: a form posted without script
 * sends no `touched`, an API client nothing but the fields): it fills the field no person meets
 * (the honeypot), or it submits within `minFillMs` of the form's first render without a person's
 * key, pointer or input on it. A missing signal never flags anyone.
 */
export function spamVerdict({ honeypot, elapsed, touched }: { honeypot?: string; elapsed?: number; touched?: boolean }): SpamReason | null {
  if (honeypot) return spamReasons.honeypot;
  if (elapsed !== undefined && elapsed < minFillMs && touched !== true) return spamReasons.tooFast;
  return null;
}
