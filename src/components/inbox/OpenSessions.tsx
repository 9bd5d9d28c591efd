import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { selectEnded, selectEndingId, selectEndRefused, selectHasFailed, selectIsLoading } from '../../../machines/openSessions.machine';
import { bindOpenSessions, type InboxCalls } from '../../actors/inbox';
import { formatWhen, inboxText } from '../../content/inbox';
import { adminSessionMaxHours } from '../../domain/inbox';
import { actorOptions } from '../../inspect';

const t = inboxText.sessionsList;

export interface OpenSessionsProps {
  calls: InboxCalls;
  onSignedOut: () => void;
}

/** Everyone signed in to the desk (the owner's section, issue 36): who, since when, until when at the latest, and 'End'. */
export function OpenSessions({ calls, onSignedOut }: OpenSessionsProps): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindOpenSessions(calls, () => signedOut.current()), [calls]);
  const actor = useActorRef(logic, actorOptions({}));
  const state = useSelector(actor, (s) => s);
  const sessions = state.context.sessions;
  const ending = selectEndingId(state);
  const ended = selectEnded(state);
  const refused = selectEndRefused(state);

  // The ended session's row, and its button, leave the list: focus goes to the notice saying so.
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (ended) notice.current?.focus();
  }, [ended]);

  return (
    <section className="inbox-sessions" aria-labelledby="inbox-sessions-heading">
      <h2 id="inbox-sessions-heading">{t.heading}</h2>
      <p>{t.lead(sessions?.[0] ? Math.round((Date.parse(sessions[0].endsAt) - Date.parse(sessions[0].startedAt)) / 3_600_000) : adminSessionMaxHours)}</p>
      <div role="status">
        {selectIsLoading(state) && <p>{t.loading}</p>}
        {ended && (
          <p ref={notice} tabIndex={-1}>
            {t.ended}
          </p>
        )}
      </div>
      {selectHasFailed(state) && (
        <div role="alert" className="form-notice form-notice--error">
          {t.failed}{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'list.retry' })}>
            {t.reload}
          </button>
        </div>
      )}
      {refused && (
        <p role="alert" className="form-notice form-notice--error">
          {t.endFailed}
        </p>
      )}
      {sessions && sessions.length > 0 && (
        <div className="inbox-table-wrap">
          <table className="inbox-table">
            <thead>
              <tr>
                <th scope="col">{t.columns.who}</th>
                <th scope="col">{t.columns.started}</th>
                <th scope="col" className="inbox-sessions__seen">
                  {t.columns.seen}
                </th>
                <th scope="col">{t.columns.ends}</th>
                <th scope="col">{t.columns.action}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => {
                const who = inboxText.desk.who(s.who === 'owner' ? null : s.who, s.role);
                return (
                  <tr key={s.id}>
                    <td>
                      {who}
                      {s.current && t.you}
                    </td>
                    <td>{formatWhen(s.startedAt)}</td>
                    <td className="inbox-sessions__seen">{formatWhen(s.lastSeenAt)}</td>
                    <td>{formatWhen(s.endsAt)}</td>
                    <td>
                      {/* One's own session ends with 'Sign out' in the header. */}
                      {!s.current && (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={t.endLabel(who, formatWhen(s.startedAt))}
                          aria-disabled={ending !== null}
                          onClick={() => ending === null && actor.send({ type: 'session.end', id: s.id })}
                        >
                          {ending === s.id ? t.ending : t.end}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
