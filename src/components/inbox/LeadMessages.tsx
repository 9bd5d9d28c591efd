import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { isSignedOut } from '../../actors/inbox';
import type { LeadMessages as Messages, MessageCalls, ReferralMail } from '../../actors/messages';
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
  const [data, setData] = useState<Messages | null>(null);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(await calls.leadMessages(record._id));
      setFailed(false);
    } catch (error) {
      if (isSignedOut(error)) onSignedOut();
      else setFailed(true);
    }
  }, [calls, record._id, onSignedOut]);
  useEffect(() => void load(), [load]);
  // A message waiting to go is looked at again every few seconds, so the owner sees it leave.
  const waiting = data?.messages.some((m) => m.status === 'pending') ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void load(), pendingRefreshMs);
    return () => clearTimeout(timer);
  }, [waiting, data, load]);

  const act = async (run: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    try {
      setNotice(await run());
      await load();
    } catch (error) {
      if (isSignedOut(error)) onSignedOut();
      else setNotice(t.actionFailed);
    } finally {
      setBusy(false);
    }
  };

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
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={busy}
                onClick={() => act(async () => referralSays((await calls.referral(record._id, 'send')).referral))}
              >
                {t.referral.send}
              </button>
            )}
            {referral.delivery !== 'delivered' && referral.state !== 'held' && (
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={busy}
                onClick={() => act(async () => referralSays((await calls.referral(record._id, 'hold')).referral))}
              >
                {t.referral.hold}
              </button>
            )}
          </div>
        </>
      )}
      {isDraft && data && !hadFollowUp && (
        <div className="inbox-record__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy}
            onClick={() => act(async () => t.followUp[(await calls.followUp(record._id)).outcome])}
          >
            {t.followUp.send}
          </button>
        </div>
      )}
      <p role="status">{notice}</p>
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

const pendingRefreshMs = 2_000;
