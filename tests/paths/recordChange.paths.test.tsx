import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { recordChangeMachine } from '../../machines/recordChange.machine';
import { RecordDetail } from '../../src/components/inbox/RecordDetail';
import { inboxText } from '../../src/content/inbox';
import type { RecordChange } from '../../src/domain/inbox';
import { heldCalls, sampleRecord, type HeldCalls } from '../support/fakeInboxCalls';
import { describePaths } from './describePaths';

// A path clicks through the record's view; on the shared 2-core machine the first one (cold React,
// cold user-event) can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * A change to a lead from its record (src/components/inbox/RecordDetail.tsx), and its undo: the
 * server's answers are held and given by the step.
 */
interface Driver {
  user: UserEvent;
  held: HeldCalls;
  changed: number;
  signedOut: number;
}

const t = inboxText.record;
const record = sampleRecord(4, { lastContactAt: '2026-11-20T08:00:00.000Z' });
const contacted: RecordChange = { resource: 'waitlist-records', id: record._id, field: 'lastContact', value: 'now' };
const back: RecordChange = { ...contacted, value: record.lastContactAt };
const lastChange = (d: Driver) => d.held.made.get('applyChange')!.at(-1)![0];

describePaths<typeof recordChangeMachine, Driver>('recordChange', recordChangeMachine, {
  events: [
    { type: 'change.apply', change: contacted, undo: back },
    { type: 'change.undo' },
    { type: 'xstate.done.actor.applyChange' },
    { type: 'xstate.error.actor.applyChange', error: { status: 500 } },
    { type: 'xstate.error.actor.applyChange', error: { status: 401 } },
    { type: 'xstate.done.actor.undoChange' },
    { type: 'xstate.error.actor.undoChange', error: { status: 500 } },
    { type: 'xstate.error.actor.undoChange', error: { status: 401 } },
  ],
  describeEvent: (e) => {
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 7,

  start: (): Driver => {
    const held = heldCalls();
    const driver: Driver = { user: userEvent.setup(), held, changed: 0, signedOut: 0 };
    render(
      <RecordDetail
        calls={held.calls}
        resource="waitlist-records"
        record={{ ...record, openedAt: record.createdAt }}
        onChanged={() => driver.changed++}
        onDeleted={() => {}}
        onClose={() => {}}
        onSignedOut={() => driver.signedOut++}
      />,
    );
    return driver;
  },

  perform: {
    'change.apply': (d) => d.user.click(screen.getByRole('button', { name: t.markContacted })),
    'change.undo': (d) => d.user.click(screen.getByRole('button', { name: /^Undo/ })),
    'xstate.done.actor.applyChange': (d) => d.held.resolve('applyChange'),
    'xstate.error.actor.applyChange': (d, e) => d.held.reject('applyChange', e.error),
    'xstate.done.actor.undoChange': (d) => d.held.resolve('applyChange'),
    'xstate.error.actor.undoChange': (d, e) => d.held.reject('applyChange', e.error),
  },

  expectations: {
    idle: (d) => {
      expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
      expect(d.held.made.get('applyChange')).toHaveLength(0);
    },
    applying: (d) => {
      expect(lastChange(d)).toEqual(contacted);
      expect(screen.getByRole('button', { name: t.markContacted })).toHaveAttribute('aria-disabled', 'true');
    },
    applied: (d) => {
      expect(screen.getByText(t.changed.contacted)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.undoLabel(t.changed.contacted) })).toBeInTheDocument();
      expect(d.changed).toBeGreaterThan(0); // the list reloads
    },
    undoing: (d) => {
      // The undo puts back what the record held before: its last contact on the 20th.
      expect(lastChange(d)).toEqual(back);
      expect(screen.getByRole('button', { name: t.markContacted })).toHaveAttribute('aria-disabled', 'true');
    },
    undone: () => {
      expect(screen.getByText(t.undone)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
      expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    },
    undoFailed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.undoFailed);
      expect(screen.getByRole('button', { name: t.undo })).toBeInTheDocument();
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
