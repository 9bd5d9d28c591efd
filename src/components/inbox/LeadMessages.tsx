import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, type ReactElement } from 'react';
import { selectIsActing, selectLoadFailed, type ActionOutcome, type MessageAction } from '../../../machines/leadMessages.machine';
import { bindLeadMessages, type MessageCalls, type ReferralMail } from '../../actors/messages';
import { actorOptions } from '../../inspect';
import { formatWhen } from '../../content/inbox';
import type { InboxRecord } from '../../domain/inbox';
import type { ResourceName } from '../../domain/resources';
import { messagesText as t } from './messagesText';

export interface LeadMessagesProps {
  resource: ResourceName;
  record: InboxRecord;
  onSignedOut: () => void;
  calls: MessageCalls;
}

/**
 * The messages sent to the people a record names (issue 35): each one's state, and for a referral
 * whether its e-mail to the center went, with 'Send' and 'Hold'; for a demo request draft, its
 * one follow-up.
 */
export function LeadMessages({ resource, record, onSignedOut, calls }: LeadMessagesProps): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindLeadMessages(calls, record._id, () => signedOut.current()), [calls, record._id]);
  const actor = useActorRef(logic, actorOptions({}));
  const state = useSelector(actor, (s) => s);
  const { data, outcome } = state.context;
  const failed = selectLoadFailed(state);
  const busy = selectIsActing(state);
  const act = (action: MessageAction) => actor.send({ type: 'message.act', action });

  const referral = data?.referral;
  const isDraft = resource === 'waitlist-records' && !record.sent && typeof record.email === 'string' && record.email.includes('@');
  const hadFollowUp = data?.messages.some((m) => m.event === 'message.follow-up');
  return (
    <section className="inbox-messages" aria-labelledby={`messages-${record._id}`}>
      <h4 id={`messages-${record._id}`}>{t.heading}</h4>
      {!data && !failed && <p>{t.loading}</p>}
      {failed && (
        <p role="alert" className="form-notice form-notice--error">
          {t.loadFailed}
        </p>
      )}
      {data && data.messages.length === 0 && <p>{t.none}</p>}
      {data && data.messages.length > 0 && (
        <ul>
          {data.messages.map((m) => (
            <li key={m.id}>
              {t.kinds[m.event] ?? m.event}: {t.status(m.status, m.skipped, m.deliveredAt && formatWhen(m.deliveredAt))}
              {m.status === 'failed' && m.lastError ? ` (${m.lastError})` : ''}
            </li>
          ))}
        </ul>
      )}
      {referral && (
        <>
          <p>
            <strong>{t.referral.heading}:</strong> {referralSays(referral)}
          </p>
          <div className="inbox-record__actions">
            {referral.state !== 'queued' && (
              <button type="button" className="button button--secondary" aria-disabled={busy} onClick={() => act({ kind: 'referral', action: 'send' })}>
                {t.referral.send}
              </button>
            )}
            {referral.delivery !== 'delivered' && referral.state !== 'held' && (
              <button type="button" className="button button--secondary" aria-disabled={busy} onClick={() => act({ kind: 'referral', action: 'hold' })}>
                {t.referral.hold}
              </button>
            )}
          </div>
        </>
      )}
      {isDraft && data && !hadFollowUp && (
        <div className="inbox-record__actions">
          <button type="button" className="button button--secondary" aria-disabled={busy} onClick={() => act({ kind: 'followUp' })}>
            {t.followUp.send}
          </button>
        </div>
      )}
      <p role="status">{outcome ? outcomeSays(outcome) : ''}</p>
    </section>
  );
}

/** A referral e-mail's state in words: once handed over, what its outbox row says. */
function referralSays(referral: ReferralMail): string {
  if (referral.state !== 'queued') return t.referral[referral.state];
  if (referral.delivery === 'delivered') return t.referral.sent(referral.deliveredAt ? formatWhen(referral.deliveredAt) : '');
  if (referral.delivery === 'failed') return t.referral.failed(referral.lastError ?? '');
  return t.referral.queued;
}

/** What a press came to, in words. */
function outcomeSays(outcome: ActionOutcome): string {
  if (outcome.kind === 'referral') return referralSays(outcome.referral);
  if (outcome.kind === 'followUp') return t.followUp[outcome.outcome];
  return t.actionFailed;
}
