import './form.css';
import { useEffect, useRef, useSyncExternalStore, type ButtonHTMLAttributes, type ReactElement } from 'react';
import type { ResourceName } from '../../domain/resources';
import { messages } from '../../domain/messages';
import { locale } from '../../i18n/locale';
import { leadMemory } from '../../services/leadMemory';
import type { SubmitAction } from '../../../machines/draftForm';
import { errorMessage } from './errorMessage';
import { Honeypot } from './Honeypot';
import { SaveIndicator, useSaveStatus } from './SaveIndicator';
import type { DraftFormView } from './useDraftForm';

/** The submit button's words: Submit, Submitting…, Try again (the affiliate's interrupted send). */
export type FormActionsText = Record<SubmitAction, string>;

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
 * The end of every draft form: a refusal of the server that names no field, the submit button (Submit, Submitting…, Try again), the save indicator, and the spam
 * trap (Honeypot.tsx), so every draft form has it.
 */
export function FormActions({ resource, form, text, button, showSaveStatus = true }: FormActionsProps): ReactElement {
  const submitButton = usePlainPostWhenBlocked(form);
  const refused = useStorageRefused(resource);
  // Where saving is blocked (cookies), that notice says what to do; this one would only add words.
  const saveStatus = useSaveStatus(form.autosave);
  const storageRefused = refused && saveStatus !== 'blocked';
  return (
    <>
      {storageRefused && (
        <p className="form-notice" role="status">
          {messages.storageRefused}
        </p>
      )}
      {form.errors.form && (
        <p className="form-notice form-notice--error" role="alert">
          {errorMessage(form.errors.form)}
        </p>
      )}
      <div className="form__actions">
        {/* Disabled only while the fields wait for the server. Otherwise (a stored draft still
            looked for) only marked unavailable: the prerendered button must post the plain form
            before the script is live, or without it (issue 14, src/domain/formPosts.ts). */}
        <button
          type="submit"
          ref={submitButton}
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
      {/* The page's language, for a post without JavaScript (issue 17); a script's saves add it too (actors/leadRequests.ts). */}
      <input type="hidden" name="locale" value={locale} />
    </>
  );
}

/**
 * Where no save can get through (the autosave is `blocked`: cookies are blocked for the site, so
 * every save fails the anti-forgery check), the form is sent the way that works without them: as
 * the plain post it is without JavaScript (src/domain/formPosts.ts). A submit then is left to the
 * browser (the form's own handler never hears it), and a submit already on its way when the
 * refusal came is posted at once: the visitor pressed Send once, and is never left on 'Submitting…'.
 */
function usePlainPostWhenBlocked(form: Pick<DraftFormView<object>, 'autosave' | 'readOnly'>) {
  const button = useRef<HTMLButtonElement>(null);
  const blocked = useSaveStatus(form.autosave) === 'blocked';
  const state = useRef({ blocked, submitting: form.readOnly });
  useEffect(() => {
    const element = button.current?.form;
    if (!element) return;
    // On the form itself: it hears the submit before React's handler (on the root) does.
    const plainly = (event: Event) => {
      if (state.current.blocked) event.stopPropagation();
    };
    element.addEventListener('submit', plainly);
    return () => element.removeEventListener('submit', plainly);
  }, []);
  useEffect(() => {
    const wasSubmitting = state.current.submitting;
    state.current = { blocked, submitting: form.readOnly };
    if (blocked && wasSubmitting) button.current?.form?.submit();
  }, [blocked, form.readOnly]);
  return button;
}

/**
 * Whether this browser refuses to keep the form's memory on the device (its storage full or
 * switched off): said plainly, since a reload or a closed tab would otherwise show an empty form
 * without a word. Tried as the form appears, and known again at every save.
 */
function useStorageRefused(resource: ResourceName): boolean {
  useEffect(() => leadMemory.probe(resource), [resource]);
  return useSyncExternalStore(
    leadMemory.subscribe,
    () => leadMemory.refuses(resource),
    () => false,
  );
}
