import type { FieldErrors } from '../../../machines/draftForm';
import type { FieldError } from '../../domain/fieldError';
import type { FormRules } from '../../domain/formRules';
import { errorMessage } from './errorMessage';

/** What a form's fields component takes from its form (see useDraftForm). */
export interface DraftFieldsProps<TDraft, F extends keyof TDraft & string> {
  draft: TDraft;
  errors: FieldErrors<F>;
  readOnly: boolean;
  onField: <K extends F>(field: K, value: TDraft[K]) => void;
}

interface FieldText<F extends string> {
  labels: Record<F, string>;
  placeholders?: Partial<Record<F, string>>;
  hints?: Partial<Record<F, string>>;
}

interface BoundForm<TDraft, F extends keyof TDraft> {
  draft: TDraft;
  errors: Partial<Record<string, FieldError>>;
  readOnly: boolean;
  onField: <K extends F>(field: K, value: TDraft[K]) => void;
}

/**
 * The props every field of a draft form takes, from one place: its words, its value and
 * error, whether the submission needs it and how long it may be (the form's struct rules).
 */
export function fieldBinder<TDraft, F extends keyof TDraft & string>(form: BoundForm<TDraft, F>, rules: FormRules<string>, text: FieldText<F>) {
  return <K extends F>(field: K) => ({
    name: field,
    label: text.labels[field],
    placeholder: text.placeholders?.[field],
    hint: text.hints?.[field],
    value: form.draft[field],
    error: errorMessage(form.errors[field]),
    required: rules.required.has(field),
    maxLength: rules.maxLength[field],
    // A number field's min and max (the others have none).
    ...rules.range[field],
    readOnly: form.readOnly,
    onChange: (value: TDraft[K]) => form.onField(field, value),
  });
}
