import { useEffect, useState, type ReactElement } from 'react';
import { type InboxCalls, isSignedOut } from '../../actors/inbox';
import { formatWhen, inboxText } from '../../content/inbox';
import { auditReasons, resourceLabels, type AuditEntry } from '../../domain/inbox';

const t = inboxText.audit;

/** What was deleted, when and why (retention, privacy requests, the owner): ids only. */
export function AuditLog({ calls, onSignedOut }: { calls: InboxCalls; onSignedOut: () => void }): ReactElement {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    calls.audit().then(
      (e) => live && setEntries(e),
      (error) => {
        if (!live) return;
        if (isSignedOut(error)) onSignedOut();
        else setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [calls]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section className="inbox-audit" aria-labelledby="inbox-audit-heading">
      <h2 id="inbox-audit-heading">{t.heading}</h2>
      <p>{t.lead}</p>
      {failed && (
        <p role="alert" className="form-notice form-notice--error">
          {inboxText.list.failed}
        </p>
      )}
      {entries?.length === 0 && <p>{t.empty}</p>}
      {entries && entries.length > 0 && (
        <div className="inbox-table-wrap">
          <table className="inbox-table">
            <thead>
              <tr>
                <th scope="col">{t.columns.at}</th>
                <th scope="col">{t.columns.resource}</th>
                <th scope="col">{t.columns.id}</th>
                <th scope="col">{t.columns.reason}</th>
                <th scope="col">{t.columns.by}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={`${e.recordId}-${e.at}`}>
                  <td>{formatWhen(e.at)}</td>
                  <td>{resourceLabels[e.resource] ?? e.resource}</td>
                  <td>
                    <code>{e.recordId}</code>
                  </td>
                  <td>
                    {auditReasons[e.reason]}
                    {e.detail ? ` (${e.detail})` : ''}
                  </td>
                  <td>{e.by ? (e.by === 'owner' ? inboxText.desk.owner : e.by) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
