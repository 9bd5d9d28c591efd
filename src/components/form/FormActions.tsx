import './form.css';
import type { ButtonHTMLAttributes, ReactElement } from 'react';
import type { SubmitAction } from '../../../machines/draftForm';
import { SaveIndicator } from './SaveIndicator';
import type { DraftFormView } from './useDraftForm';

export interface FormActionsText extends Record<SubmitAction, string> {
  /** Said while the autosave has stopped and Submit means 'Try again'; a form with its own notice leaves it out. */
  stalled?: string;
}

interface FormActionsProps {
  form: Pick<DraftFormView<object>, 'action' | 'canSubmit' | 'autosave' | 'errors'>;
  text: FormActionsText;
  /** The button's own attributes, e.g. a form that keeps it focusable while blocked. */
  button?: ButtonHTMLAttributes<HTMLButtonElement>;
  /** False where the form's own notice already says how saving goes. */
  showSaveStatus?: boolean;
}

/**
 * The end of every draft form: a refusal of the server that names no field, the stalled
 * notice, the submit button (Submit, Submitting…, Try again) and the save indicator.
 */
export function FormActions({ form, text, button, showSaveStatus = true }: FormActionsProps): ReactElement {
  return (
    <>
      {form.errors.form && (
        <p className="form-notice form-notice--error" role="alert">
          {form.errors.form}
        </p>
      )}
      {form.action === 'retry' && text.stalled && (
        <p className="form-notice form-notice--error" role="alert">
          {text.stalled}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={!form.canSubmit} {...button}>
          {text[form.action]}
        </button>
        {showSaveStatus && <SaveIndicator autosave={form.autosave} />}
      </div>
    </>
  );
}
