import type { FieldError } from '../../domain/fieldError';
import { messages } from '../../domain/messages';

/**
 * A refusal in the page's language (issue 17: machines carry keys, views translate); the server
 * uses it for its English `errors`. Not named `…Text.ts`: that suffix marks a text module, which
 * the locale build swaps for its translation (scripts/localePlugin.ts on branch i18n-build).
 */
export function errorMessage(error: FieldError): string;
export function errorMessage(error: FieldError | undefined): string | undefined;
export function errorMessage(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return error.key === 'tooLong' ? messages.tooLong(error.max) : messages[error.key];
}
