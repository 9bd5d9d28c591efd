import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { deskTimelineMachine } from '../../machines/deskTimeline.machine';
import { LeadDesk } from '../../src/components/inbox/desk/LeadDesk';
import { deskText } from '../../src/components/inbox/desk/deskText';
import type { LeadDesk as Desk } from '../../src/domain/desk';
import { heldDeskCalls, leadId, sampleDesk, type HeldDeskCalls } from '../support/fakeDeskCalls';
import { describePaths } from './describePaths';

vi.setConfig({ testTimeout: 30_000 });

/**
 * A lead's desk in its record (src/components/inbox/desk/LeadDesk.tsx, the deskTimeline machine):
 * loaded, brought up to date after a note is added, a failed load tried again, a session that
 * ended; the server's answers held. The time it has waited is read against a fixed clock.
 */
interface Driver {
  user: UserEvent;
  held: HeldDeskCalls;
  signedOut: number;
}

const t = deskText;
const first = sampleDesk();
const withNote = sampleDesk([{ kind: 'note', id: 'n1', at: '2026-11-23T10:00:00.000Z', by: 'the owner', body: 'Called, no answer.' }]);
const clock = () => new Date('2026-11-23T14:20:00.000Z');
const entries = () => within(screen.getByRole('region', { name: t.timeline.heading })).getAllByRole('listitem');

function showsDesk(desk: Desk) {
  expect(entries()).toHaveLength(desk.timeline.length);
  expect(screen.getByText(t.response.waiting('5 h 20 min'))).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: t.reply.label(desk.replyAddress) })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: t.assignee.label })).toBeInTheDocument();
  if (desk === withNote) expect(screen.getByText('Called, no answer.')).toBeInTheDocument();
}

describePaths<typeof deskTimelineMachine, Driver>('deskTimeline', deskTimelineMachine, {
  input: { leadId },
  events: [
    { type: 'xstate.done.actor.loadDesk', output: first },
    { type: 'xstate.error.actor.loadDesk', error: { status: 500 } },
    { type: 'xstate.error.actor.loadDesk', error: { status: 401 } },
    { type: 'desk.retry' },
    { type: 'desk.update' },
    { type: 'xstate.done.actor.updateDesk', output: withNote },
    { type: 'xstate.error.actor.updateDesk', error: { status: 500 } },
    { type: 'xstate.error.actor.updateDesk', error: { status: 401 } },
  ],
  describeEvent: (e) => {
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 5,

  start: (): Driver => {
    const held = heldDeskCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    render(<LeadDesk leadId={leadId} calls={held.calls} onSignedOut={() => driver.signedOut++} now={clock} />);
    return driver;
  },

  perform: {
    'xstate.done.actor.loadDesk': (d, e) => d.held.resolve('leadDesk', e.output),
    'xstate.error.actor.loadDesk': (d, e) => d.held.reject('leadDesk', e.error),
    'xstate.done.actor.updateDesk': (d, e) => d.held.resolve('leadDesk', e.output),
    'xstate.error.actor.updateDesk': (d, e) => d.held.reject('leadDesk', e.error),
    'desk.retry': (d) => d.user.click(screen.getByRole('button', { name: t.retry })),
    // The team adds a note: once the server has it, the timeline is loaded again.
    'desk.update': async (d) => {
      await d.user.type(screen.getByRole('textbox', { name: t.note.label }), 'Called, no answer.');
      await d.user.click(screen.getByRole('button', { name: t.note.submit }));
      await d.held.resolve('addNote', { id: 'n1' });
    },
  },

  expectations: {
    loading: (d) => {
      expect(screen.getByRole('status')).toHaveTextContent(t.loading);
      expect(d.held.made.get('leadDesk')!.at(-1)).toEqual([leadId]);
    },
    showing: (_, state) => showsDesk(state.context.desk as Desk),
    // What is on screen stays while it is loaded again.
    updating: (d, state) => {
      showsDesk(state.context.desk as Desk);
      expect(d.held.made.get('leadDesk')!.length).toBeGreaterThanOrEqual(2);
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.loadFailed);
      expect(screen.queryByRole('region', { name: t.timeline.heading })).toBeNull();
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
