import { useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import { selectDraft, selectSent } from '../../../machines/draftForm';
import { selectInterrupted, selectNotice, selectPreviewReady } from '../../../machines/affiliate.machine';
import { affiliateActorLogic, affiliateInput, type AffiliateLogic } from '../../actors/affiliate';
import { affiliateText } from '../../content/affiliate';
import type { AffiliateDraft } from '../../domain/affiliate';
import { formPosts } from '../../domain/formPosts';
import { FormActions } from '../form/FormActions';
import { SentDetails } from '../form/SentDetails';
import { SuccessNotice } from '../form/SuccessNotice';
import { useDraftForm, useDraftFormActor } from '../form/useDraftForm';
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
  // Read once, as the form mounts: what a referral sent earlier in this page left for the next one.
  const [input] = useState(affiliateInput);
  const actor = useDraftFormActor(logic, input);
  const draft = useSelector(actor, selectDraft<AffiliateDraft>);
  const previewReady = useSelector(actor, selectPreviewReady);
  const sent = useSelector(actor, selectSent);
  const root = useRef<HTMLDivElement>(null);
  const restart = () => {
    flushSync(() => actor.send({ type: 'form.restart' }));
    root.current?.querySelector<HTMLElement>('form input')?.focus();
  };
  return (
    <div className="affiliate" ref={root}>
      {sent ? (
        // Sent earlier or in another tab: nothing more goes to that referral.
        <div className="affiliate__form">
          <SuccessNotice>{affiliateText.notices.sent}</SuccessNotice>
          <SentDetails sent={sent} onRestart={restart} />
        </div>
      ) : (
        <ReferralForm actor={actor} />
      )}
      <aside className="affiliate__preview">
        <EmailPreview draft={draft} ready={previewReady} />
      </aside>
    </div>
  );
}

function ReferralForm({ actor }: { actor: AffiliateRef }): ReactElement {
  const form = useDraftForm<AffiliateDraft>(actor);
  const notice = useSelector(actor, selectNotice);
  // The submission's save fails and is retried: the visitor may try again at once.
  const interrupted = useSelector(actor, selectInterrupted);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const element = e.currentTarget;
    form.submit();
    // Refused as invalid: the first field to fix takes the focus (the alert says why).
    if (selectNotice(actor.getSnapshot())?.kind === 'invalid') element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return (
    <form
      className="affiliate__form"
      method="post"
      action={formPosts.affiliate.action}
      noValidate
      aria-label={text.name}
      aria-busy={form.readOnly || undefined}
      onSubmit={submit}
    >
      <h2 className="affiliate__form-title">{text.title}</h2>
      <p className="form__note">{text.requiredNote}</p>
      <AffiliateFields draft={form.draft} errors={form.errors} readOnly={form.readOnly} onField={form.onField} />
      <FormNotice notice={notice} />
      {/* While a save fails the notice above says so; the indicator would repeat it. */}
      <FormActions resource="affiliates" form={interrupted ? { ...form, action: 'retry' } : form} text={text} showSaveStatus={notice?.kind !== 'failed'} />
    </form>
  );
}
