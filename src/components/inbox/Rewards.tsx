import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { selectHasFailed, selectIsBusy, selectIsLoading, selectJustPaid, selectJustUnpaid, selectRefused } from '../../../machines/rewards.machine';
import { bindRewards, type DeskCalls, payoutsCsvUrl } from '../../actors/desk';
import { dayLabel, deskText } from '../../content/deskText';
import { formatWhen } from '../../content/inbox';
import type { OwnerReward } from '../../domain/ownerRewards';
import { actorOptions } from '../../inspect';
import './desk.css';

const t = deskText.rewards;

/**
 * The affiliate rewards (issue 36, item 8): every reward of every subscribed referral, due ones
 * first, 'Mark paid' on each due one with an 'Undo' in the notice that follows, and the payouts
 * as CSV.
 */
export function Rewards({ calls, onSignedOut }: { calls: DeskCalls; onSignedOut: () => void }): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindRewards(calls, () => signedOut.current()), [calls]);
  const actor = useActorRef(logic, actorOptions({}));
  const state = useSelector(actor, (s) => s);
  const rewards = state.context.rewards;
  const justPaid = selectJustPaid(state);
  const justUnpaid = selectJustUnpaid(state);
  const named = (target: { referralId: string; kind: OwnerReward['kind'] } | null) => {
    const reward = target && rewards?.find((r) => r.referralId === target.referralId && r.kind === target.kind);
    return reward ? ([t.kinds[reward.kind], reward.referrerName || reward.referrerEmail] as const) : null;
  };

  // The pressed button leaves its row (the reward is paid, or due again): focus goes to the notice saying so.
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justPaid || justUnpaid) notice.current?.focus();
  }, [justPaid, justUnpaid]);

  const order: Record<OwnerReward['state'], number> = { due: 0, upcoming: 1, paid: 2, lapsed: 3 };
  const sorted = rewards ? [...rewards].sort((a, b) => order[a.state] - order[b.state] || a.dueOn.localeCompare(b.dueOn)) : null;
  const dueCount = rewards?.filter((r) => r.state === 'due').length ?? 0;
  const paidName = named(justPaid);
  const unpaidName = named(justUnpaid);

  return (
    <section className="desk-rewards" aria-labelledby="desk-rewards-heading">
      <h2 id="desk-rewards-heading">{t.heading}</h2>
      <p>{t.lead}</p>
      <p className="desk-rewards__exports">
        <a className="button button--secondary" href={payoutsCsvUrl('due')} download>
          {t.exportDue}
        </a>{' '}
        <a className="link-button" href={payoutsCsvUrl()} download>
          {t.exportAll}
        </a>
        {rewards && (
          <button
            type="button"
            className="link-button"
            disabled={!state.can({ type: 'rewards.refresh' })}
            onClick={() => actor.send({ type: 'rewards.refresh' })}
          >
            {t.refresh}
          </button>
        )}
      </p>
      <div role="status">
        {selectIsLoading(state) && !rewards ? <p>{t.loading}</p> : null}
        {paidName && (
          <p ref={notice} tabIndex={-1} className="form-notice form-notice--success">
            {t.paid(...paidName)}{' '}
            <button type="button" className="link-button" onClick={() => actor.send({ type: 'reward.undo' })}>
              {t.undo}
            </button>
          </p>
        )}
        {unpaidName && (
          <p ref={notice} tabIndex={-1} className="form-notice form-notice--success">
            {t.unpaid(...unpaidName)}
          </p>
        )}
      </div>
      {selectRefused(state) && (
        <p role="alert" className="form-notice form-notice--error">
          {t.refused}
        </p>
      )}
      {selectHasFailed(state) && (
        <div role="alert" className="form-notice form-notice--error">
          {t.failed}{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'list.retry' })}>
            {t.retry}
          </button>
        </div>
      )}
      {sorted?.length === 0 && <p>{t.none}</p>}
      {sorted && sorted.length > 0 && (
        <div className="inbox-table-wrap">
          <table className="inbox-table desk-rewards__table">
            <caption className="visually-hidden">{t.caption(dueCount)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.referrer}</th>
                <th scope="col">{t.columns.reward}</th>
                <th scope="col">{t.columns.state}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((r) => (
                <tr key={`${r.referralId}-${r.kind}`} data-reward={`${r.referralId}/${r.kind}`} data-state={r.state}>
                  <td>
                    {r.referrerName}
                    <br />
                    <span className="desk-rewards__email">{r.referrerEmail}</span>
                    <br />
                    {t.forCenter(r.centerName)}
                  </td>
                  <td>
                    {t.kinds[r.kind]}: {t.amount(r.amountEur, r.subscriptionMonths)}
                  </td>
                  {/* The action sits with the state, not in a last column a phone would scroll away. */}
                  <td>
                    {r.state === 'paid' && r.paidAt ? t.paidOn(formatWhen(r.paidAt)) : `${t.states[r.state]} · ${dayLabel(r.dueOn)}`}
                    {r.state === 'due' && (
                      <div>
                        <button
                          type="button"
                          className="button button--primary desk-rewards__pay"
                          aria-label={t.markPaidLabel(t.kinds[r.kind], r.referrerName || r.referrerEmail, r.centerName)}
                          disabled={!state.can({ type: 'reward.pay', referralId: r.referralId, kind: r.kind })}
                          onClick={() => actor.send({ type: 'reward.pay', referralId: r.referralId, kind: r.kind })}
                        >
                          {selectIsBusy(state, r.referralId, r.kind) ? t.paying : t.markPaid}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
