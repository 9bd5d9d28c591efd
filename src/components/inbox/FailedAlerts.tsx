import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  type failedAlertsMachine,
  type FailedAlertsEvent,
  selectFailedCount,
  selectHasFailed,
  selectIsLoading,
  selectRetried,
  selectRetryingId,
  selectRetryRefused,
} from '../../../machines/failedAlerts.machine';
import { type InboxCalls, isSignedOut } from '../../actors/inbox';
import { formatWhen, inboxText } from '../../content/inbox';
import type { FailedAlert } from '../../domain/failedAlerts';
import { resourceLabels, type InboxRecord } from '../../domain/inbox';
import type { ResourceName } from '../../domain/resources';
import { ChannelTests } from './ChannelTests';
import { messagesText } from './messagesText';
import { RecordDetail } from './RecordDetail';

const t = inboxText.alerts;

export interface FailedAlertsProps {
  state: SnapshotFrom<typeof failedAlertsMachine>;
  send: (event: FailedAlertsEvent) => void;
  calls: InboxCalls;
  onSignedOut: () => void;
}

const kindOf = (alert: FailedAlert) =>
  alert.resource
    ? `${resourceLabels[alert.resource]}${alert.event === 'lead.completed' ? t.completed : ''}${messagesText.kinds[alert.event] ? ` · ${messagesText.kinds[alert.event]}` : ''}`
    : t.gone;

/**
 * The alerts that have not reached the team: those still retrying (when next, and why the last try
 * failed) and those the server gave up on, with 'Try again' for each of these.
 */
export function FailedAlerts({ state, send, calls, onSignedOut }: FailedAlertsProps): ReactElement {
  const alerts = state.context.alerts;
  const count = selectFailedCount(state);
  const retried = selectRetried(state);
  const refused = selectRetryRefused(state);
  const opened = useOpenedRecord(calls, onSignedOut);

  // The row of an alert put back leaves the list, and its button with it: focus goes to the notice saying so.
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (retried) notice.current?.focus();
  }, [retried]);

  return (
    <section className="inbox-alerts" aria-labelledby="inbox-alerts-heading">
      <h2 id="inbox-alerts-heading" ref={opened.heading} tabIndex={-1}>
        {t.heading}
      </h2>
      <p>{t.lead}</p>
      <ChannelTests onSignedOut={onSignedOut} />
      <div role="status">
        {selectIsLoading(state) && !alerts ? <p>{t.loading}</p> : null}
        {retried && (
          <p ref={notice} tabIndex={-1} className="form-notice form-notice--success">
            {t.retried}
          </p>
        )}
      </div>
      {refused && (
        <p role="alert" className="form-notice form-notice--error">
          {t.retryRefused}
        </p>
      )}
      {selectHasFailed(state) && (
        <div role="alert" className="form-notice form-notice--error">
          {t.failed}{' '}
          <button type="button" className="link-button" onClick={() => send({ type: 'list.retry' })}>
            {t.reload}
          </button>
        </div>
      )}
      {count === 0 && <p>{t.none}</p>}
      {alerts && alerts.length > 0 && (
        <div className="inbox-table-wrap">
          <table className="inbox-table">
            <caption className="visually-hidden">{t.count(alerts.length)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.lead}</th>
                <th scope="col">{t.columns.failedAt}</th>
                <th scope="col">{t.columns.error}</th>
                <th scope="col">{t.columns.attempts}</th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((alert) => (
                <tr key={alert.id} aria-selected={opened.alertId === alert.id}>
                  {/* The actions sit with the lead, not in a last column: on a phone that column is off screen. */}
                  <td>
                    {kindOf(alert)}
                    <br />
                    {t.sentAt(formatWhen(alert.createdAt))}
                    <div className="inbox-alerts__actions">
                      {/* A retrying alert is tried again by the server itself: only a given-up one can be put back. */}
                      {alert.status === 'failed' && (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={t.retryLabel(kindOf(alert), formatWhen(alert.createdAt))}
                          disabled={!state.can({ type: 'alert.retry', id: alert.id })}
                          onClick={() => send({ type: 'alert.retry', id: alert.id })}
                        >
                          {selectRetryingId(state) === alert.id ? t.retrying : t.retry}
                        </button>
                      )}
                      {alert.resource && (
                        <button
                          type="button"
                          className="link-button"
                          ref={(el) => opened.keepOpener(alert.id, el)}
                          aria-label={t.openLabel(kindOf(alert), formatWhen(alert.createdAt))}
                          onClick={() => opened.open(alert)}
                        >
                          {t.open}
                        </button>
                      )}
                    </div>
                  </td>
                  <td>{alert.status === 'failed' ? t.gaveUpAt(formatWhen(alert.nextAttemptAt)) : t.retryingAt(formatWhen(alert.nextAttemptAt))}</td>
                  <td className="inbox-alerts__error">{alert.lastError ?? ''}</td>
                  <td>{alert.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {opened.failed && (
        <p role="alert" className="form-notice form-notice--error">
          {t.recordFailed}
        </p>
      )}
      {opened.record && opened.resource && (
        <RecordDetail
          key={opened.record._id}
          calls={calls}
          resource={opened.resource}
          record={opened.record}
          onChanged={opened.reload}
          onDeleted={() => {
            // The lead's alert went with it (ON DELETE CASCADE): the list is reloaded without it.
            opened.close('heading');
            send({ type: 'alerts.refresh' });
          }}
          onClose={() => opened.close('opener')}
          onSignedOut={onSignedOut}
        />
      )}
    </section>
  );
}

/**
 * The lead of an alert, opened below the list: read from the server (it is on no list page here),
 * read again after a change, and closed back to the button that opened it.
 */
function useOpenedRecord(calls: InboxCalls, onSignedOut: () => void) {
  const [opened, setOpened] = useState<{ alertId: string; resource: ResourceName; record: InboxRecord | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);

  const read = async (alertId: string, resource: ResourceName, id: string) => {
    setFailed(false);
    try {
      const record = await calls.getRecord(resource, id);
      setOpened({ alertId, resource, record });
    } catch (error) {
      if (isSignedOut(error)) onSignedOut();
      else setFailed(true);
    }
  };
  return {
    heading,
    alertId: opened?.alertId ?? null,
    resource: opened?.resource ?? null,
    record: opened?.record ?? null,
    failed,
    keepOpener: (alertId: string, el: HTMLButtonElement | null) => {
      if (el) openers.current.set(alertId, el);
      else openers.current.delete(alertId);
    },
    open: (alert: FailedAlert) => void read(alert.id, alert.resource!, alert.leadId),
    reload: () => opened?.record && void read(opened.alertId, opened.resource, opened.record._id),
    close: (focus: 'opener' | 'heading') => {
      const opener = opened && openers.current.get(opened.alertId);
      setOpened(null);
      (focus === 'opener' && opener ? opener : heading.current)?.focus();
    },
  };
}
