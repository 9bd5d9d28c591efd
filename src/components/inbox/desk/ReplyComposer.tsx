import type { FormEvent, ReactElement } from 'react';
import { selectIsSending } from '../../../../machines/deskText.machine';
import type { DeskCalls } from '../../../actors/desk';
import { deskText } from './deskText';
import { deskLimits } from '../../../domain/desk';
import { TextNotice } from './TextNotice';
import { useDeskText } from './useDeskText';

const t = deskText.reply;

export interface ReplyComposerProps {
  leadId: string;
  /** The lead's own address, where the reply goes. */
  to: string;
  /** Where answers to the reply go (the signed-in person). */
  replyTo: string;
  calls: Pick<DeskCalls, 'reply'>;
  /** The reply is queued: the timeline shows it and its delivery. */
  onSent: () => void;
  onSignedOut: () => void;
}

/** A reply written in the record, sent by e-mail through the outbox (server/desk/store.ts `reply`). */
export function ReplyComposer({ leadId, to, replyTo, calls, onSent, onSignedOut }: ReplyComposerProps): ReactElement {
  const { state, send } = useDeskText({ kind: 'message' }, (input) => calls.reply(leadId, input), onSent, onSignedOut);
  const sending = selectIsSending(state);
  const id = `desk-reply-${leadId}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'text.submit' });
  };
  return (
    <form className="desk-text" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t.label(to)}
        </label>
        <textarea
          id={id}
          className="field__control"
          rows={6}
          maxLength={deskLimits.reply}
          value={state.context.text}
          readOnly={sending}
          aria-describedby={`${id}-hint`}
          onChange={(e) => send({ type: 'text.change', text: e.target.value })}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t.hint(replyTo)}
        </p>
      </div>
      <button type="submit" className="button button--primary" aria-disabled={sending}>
        {t.submit}
      </button>
      <TextNotice state={state} words={t} />
    </form>
  );
}
