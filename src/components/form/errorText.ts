import type { FieldError } from '../../domain/fieldError';
import { messages } from '../../domain/messages';

/** A refusal in the page's language (issue 17: machines carry keys, views translate). */
export function errorText(error: FieldError): string;
export function errorText(error: FieldError | undefined): string | undefined;
export function errorText(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return error.key === 'tooLong' ? messages.tooLong(error.max) : messages[error.key];
}
