import { useSelector } from '@xstate/react';
import { useId, type FormEvent, type ReactElement } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectIsSubmitted, type FieldErrors } from '../../../machines/draftForm';
import { selectMissing } from '../../../machines/scholarship.machine';
import { scholarshipActorLogic, type ScholarshipLogic } from '../../actors/scholarship';
import { scholarshipText } from '../../content/scholarship';
import { formPosts } from '../../domain/formPosts';
import type { FieldError } from '../../domain/fieldError';
import type { ScholarshipDraft, ScholarshipField } from '../../domain/scholarship';
import { errorMessage } from '../form/errorMessage';
import { FormActions } from '../form/FormActions';
import { SuccessNotice } from '../form/SuccessNotice';
import { useDraftForm, useDraftFormActor } from '../form/useDraftForm';
import { ScholarshipFields } from './ScholarshipFields';
import './scholarship.css';

const text = scholarshipText.form;
type ScholarshipRef = ActorRefFrom<ScholarshipLogic>;

/** The sponsorship application: saved as it is typed, sent once complete, then thanked for. */
export function ScholarshipForm({ logic = scholarshipActorLogic }: { logic?: ScholarshipLogic }): ReactElement {
  const actor = useDraftFormActor(logic);
  const submitted = useSelector(actor, selectIsSubmitted);
  return (
    <div className="scholarship-form">
      <h2 className="scholarship-form__title">{text.title}</h2>
      {submitted ? <SuccessNotice className="scholarship-form__success">{text.success}</SuccessNotice> : <ApplicationForm actor={actor} />}
    </div>
  );
}

function ApplicationForm({ actor }: { actor: ScholarshipRef }): ReactElement {
  const form = useDraftForm<ScholarshipDraft>(actor);
  const missing = useSelector(actor, selectMissing, sameErrors);
  const missingId = useId();
  // Blocked by what is missing (rather than by the stored draft still loading).
  const blocked = !form.canSubmit && form.action === 'submit' && Object.keys(missing).length > 0;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const element = e.currentTarget;
    form.submit();
    // Submitting is blocked while something is missing (the machine's guard): go to the first of it.
    const first = Object.keys(missing)[0];
    if (blocked && first) element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <form
      className="scholarship-form__form"
      method="post"
      action={formPosts.scholarship.action}
      noValidate
      aria-label={text.name}
      aria-busy={form.readOnly || undefined}
      onSubmit={submit}
    >
      <p className="form__note">{text.requiredNote}</p>
      <ScholarshipFields draft={form.draft} errors={form.errors} readOnly={form.readOnly} onField={form.onField} />
      {blocked && <MissingList id={missingId} missing={missing} />}
      <FormActions
        resource="scholarship-applications"
        form={form}
        text={text}
        // Still focusable while blocked, so the list of what is missing is read with it.
        button={{
          'aria-disabled': blocked || (!form.canSubmit && !form.readOnly) || undefined,
          'aria-describedby': blocked ? missingId : undefined,
          // Never disabled in the prerendered page: without a script the button posts the plain form.
          disabled: form.readOnly && !form.canSubmit,
        }}
      />
    </form>
  );
}

function MissingList({ id, missing }: { id: string; missing: FieldErrors<ScholarshipField> }): ReactElement {
  const items = (Object.entries(missing) as [ScholarshipField, FieldError][]).map(([field, error]) =>
    error.key === 'Required' ? text.labels[field] : `${text.labels[field]}: ${errorMessage(error)}`,
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

const sameErrors = (a: FieldErrors, b: FieldErrors) => JSON.stringify(a) === JSON.stringify(b);

