import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { openSessionsMachine } from '../../machines/openSessions.machine';
import { InboxSections } from '../../src/components/inbox/InboxSections';
import { formatWhen, inboxText } from '../../src/content/inbox';
import type { OpenSession } from '../../src/domain/people';
import { heldCalls, type HeldCalls } from '../support/fakeInboxCalls';
import { describePaths } from './describePaths';

// A path clicks through the whole inbox view; on the shared 2-core machine the first one (cold
// React, cold user-event) can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The team's open sessions on the real view (src/components/inbox/InboxSections.tsx and
 * OpenSessions.tsx), as the owner opens the section: the list, 'End' on another's session and
 * its outcome, a failed load, the owner's own session ended meanwhile.
 */
interface Driver {
  user: UserEvent;
  held: HeldCalls;
  signedOut: number;
}

const t = inboxText.sessionsList;
const session = (n: number, who: string, role: 'owner' | 'sales', current = false): OpenSession => ({
  id: String(n),
  who,
  role,
  startedAt: new Date(Date.UTC(2026, 10, 28, 8, n)).toISOString(),
  lastSeenAt: new Date(Date.UTC(2026, 10, 28, 9, n)).toISOString(),
  endsAt: new Date(Date.UTC(2026, 10, 28, 20, n)).toISOString(),
  current,
});
const mine = session(1, 'owner', 'owner', true);
const sam = session(2, 'sam@example.org', 'sales');
const both = [mine, sam];
const endButton = () => screen.getByRole('button', { name: t.endLabel('sam@example.org (sales)', formatWhen(sam.startedAt)) });

describePaths<typeof openSessionsMachine, Driver>('openSessions', openSessionsMachine, {
  events: [
    { type: 'xstate.done.actor.loadSessions', output: both },
    { type: 'xstate.error.actor.loadSessions', error: { status: 500 } },
    { type: 'xstate.error.actor.loadSessions', error: { status: 401 } },
    { type: 'session.end', id: sam.id },
    { type: 'xstate.done.actor.endSession' },
    { type: 'xstate.error.actor.endSession', error: { status: 404 } },
    { type: 'xstate.error.actor.endSession', error: { status: 401 } },
    { type: 'xstate.done.actor.reloadSessions', output: [mine] },
    { type: 'xstate.error.actor.reloadSessions', error: { status: 500 } },
    { type: 'xstate.error.actor.reloadSessions', error: { status: 401 } },
    { type: 'list.retry' },
  ],
  describeEvent: (e) => {
    const output = (e as unknown as { output?: OpenSession[] }).output;
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done${output ? ` (${output.length})` : ''}`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 7,

  start: async (): Promise<Driver> => {
    const held = heldCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    render(<InboxSections calls={held.calls} person={{ email: null, role: 'owner' }} onSignOut={() => {}} onSignedOut={() => driver.signedOut++} />);
    await driver.user.click(screen.getByRole('button', { name: inboxText.sections.sessions }));
    return driver;
  },

  perform: {
    'xstate.done.actor.loadSessions': (d, e) => d.held.resolve('sessions', e.output),
    'xstate.error.actor.loadSessions': (d, e) => d.held.reject('sessions', e.error),
    'xstate.done.actor.reloadSessions': (d, e) => d.held.resolve('sessions', e.output),
    'xstate.error.actor.reloadSessions': (d, e) => d.held.reject('sessions', e.error),
    'xstate.done.actor.endSession': (d) => d.held.resolve('endSession'),
    'xstate.error.actor.endSession': (d, e) => d.held.reject('endSession', e.error),
    'session.end': (d) => d.user.click(endButton()),
    'list.retry': (d) => d.user.click(screen.getByRole('button', { name: t.reload })),
  },

  expectations: {
    loading: (d) => expect(d.held.pending.get('sessions')).toHaveLength(1),
    showing: (_, state) => {
      const sessions = state.context.sessions as OpenSession[];
      expect(screen.getAllByRole('row')).toHaveLength(sessions.length + 1);
      // One's own session is marked and has no 'End' (Sign out is in the header).
      expect(screen.getByRole('cell', { name: `${inboxText.desk.owner}${t.you}` })).toBeInTheDocument();
      expect(screen.queryAllByRole('button', { name: /^End/ })).toHaveLength(sessions.filter((s) => !s.current).length);
    },
    'showing.listed': () => {
      expect(endButton()).toHaveTextContent(t.end);
    },
    'showing.ended': (d) => {
      expect(screen.getByText(t.ended)).toHaveFocus();
      expect(d.held.made.get('endSession')!.at(-1)).toEqual([sam.id]);
    },
    'showing.endRefused': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.endFailed);
      expect(endButton()).toBeVisible();
    },
    ending: () => {
      expect(endButton()).toHaveTextContent(t.ending);
    },
    reloading: (d) => expect(d.held.pending.get('sessions')).toHaveLength(1),
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
