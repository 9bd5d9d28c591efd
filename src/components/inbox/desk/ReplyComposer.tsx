import type { ReactElement } from 'react';
import type { DeskCalls } from '../../../actors/desk';
import { deskLimits } from '../../../domain/desk';
import { deskText } from './deskText';
import { DeskTextForm } from './DeskTextForm';

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
  return (
    <DeskTextForm
      id={`desk-reply-${leadId}`}
      label={t.label(to)}
      hint={t.hint(replyTo)}
      rows={6}
      maxLength={deskLimits.reply}
      words={t}
      primary
      submit={(input) => calls.reply(leadId, input)}
      onSent={onSent}
      onSignedOut={onSignedOut}
    />
  );
}
