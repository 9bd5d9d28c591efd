import type { FieldError } from '../src/domain/fieldError';

/**
 * What every lead form's view reads of its machine (each form owns its lead: formLifecycle.ts),
 * and the types the forms share. Not a `*.machine.ts`: no machine here.
 */

/**
 * Why each field is refused, as keys (views say them in the page's language: issue 17); `form`
 * holds a refusal of the server that names no field.
 */
export type FieldErrors<F extends string = string> = Partial<Record<F | 'form', FieldError>>;

/** A sent record as the form shows it: 'Sent on {date}'. `at` is ISO 8601. */
export interface SentNote {
  recordId: string;
  at: string;
  /** The visitor's last changes are not part of it (what was typed that the sent record lacks). */
  withoutUnsent?: boolean;
}

/** What a form view reads; every form machine's snapshot fits (formLifecycle.ts's). */
export interface DraftFormSnapshot<TDraft extends object = object> {
  context: { draft: TDraft; errors: FieldErrors; sent: { recordId: string; at: string; unsent?: object } | null };
  // Method syntax with a wide parameter: each machine has tags of its own.
  hasTag(tag: string): boolean;
  can(event: { type: 'form.submit' }): boolean;
}

export type SubmitAction = 'submit' | 'submitting' | 'retry';

export const selectDraft = <TDraft extends object>(s: DraftFormSnapshot<TDraft>): TDraft => s.context.draft;
export const selectErrors = (s: DraftFormSnapshot): FieldErrors => s.context.errors;
export const selectIsReadOnly = (s: DraftFormSnapshot): boolean => s.hasTag('readOnly');
export const selectIsSubmitted = (s: DraftFormSnapshot): boolean => s.hasTag('submitted');
/** The sent record the form shows (with its date), while it shows one. */
export function selectSent(s: DraftFormSnapshot): SentNote | null {
  const sent = s.hasTag('submitted') ? s.context.sent : null;
  if (!sent) return null;
  return { recordId: sent.recordId, at: sent.at, ...(sent.unsent !== undefined && { withoutUnsent: true }) };
}
export const selectCanSubmit = (s: DraftFormSnapshot): boolean => s.can({ type: 'form.submit' });

/** 'retry' is the affiliate view's own ('Try again' while its submission's save is failing). */
export const selectSubmitAction = (s: DraftFormSnapshot): SubmitAction => (s.hasTag('readOnly') ? 'submitting' : 'submit');
