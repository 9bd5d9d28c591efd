import './form.css';
import type { ButtonHTMLAttributes, ReactElement } from 'react';
import type { ResourceName } from '../../domain/resources';
import { locale } from '../../i18n/locale';
import type { SubmitAction } from '../../../machines/draftForm';
import { errorMessage } from './errorMessage';
import { Honeypot } from './Honeypot';
import { SaveIndicator } from './SaveIndicator';
import type { DraftFormView } from './useDraftForm';

export interface FormActionsText extends Record<SubmitAction, string> {
  /** Said while the autosave has stopped and Submit means 'Try again'; a form with its own notice leaves it out. */
  stalled?: string;
}

interface FormActionsProps {
  /** The form's resource: its spam signals (the honeypot, the time since the first render) go with its submit. */
  resource: ResourceName;
  form: Pick<DraftFormView<object>, 'action' | 'canSubmit' | 'readOnly' | 'autosave' | 'errors'>;
  text: FormActionsText;
  /** The button's own attributes, e.g. a form that keeps it focusable while blocked. */
  button?: ButtonHTMLAttributes<HTMLButtonElement>;
  /** False where the form's own notice already says how saving goes. */
  showSaveStatus?: boolean;
}

/**
 * The end of every draft form: a refusal of the server that names no field, the stalled
 * notice, the submit button (Submit, Submitting…, Try again), the save indicator, and the spam
 * trap (Honeypot.tsx), so every draft form has it.
 */
export function FormActions({ resource, form, text, button, showSaveStatus = true }: FormActionsProps): ReactElement {
  return (
    <>
      {form.errors.form && (
        <p className="form-notice form-notice--error" role="alert">
          {errorMessage(form.errors.form)}
        </p>
      )}
      {form.action === 'retry' && text.stalled && (
        <p className="form-notice form-notice--error" role="alert">
          {text.stalled}
        </p>
      )}
      <div className="form__actions">
        {/* Disabled only while the fields wait for the server. Otherwise (a stored draft still
            looked for) only marked unavailable: the prerendered button must post the plain form
            before the script is live, or without it (issue 14, src/domain/formPosts.ts). */}
        <button
          type="submit"
          className="button button--primary"
          disabled={!form.canSubmit && form.readOnly}
          aria-disabled={(!form.canSubmit && !form.readOnly) || undefined}
          {...button}
        >
          {text[form.action]}
        </button>
        {showSaveStatus && <SaveIndicator autosave={form.autosave} />}
      </div>
      <Honeypot resource={resource} />
      {/* The page's language, for a post without JavaScript (issue 17); a script's saves add it too (actors/autosave.ts). */}
      <input type="hidden" name="locale" value={locale} />
    </>
  );
}
