import type { Failure } from 'superstruct';
import type { messages as en } from '../messages';
import type { Translation } from '../../i18n/translation';
import { limits, type MaxLengthFailure } from '../fields';

/** One user-facing message per rule name (STYLE.md), in Norwegian Bokmål. */
export const messages: Translation<typeof en> = {
  Required: 'Dette feltet må fylles ut.',
  Email: 'Skriv inn en gyldig e-postadresse.',
  emailRequired: 'Skriv inn e-postadressen din',
  affiliateInvalid: 'Skjemaet ser ut til å være ugyldig. Sjekk alle obligatoriske felt.',
  tooLong: (max) => `Bruk høyst ${max} tegn her.`,
  emailLocalPartTooLong: `Delen før @ kan ha høyst ${limits.emailLocalPart} tegn.`,
  invalid: 'Denne verdien godtas ikke.',
  saveStatus: {
    saving: 'Lagrer …',
    saved: 'Lagret',
    offline: 'Det ser ut til at du er frakoblet. Endringene dine er tatt vare på her, og vi fortsetter å prøve å lagre dem.',
    slow: 'Lagringen går sakte: serveren ba oss vente et øyeblikk. Endringene dine er tatt vare på her og blir lagret om kort tid.',
    rejected: 'Den siste endringen din kunne ikke lagres. Sjekk feltet som er markert.',
  },
  fieldsToFix: (count) => (count === 1 ? 'Ett felt trenger oppmerksomheten din.' : `${count} felt trenger oppmerksomheten din.`),
};

/*
 * The build swaps the whole module (scripts/localePlugin.ts), so this one exports what the English
 * one does: the same two functions, reading the Norwegian messages. Keep them in step with
 * src/domain/messages.ts.
 */

/** The message for one superstruct failure, as shown next to its field. */
export function failureMessage(failure: Failure): string {
  if (failure.refinement === 'Required' || failure.refinement === 'CenterRequired' || failure.value === undefined || failure.value === '') {
    return failure.type === 'Email' && failure.value ? messages.Email : messages.Required;
  }
  if (failure.type === 'Email') return messages.Email;
  if (failure.refinement === 'EmailLocalPartLength') return messages.emailLocalPartTooLong;
  if (failure.refinement === 'MaxLength') return messages.tooLong((failure as MaxLengthFailure).max);
  return messages.invalid;
}

/** Field name → message for every failing field of a struct validation. */
export function fieldErrors(failures: Iterable<Failure>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of failures) {
    const key = String(f.path[0] ?? f.key ?? '');
    if (key && !(key in errors)) errors[key] = failureMessage(f);
  }
  return errors;
}
