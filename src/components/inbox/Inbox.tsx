import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { selectIsBusy, selectPerson, selectSignInNotice } from '../../../machines/adminSession.machine';
import { bindAdminSession, inboxCalls, type InboxCalls } from '../../actors/inbox';
import { inboxText } from '../../content/inbox';
import { actorOptions } from '../../inspect';
import { DeskHeader } from './DeskHeader';
import { InboxSections } from './InboxSections';
import { SignInForm } from './SignInForm';
import '../form/form.css';
import './inbox.css';

/** The owner's inbox: sign-in, then its sections (InboxSections.tsx). */
export function Inbox({ calls: given }: { calls?: InboxCalls } = {}): ReactElement {
  const calls = useMemo(() => given ?? inboxCalls(), [given]);
  const logic = useMemo(() => bindAdminSession(calls), [calls]);
  const session = useActorRef(logic, actorOptions({}));
  const state = useSelector(session, (s) => s);
  const notice = selectSignInNotice(state);
  const busy = selectIsBusy(state);
  const expire = () => session.send({ type: 'session.expire' });
  // Signed in here (not a session found on arrival): the form the focus was in is gone, so the
  // focus goes to the inbox's heading rather than to the page's body.
  const signedInHere = useRef(false);
  if (state.matches('signingIn')) signedInHere.current = true;

  if (state.matches('checking'))
    return (
      <SignedOutShell>
        <p className="inbox-status" role="status">
          {inboxText.signIn.checking}
        </p>
      </SignedOutShell>
    );
  if (state.matches('signedOut') || state.matches('signingIn')) {
    return (
      <SignedOutShell>
        <SignInForm
          email={state.context.email}
          onEmailChange={(value) => session.send({ type: 'email.change', value })}
          secret={state.context.secret}
          notice={notice}
          busy={busy}
          retryAfterSeconds={state.context.retryAfterSeconds}
          onChange={(value) => session.send({ type: 'secret.change', value })}
          onSubmit={() => session.send({ type: 'signin.submit' })}
        />
      </SignedOutShell>
    );
  }
  if (state.matches('signingOut'))
    return (
      <SignedOutShell>
        <p className="inbox-status" role="status">
          {inboxText.signingOut}
        </p>
      </SignedOutShell>
    );
  return (
    <InboxSections
      calls={calls}
      person={selectPerson(state)}
      focusHeading={signedInHere.current}
      onSignOut={() => session.send({ type: 'signout.request' })}
      onSignedOut={expire}
    />
  );
}

/** Before sign-in: the header with the product's name only. */
function SignedOutShell({ children }: { children: ReactNode }): ReactElement {
  return (
    <div className="inbox">
      <DeskHeader />
      <div className="desk__body">{children}</div>
    </div>
  );
}
