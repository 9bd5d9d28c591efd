import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, type ReactElement } from 'react';
import { bindResponseTimes, type DeskCalls } from '../../../actors/desk';
import { deskText } from './deskText';
import { actorOptions } from '../../../inspect';
import './desk.css';

const t = deskText.times;

/** The median time from sent to first contact, per week, newest first (issue 36 item 6). */
export function ResponseTimes({ calls, onSignedOut }: { calls: Pick<DeskCalls, 'responseTimes'>; onSignedOut: () => void }): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindResponseTimes(calls as DeskCalls, () => signedOut.current()), [calls]);
  const actor = useActorRef(logic, actorOptions({}));
  const state = useSelector(actor, (s) => s);
  return (
    <details className="response-times">
      <summary>{t.heading}</summary>
      {state.matches('loading') && <p role="status">{t.loading}</p>}
      {state.matches('failed') && (
        <p role="alert" className="form-notice form-notice--error">
          {t.failed}{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'times.reload' })}>
            {t.retry}
          </button>
        </p>
      )}
      {state.matches('showing') && (
        <p id="response-times-caption" className="response-times__caption">
          {t.caption}
        </p>
      )}
      {state.matches('showing') && (
        // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too.
        <div className="response-times__scroll" tabIndex={0} role="group" aria-label={t.heading}>
          <table aria-labelledby="response-times-caption">
            <thead>
              <tr>
                <th scope="col">{t.columns.week}</th>
                <th scope="col">{t.columns.sent}</th>
                <th scope="col">{t.columns.contacted}</th>
                <th scope="col">{t.columns.median}</th>
                <th scope="col">{t.columns.waiting}</th>
              </tr>
            </thead>
            <tbody>
              {state.context.weeks.map((w) => (
                <tr key={w.week}>
                  <th scope="row">{w.week}</th>
                  <td>{w.sent}</td>
                  <td>{w.contacted}</td>
                  <td>{t.median(w)}</td>
                  <td>{w.waiting}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
