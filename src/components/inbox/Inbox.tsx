import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type ReactElement } from 'react';
import { selectIsBusy, selectSignInNotice } from '../../../machines/adminSession.machine';
import { bindAdminSession, inboxCalls, type InboxCalls } from '../../actors/inbox';
import { inboxText } from '../../content/inbox';
import { resourceLabels } from '../../domain/inbox';
import { resourceNames, type ResourceName } from '../../domain/resources';
import { actorOptions } from '../../inspect';
import { AuditLog } from './AuditLog';
import { LeadList } from './LeadList';
import { PrivacyRequests } from './PrivacyRequests';
import { SignInForm } from './SignInForm';
import '../form/form.css';
import './inbox.css';

type Section = ResourceName | 'privacy' | 'audit';
const sections: Section[] = [...resourceNames, 'privacy', 'audit'];
const sectionLabel = (s: Section) => (s === 'privacy' || s === 'audit' ? inboxText.sections[s] : resourceLabels[s]);

/** The owner's inbox: sign-in, then one list per resource, privacy requests and the deletions log. */
export function Inbox({ calls: given }: { calls?: InboxCalls } = {}): ReactElement {
  const calls = useMemo(() => given ?? inboxCalls(), [given]);
  const logic = useMemo(() => bindAdminSession(calls), [calls]);
  const session = useActorRef(logic, actorOptions({}));
  const state = useSelector(session, (s) => s);
  const notice = selectSignInNotice(state);
  const busy = selectIsBusy(state);
  const [section, setSection] = useState<Section>('waitlist-records');
  const expire = () => session.send({ type: 'session.expire' });

  if (state.matches('checking')) return <p className="inbox-status" role="status">{inboxText.signIn.checking}</p>;
  if (state.matches('signedOut') || state.matches('signingIn')) {
    return (
      <SignInForm
        secret={state.context.secret}
        notice={notice}
        busy={busy}
        retryAfterSeconds={state.context.retryAfterSeconds}
        onChange={(value) => session.send({ type: 'secret.change', value })}
        onSubmit={() => session.send({ type: 'signin.submit' })}
      />
    );
  }
  if (state.matches('signingOut')) return <p className="inbox-status" role="status">{inboxText.signingOut}</p>;
  return (
    <div className="inbox">
      <div className="inbox__bar">
        <nav aria-label="Inbox sections" className="inbox__sections">
          {sections.map((s) => (
            <button key={s} type="button" className="inbox__section" aria-pressed={section === s} onClick={() => setSection(s)}>
              {sectionLabel(s)}
            </button>
          ))}
        </nav>
        <button type="button" className="button button--secondary" onClick={() => session.send({ type: 'signout.request' })}>
          {inboxText.signOut}
        </button>
      </div>
      {section === 'privacy' ? (
        <PrivacyRequests calls={calls} onSignedOut={expire} />
      ) : section === 'audit' ? (
        <AuditLog calls={calls} onSignedOut={expire} />
      ) : (
        <LeadList calls={calls} resource={section} onSignedOut={expire} />
      )}
    </div>
  );
}
