import { useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import { selectIsSubmitted, selectSent, type FieldErrors } from '../../../machines/draftForm';
import { selectMissing } from '../../../machines/scholarship.machine';
import { scholarshipActorLogic, type ScholarshipLogic } from '../../actors/scholarship';
import { scholarshipText } from '../../content/scholarship';
import { formPosts } from '../../domain/formPosts';
import type { FieldError } from '../../domain/fieldError';
import type { ScholarshipDraft, ScholarshipField } from '../../domain/scholarship';
import { errorMessage } from '../form/errorMessage';
import { FormActions } from '../form/FormActions';
import { useFieldsToFix } from '../form/fieldsToFix';
import { SentDetails } from '../form/SentDetails';
import { SuccessNotice } from '../form/SuccessNotice';
import { useDraftForm, useDraftFormActor } from '../form/useDraftForm';
import { useHydrated } from '../form/useHydrated';
import { ScholarshipFields, scholarshipFieldOrder } from './ScholarshipFields';
import './scholarship.css';

const text = scholarshipText.form;
type ScholarshipRef = ActorRefFrom<ScholarshipLogic>;

/**
 * The sponsorship application: saved as it is typed, sent once complete, then thanked for (also
 * when found sent on a later visit or in another tab, with its date and 'Send another request').
 */
export function ScholarshipForm({ logic = scholarshipActorLogic }: { logic?: ScholarshipLogic }): ReactElement {
  const actor = useDraftFormActor(logic);
  const submitted = useSelector(actor, selectIsSubmitted);
  const sent = useSelector(actor, selectSent);
  const root = useRef<HTMLDivElement>(null);
  const restart = () => {
    flushSync(() => actor.send({ type: 'form.restart' }));
    root.current?.querySelector<HTMLElement>('form input, form textarea')?.focus();
  };
  return (
    <div className="scholarship-form" ref={root}>
      <h2 className="scholarship-form__title">{text.title}</h2>
      {submitted ? (
        <>
          <SuccessNotice className="scholarship-form__success">{text.success}</SuccessNotice>
          <SentDetails sent={sent} onRestart={restart} />
        </>
      ) : (
        <ApplicationForm actor={actor} />
      )}
    </div>
  );
}

function ApplicationForm({ actor }: { actor: ScholarshipRef }): ReactElement {
  const form = useDraftForm<ScholarshipDraft>(actor);
  const missing = useSelector(actor, selectMissing, sameErrors);
  const missingId = useId();
  // Blocked by what is missing, also while the stored draft still loads (a press then is held
  // by the machine, and would find the same fields missing). Never in the prerendered page: its
  // button posts the plain form, and without a script the server names what is missing.
  const incomplete = form.action === 'submit' && Object.keys(missing).length > 0;
  const blocked = useHydrated() && incomplete;

  const toFix = useFieldsToFix(Object.keys(form.errors).length);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const element = e.currentTarget;
    form.submit();
    // Blocked while something is missing (the machine's guard): the fields to fix are marked now.
    toFix.refused(element, Object.keys(actor.getSnapshot().context.errors).length);
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
      {/* Prerendered too (an empty form misses every required field), so that it takes its place
          before the first paint instead of pushing Send and the footer down when the page
          hydrates (the product's CLS of 0). Hidden without a script, where it would not follow
          the typing (scholarship.css). */}
      {incomplete && <MissingList id={missingId} missing={missing} />}
      {toFix.alert}
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
  // In the page's order, as the visitor meets the fields.
  const items = scholarshipFieldOrder
    .filter((field) => missing[field])
    .map((field) => [field, missing[field]!] as [ScholarshipField, FieldError])
    .map(([field, error]) => (error.key === 'Required' ? text.labels[field] : `${text.labels[field]}: ${errorMessage(error)}`));
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
