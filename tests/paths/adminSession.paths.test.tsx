import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { adminSessionMachine } from '../../machines/adminSession.machine';
import { Inbox } from '../../src/components/inbox/Inbox';
import { inboxText } from '../../src/content/inbox';
import { heldCalls, type HeldCalls } from '../support/fakeInboxCalls';
import { describePaths } from './describePaths';

// A path clicks through the whole inbox view; on the shared 2-core machine the first one (cold
// React, cold user-event) can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The inbox's sign-in on the real view (src/components/inbox/Inbox.tsx) with the server's answers
 * held and given by each step: a session still open, a right, wrong or throttled password, no
 * server, a session that ends while the inbox is open, signing out.
 */
interface Driver {
  user: UserEvent;
  held: HeldCalls;
}

const t = inboxText.signIn;
const passwordField = () => screen.getByLabelText(t.secretLabel);
const signInButton = () => screen.getByRole('button', { name: new RegExp(`^(${t.submit}|${t.submitting})$`) });
const alertText = () => screen.getByRole('alert').textContent;

function expectSignInForm(notice: string | null) {
  expect(passwordField()).toBeVisible();
  expect(screen.queryByRole('button', { name: inboxText.signOut })).toBeNull();
  if (notice) expect(alertText()).toBe(notice);
  else expect(alertText()).toBe('');
}

describePaths<typeof adminSessionMachine, Driver>('adminSession', adminSessionMachine, {
  events: [
    { type: 'xstate.done.actor.checkSession', output: { email: null, role: 'owner' } },
    { type: 'xstate.error.actor.checkSession', error: { status: 401 } },
    { type: 'email.change', value: 'sam@example.org' },
    { type: 'secret.change', value: 'owner password 2026' },
    { type: 'signin.submit' },
    { type: 'xstate.done.actor.signIn', output: { email: 'sam@example.org', role: 'sales' } },
    { type: 'xstate.error.actor.signIn', error: { status: 401 } },
    { type: 'xstate.error.actor.signIn', error: { status: 429, retryAfterSeconds: 600 } },
    { type: 'xstate.error.actor.signIn', error: { status: 0 } },
    { type: 'session.expire' },
    { type: 'signout.request' },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: { status: 0 } },
  ],
  describeEvent: (e) => {
    const error = (e as { error?: { status: number } }).error;
    return error
      ? `${e.type.replace('xstate.error.actor.', '')} fails ${error.status}`
      : e.type.replace('xstate.done.actor.', '') + (e.type.startsWith('xstate.done') ? ' done' : '');
  },
  pathCount: 5,

  start: (): Driver => {
    const held = heldCalls();
    render(<Inbox calls={held.calls} />);
    return { user: userEvent.setup(), held };
  },

  perform: {
    'xstate.done.actor.checkSession': (d, e) => d.held.resolve('checkSession', e.output),
    'xstate.error.actor.checkSession': (d, e) => d.held.reject('checkSession', e.error),
    'email.change': (d, e) => d.user.type(screen.getByLabelText(t.emailLabel), e.value as string),
    'secret.change': (d, e) => d.user.type(passwordField(), e.value as string),
    'signin.submit': (d) => d.user.click(signInButton()),
    'xstate.done.actor.signIn': (d, e) => d.held.resolve('signIn', e.output),
    'xstate.error.actor.signIn': (d, e) => d.held.reject('signIn', e.error),
    // The session ends: the next list load is refused (401), and the view reports it.
    'session.expire': (d) => d.held.reject('loadPage', { status: 401 }),
    'signout.request': (d) => d.user.click(screen.getByRole('button', { name: inboxText.signOut })),
    'xstate.done.actor.signOut': (d) => d.held.resolve('signOut'),
    'xstate.error.actor.signOut': (d, e) => d.held.reject('signOut', e.error),
  },

  expectations: {
    checking: () => {
      expect(screen.getByRole('status')).toHaveTextContent(t.checking);
      expect(screen.queryByLabelText(t.secretLabel)).toBeNull();
    },
    'signedOut.ready': () => expectSignInForm(null),
    'signedOut.refused': () => {
      expectSignInForm(t.refused);
      expect(passwordField()).toHaveValue(''); // the wrong password is not kept
    },
    'signedOut.throttled': () => expectSignInForm(t.throttled(10)),
    'signedOut.expired': () => expectSignInForm(t.expired),
    'signedOut.unreachable': (d, state) => {
      expectSignInForm(t.unreachable);
      expect(passwordField()).toHaveValue('owner password 2026'); // nothing was refused: try again as is
      // The e-mail typed (or none: the owner's secret) goes with the password.
      expect(d.held.made.get('signIn')!.at(-1)).toEqual([state.context.email, 'owner password 2026']);
    },
    signedOut: () => {
      expect(signInButton()).toBeEnabled();
    },
    signingIn: () => {
      expect(signInButton()).toHaveTextContent(t.submitting);
      expect(signInButton()).toBeDisabled();
    },
    signedIn: (_, state) => {
      expect(screen.getByRole('button', { name: inboxText.signOut })).toBeVisible();
      // The header names who: the member and their role, or the owner's own secret; a sales member has no privacy or sessions section.
      const person = state.context.person as { email: string | null; role: 'owner' | 'sales' };
      expect(screen.getByText(inboxText.desk.signedInAs(inboxText.desk.who(person.email, person.role)), { exact: false })).toBeVisible();
      expect(screen.queryByRole('button', { name: inboxText.sections.sessions })).toBe(
        person.role === 'owner' ? screen.getByRole('button', { name: inboxText.sections.sessions }) : null,
      );
      expect(screen.getByRole('heading', { name: 'Demo requests' })).toBeVisible();
      expect(screen.queryByLabelText(t.secretLabel)).toBeNull();
    },
    signingOut: () => {
      expect(screen.getByRole('status')).toHaveTextContent(inboxText.signingOut);
    },
  },
});
