import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { failedAlertsMachine } from '../../machines/failedAlerts.machine';
import { InboxSections } from '../../src/components/inbox/InboxSections';
import { formatWhen, inboxText } from '../../src/content/inbox';
import type { FailedAlert } from '../../src/domain/failedAlerts';
import { resourceLabels } from '../../src/domain/inbox';
import { heldCalls, type HeldCalls } from '../support/fakeInboxCalls';
import { describePaths } from './describePaths';

// A path clicks through the whole inbox view; on the shared 2-core machine the first one (cold
// React, cold user-event) can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The failed alerts on the real view (src/components/inbox/InboxSections.tsx and
 * FailedAlerts.tsx), each answer held and given by the step: the count in the section's button
 * from sign-in on, the list, 'Try again' and its outcome, a failed load, a session that ended.
 */
interface Driver {
  user: UserEvent;
  held: HeldCalls;
  signedOut: number;
}

const t = inboxText.alerts;
const alert = (n: number): FailedAlert => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  status: 'failed',
  leadId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  resource: 'affiliates',
  event: 'lead.submitted',
  attempts: 80 + n,
  deliveredTo: [],
  lastError: `webhook: the webhook answered 50${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
  nextAttemptAt: new Date(Date.UTC(2026, 10, 23, 9, n)).toISOString(),
});
// The second: the full form's completion of a pricing page lead, which has an alert of its own.
const completion: FailedAlert = { ...alert(2), resource: 'waitlist-records', event: 'lead.completed' };
const two = [alert(1), completion];
const one = [completion];
const retryButton = (a: FailedAlert) => screen.getByRole('button', { name: t.retryLabel('Referrals', formatWhen(a.createdAt)) });
const sectionButton = () => screen.getByRole('button', { name: /^Alerts/ });

describePaths<typeof failedAlertsMachine, Driver>('failedAlerts', failedAlertsMachine, {
  events: [
    { type: 'xstate.done.actor.loadFailedAlerts', output: two },
    { type: 'xstate.done.actor.loadFailedAlerts', output: [] },
    { type: 'xstate.error.actor.loadFailedAlerts', error: { status: 500 } },
    { type: 'xstate.error.actor.loadFailedAlerts', error: { status: 401 } },
    { type: 'alert.retry', id: two[0].id },
    { type: 'xstate.done.actor.retryAlert' },
    { type: 'xstate.error.actor.retryAlert', error: { status: 409 } },
    { type: 'xstate.error.actor.retryAlert', error: { status: 401 } },
    { type: 'xstate.done.actor.reloadFailedAlerts', output: one },
    { type: 'xstate.error.actor.reloadFailedAlerts', error: { status: 500 } },
    { type: 'xstate.error.actor.reloadFailedAlerts', error: { status: 401 } },
    { type: 'alerts.refresh' },
    { type: 'list.retry' },
  ],
  describeEvent: (e) => {
    const output = (e as unknown as { output?: FailedAlert[] }).output;
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done${output ? ` (${output.length})` : ''}`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 8,

  start: async (): Promise<Driver> => {
    const held = heldCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    render(<InboxSections calls={held.calls} onSignOut={() => {}} onSignedOut={() => driver.signedOut++} />);
    // The count is loaded at sign-in, whichever section is open; the owner then opens this one
    // (while the first load is under way, so it is the one load).
    await driver.user.click(sectionButton());
    return driver;
  },

  perform: {
    'xstate.done.actor.loadFailedAlerts': (d, e) => d.held.resolve('failedAlerts', e.output),
    'xstate.error.actor.loadFailedAlerts': (d, e) => d.held.reject('failedAlerts', e.error),
    'xstate.done.actor.reloadFailedAlerts': (d, e) => d.held.resolve('failedAlerts', e.output),
    'xstate.error.actor.reloadFailedAlerts': (d, e) => d.held.reject('failedAlerts', e.error),
    'xstate.done.actor.retryAlert': (d) => d.held.resolve('retryAlert'),
    'xstate.error.actor.retryAlert': (d, e) => d.held.reject('retryAlert', e.error),
    // Opening the section (again) reloads the list.
    'alerts.refresh': (d) => d.user.click(sectionButton()),
    'alert.retry': (d) => d.user.click(retryButton(two[0])),
    'list.retry': (d) => d.user.click(screen.getByRole('button', { name: t.reload })),
  },

  expectations: {
    loading: (d) => expect(d.held.pending.get('failedAlerts')).toHaveLength(1),
    showing: (_, state) => {
      const alerts = state.context.alerts as FailedAlert[];
      expect(sectionButton()).toHaveTextContent(alerts.length ? `Alerts (${alerts.length})` : /^Alerts$/);
      if (alerts.length) expect(screen.getAllByRole('row')).toHaveLength(alerts.length + 1);
      // Each lead named by its kind; a completion says so, as the owner otherwise reads it as a second lead.
      if (alerts.includes(completion))
        expect(
          screen.getByRole('button', { name: t.retryLabel(`${resourceLabels['waitlist-records']}${t.completed}`, formatWhen(completion.createdAt)) }),
        ).toBeInTheDocument();
      else expect(screen.getByText(t.none)).toBeInTheDocument();
    },
    'showing.retried': (d) => {
      expect(screen.getByText(t.retried)).toHaveFocus();
      expect(d.held.made.get('retryAlert')!.at(-1)).toEqual([two[0].id]);
      expect(screen.queryByRole('button', { name: t.retryLabel('Referrals', formatWhen(two[0].createdAt)) })).toBeNull();
    },
    'showing.retryRefused': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.retryRefused);
      expect(retryButton(two[0])).toBeEnabled();
    },
    retrying: () => {
      expect(retryButton(two[0])).toHaveTextContent(t.retrying);
    },
    reloading: (d) => expect(d.held.pending.get('failedAlerts')).toHaveLength(1),
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
