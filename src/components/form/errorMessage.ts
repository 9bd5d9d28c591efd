import type { FieldError, FieldErrorKey } from '../../domain/fieldError';
import { messages } from '../../domain/messages';
import type { Translation } from '../../i18n/translation';

/** The refusal messages of one language: the English module's, or a translation's (src/domain/ro/…). */
export type FieldMessages = Pick<Translation<typeof messages>, FieldErrorKey>;

/** A refusal said with the given language's messages (the server answers each form post in its own). */
export function sayFieldError(words: FieldMessages, error: FieldError): string {
  if (error.key === 'tooLong') return words.tooLong(error.max);
  if (error.key === 'wholeNumber') return words.wholeNumber(error.min, error.max);
  return words[error.key];
}

/**
 * A refusal in the page's language (issue 17: machines carry keys, views translate); the server
 * uses it for its English `errors`. Not named `…Text.ts`: that suffix marks a text module, which
 * the locale build swaps for its translation (scripts/localePlugin.ts on branch i18n-build).
 */
export function errorMessage(error: FieldError): string;
export function errorMessage(error: FieldError | undefined): string | undefined;
export function errorMessage(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return sayFieldError(messages, error);
}
