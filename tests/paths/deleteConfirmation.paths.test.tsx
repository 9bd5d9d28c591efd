import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { deleteConfirmationMachine } from '../../machines/deleteConfirmation.machine';
import { RecordDetail } from '../../src/components/inbox/RecordDetail';
import { inboxText } from '../../src/content/inbox';
import { heldCalls, sampleRecord, type HeldCalls } from '../support/fakeInboxCalls';
import { describePaths } from './describePaths';

// A path clicks through the whole inbox view; on the shared 2-core machine the first one (cold
// React, cold user-event) can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Deleting a record from its panel in the inbox (src/components/inbox/RecordDetail.tsx): nothing
 * is deleted before the owner confirms; the server's answer is held and given by the step.
 */
interface Driver {
  user: UserEvent;
  held: HeldCalls;
  deleted: number;
  /** Deletions the server confirmed. */
  confirmed: number;
}

const t = inboxText.deletion;
const record = sampleRecord(7);
const question = () => screen.queryByRole('alertdialog');

describePaths<typeof deleteConfirmationMachine, Driver>('deleteConfirmation', deleteConfirmationMachine, {
  events: [
    { type: 'delete.request', target: { resource: 'waitlist-records', id: record._id, title: 'Person 7' } },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.deleteRecord' },
    { type: 'xstate.error.actor.deleteRecord', error: { status: 500 } },
  ],
  describeEvent: (e) => (e.type.startsWith('xstate.') ? e.type.replace(/xstate\.(done|error)\.actor\.deleteRecord/, 'delete $1') : e.type),
  pathCount: 4,

  start: (): Driver => {
    const held = heldCalls();
    const driver: Driver = { user: userEvent.setup(), held, deleted: 0, confirmed: 0 };
    render(
      <RecordDetail
        calls={held.calls}
        resource="waitlist-records"
        record={record}
        onChanged={() => {}}
        onDeleted={() => driver.deleted++}
        onClose={() => {}}
        onSignedOut={() => {}}
      />,
    );
    return driver;
  },

  perform: {
    'delete.request': (d) => d.user.click(screen.getByRole('button', { name: inboxText.record.delete })),
    'delete.confirm': (d) => d.user.click(screen.getByRole('button', { name: new RegExp(`^(${t.confirm}|${t.retry})$`) })),
    'delete.cancel': (d) => d.user.click(screen.getByRole('button', { name: t.cancel })),
    'xstate.done.actor.deleteRecord': (d) => (d.confirmed++, d.held.resolve('deleteRecord')),
    'xstate.error.actor.deleteRecord': (d, e) => d.held.reject('deleteRecord', e.error),
  },

  expectations: {
    idle: (d) => {
      expect(question()).toBeNull();
      expect(d.deleted, 'reported deleted (the list reloads)').toBe(d.confirmed);
    },
    confirming: (d) => {
      expect(question()).toHaveTextContent(t.question('Person 7'));
      expect(question()).toHaveFocus();
      expect(d.held.pending.get('deleteRecord')).toHaveLength(0); // nothing asked of the server before the answer
      expect(d.deleted).toBe(0);
    },
    deleting: (d) => {
      expect(screen.getByRole('button', { name: t.deleting })).toBeDisabled();
      expect(d.held.made.get('deleteRecord')!.at(-1)).toEqual([{ resource: 'waitlist-records', id: record._id, title: 'Person 7' }]);
    },
    failed: () => {
      expect(screen.getAllByRole('alert').some((a) => a.textContent === t.failed)).toBe(true);
      expect(screen.getByRole('button', { name: t.retry })).toBeEnabled();
    },
  },
});
