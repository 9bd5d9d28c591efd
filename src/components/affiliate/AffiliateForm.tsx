import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, type FormEvent, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import {
  selectAutosave,
  selectCanSubmit,
  selectDraft,
  selectErrors,
  selectIsReadOnly,
  selectNotice,
  selectPreviewReady,
  selectSubmitAction,
  type AffiliateField,
} from '../../../machines/affiliate.machine';
import { affiliateActorLogic, type AffiliateLogic } from '../../actors/affiliate';
import { affiliateText } from '../../content/affiliate';
import type { AffiliateDraft } from '../../domain/affiliate';
import { formPosts } from '../../domain/formPosts';
import { actorOptions } from '../../inspect';
import { SaveIndicator } from '../form/SaveIndicator';
import { AffiliateFields } from './AffiliateFields';
import { EmailPreview } from './EmailPreview';
import { FormNotice } from './FormNotice';
import './affiliate.css';

const text = affiliateText.form;
type AffiliateRef = ActorRefFrom<AffiliateLogic>;

/**
 * The referral form beside the live preview of the e-mail the center would receive. It saves,
 * submits and starts the next referral through its machine; placing it is all a page does.
 */
export function AffiliateForm({ logic = affiliateActorLogic }: { logic?: AffiliateLogic }): ReactElement {
  const actor = useActorRef(logic, actorOptions({}));
  useSaveOnLeave(actor);
  const draft = useSelector(actor, selectDraft);
  const previewReady = useSelector(actor, selectPreviewReady);
  return (
    <div className="affiliate">
      <ReferralForm actor={actor} />
      <aside className="affiliate__preview">
        <EmailPreview draft={draft} ready={previewReady} />
      </aside>
    </div>
  );
}

function ReferralForm({ actor }: { actor: AffiliateRef }): ReactElement {
  const draft = useSelector(actor, selectDraft);
  const errors = useSelector(actor, selectErrors);
  const readOnly = useSelector(actor, selectIsReadOnly);
  const canSubmit = useSelector(actor, selectCanSubmit);
  const action = useSelector(actor, selectSubmitAction);
  const notice = useSelector(actor, selectNotice);
  const autosave = useSelector(actor, selectAutosave);

  const onField = <K extends AffiliateField>(field: K, value: AffiliateDraft[K]) =>
    actor.send({ type: 'field.change', field, value } as Parameters<AffiliateRef['send']>[0]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    flushSync(() => actor.send({ type: 'form.submit' }));
    // Refused as invalid: the first field to fix takes the focus (the alert says why).
    if (selectNotice(actor.getSnapshot())?.kind === 'invalid') form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return (
    <form
      className="affiliate__form"
      method="post"
      action={formPosts.affiliate.action}
      noValidate
      aria-label={text.name}
      aria-busy={readOnly || undefined}
      onSubmit={submit}
    >
      <h2 className="affiliate__form-title">{text.title}</h2>
      <p className="form__note">{text.requiredNote}</p>
      <AffiliateFields draft={draft} errors={errors} readOnly={readOnly} onField={onField} />
      <FormNotice notice={notice} />
      <div className="affiliate__actions">
        {/* While a stored draft is looked for, only marked unavailable: before the script is live
            (or without it) the button must still post the plain form. */}
        <button type="submit" className="button button--primary" disabled={!canSubmit && readOnly} aria-disabled={(!canSubmit && !readOnly) || undefined}>
          {text[action]}
        </button>
        {/* While a save fails the notice above says so; the indicator would repeat it. */}
        {notice?.kind !== 'failed' && <SaveIndicator autosave={autosave} />}
      </div>
    </form>
  );
}

/**
 * Leaving the form inside the app (another page) saves what is pending at once. A layout
 * effect's cleanup runs before the actor is stopped, so the event still reaches it.
 */
function useSaveOnLeave(actor: AffiliateRef) {
  useLayoutEffect(() => () => actor.send({ type: 'page.leave' }), [actor]);
}
