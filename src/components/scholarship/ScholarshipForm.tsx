import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, type FormEvent, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import {
  selectAutosave,
  selectCanSubmit,
  selectDraft,
  selectIsReadOnly,
  selectIsSubmitted,
  selectMissing,
  selectRefusals,
  selectSubmitAction,
  type FieldErrors,
  type ScholarshipField,
} from '../../../machines/scholarship.machine';
import { scholarshipActorLogic, type ScholarshipLogic } from '../../actors/scholarship';
import { scholarshipText } from '../../content/scholarship';
import { formPosts } from '../../domain/formPosts';
import { messages } from '../../domain/messages';
import type { ScholarshipDraft } from '../../domain/scholarship';
import { actorOptions } from '../../inspect';
import { SaveIndicator } from '../form/SaveIndicator';
import { ScholarshipFields } from './ScholarshipFields';
import './scholarship.css';

const text = scholarshipText.form;
type ScholarshipRef = ActorRefFrom<ScholarshipLogic>;

/** The sponsorship application: saved as it is typed, sent once complete, then thanked for. */
export function ScholarshipForm({ logic = scholarshipActorLogic }: { logic?: ScholarshipLogic }): ReactElement {
  const actor = useActorRef(logic, actorOptions({}));
  useSaveOnLeave(actor);
  const submitted = useSelector(actor, selectIsSubmitted);
  return (
    <div className="scholarship-form">
      <h2 className="scholarship-form__title">{text.title}</h2>
      {submitted ? <Success /> : <ApplicationForm actor={actor} />}
    </div>
  );
}

function ApplicationForm({ actor }: { actor: ScholarshipRef }): ReactElement {
  const draft = useSelector(actor, selectDraft);
  const refusals = useSelector(actor, selectRefusals);
  const missing = useSelector(actor, selectMissing, sameErrors);
  const readOnly = useSelector(actor, selectIsReadOnly);
  const canSubmit = useSelector(actor, selectCanSubmit);
  const action = useSelector(actor, selectSubmitAction);
  const autosave = useSelector(actor, selectAutosave);
  const missingId = useId();
  // Blocked by what is missing (rather than by the stored draft still loading).
  const blocked = !canSubmit && action === 'submit' && Object.keys(missing).length > 0;

  const onField = <K extends ScholarshipField>(field: K, value: ScholarshipDraft[K]) =>
    actor.send({ type: 'field.change', field, value } as Parameters<ScholarshipRef['send']>[0]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    flushSync(() => actor.send({ type: 'form.submit' }));
    // Submitting is blocked while something is missing (the machine's guard): go to the first of it.
    const first = Object.keys(missing)[0];
    if (blocked && first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <form
      className="scholarship-form__form"
      method="post"
      action={formPosts.scholarship.action}
      noValidate
      aria-label={text.name}
      aria-busy={readOnly || undefined}
      onSubmit={submit}
    >
      <p className="form__note">{text.requiredNote}</p>
      <ScholarshipFields draft={draft} errors={refusals} readOnly={readOnly} onField={onField} />
      {action === 'retry' && (
        <p className="form-notice form-notice--error" role="alert">
          {text.stalled}
        </p>
      )}
      {blocked && <MissingList id={missingId} missing={missing} />}
      <div className="scholarship-form__actions">
        <button
          type="submit"
          className="button button--primary"
          // Still focusable while blocked, so the list of what is missing is read with it.
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? missingId : undefined}
          disabled={action === 'submitting' || (!canSubmit && !blocked)}
        >
          {text[action]}
        </button>
        <SaveIndicator autosave={autosave} />
      </div>
    </form>
  );
}

function MissingList({ id, missing }: { id: string; missing: FieldErrors }): ReactElement {
  const items = (Object.entries(missing) as [ScholarshipField, string][]).map(([field, message]) =>
    message === messages.Required ? text.labels[field] : `${text.labels[field]}: ${message}`,
  );
  return (
    <div className="scholarship-form__missing" id={id}>
      <p>{text.missing}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function Success(): ReactElement {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p className="form-notice form-notice--success scholarship-form__success" role="status" tabIndex={-1} ref={ref}>
      {text.success}
    </p>
  );
}

const sameErrors = (a: FieldErrors, b: FieldErrors) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Leaving the form inside the app (another page) saves what is pending at once. A layout
 * effect's cleanup runs before the actor is stopped, so the event still reaches it.
 */
function useSaveOnLeave(actor: ScholarshipRef) {
  useLayoutEffect(() => () => actor.send({ type: 'page.leave' }), [actor]);
}
