import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { responseTimesMachine } from '../../machines/responseTimes.machine';
import { ResponseTimes } from '../../src/components/inbox/desk/ResponseTimes';
import { deskText } from '../../src/components/inbox/desk/deskText';
import type { ResponseWeek } from '../../src/domain/desk';
import { heldDeskCalls, type HeldDeskCalls } from '../support/fakeDeskCalls';
import { describePaths } from './describePaths';

vi.setConfig({ testTimeout: 30_000 });

/** The inbox's response times per week (src/components/inbox/desk/ResponseTimes.tsx): loaded, failed and tried again, a session that ended. */
interface Driver {
  user: UserEvent;
  held: HeldDeskCalls;
  signedOut: number;
}

const t = deskText.times;
const weeks: ResponseWeek[] = [
  { week: '2026-11-23', sent: 4, contacted: 3, medianMinutes: 200, waiting: 1 },
  { week: '2026-11-16', sent: 0, contacted: 0, medianMinutes: null, waiting: 0 },
];

describePaths<typeof responseTimesMachine, Driver>('responseTimes', responseTimesMachine, {
  events: [
    { type: 'xstate.done.actor.loadResponseTimes', output: weeks },
    { type: 'xstate.error.actor.loadResponseTimes', error: { status: 500 } },
    { type: 'xstate.error.actor.loadResponseTimes', error: { status: 401 } },
    { type: 'times.reload' },
  ],
  describeEvent: (e) => {
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return 'loaded';
    if (e.type.startsWith('xstate.error.actor.')) return `load fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 3,

  start: async (): Promise<Driver> => {
    const held = heldDeskCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    render(<ResponseTimes calls={held.calls} onSignedOut={() => driver.signedOut++} />);
    await driver.user.click(screen.getByText(t.heading));
    return driver;
  },

  perform: {
    'xstate.done.actor.loadResponseTimes': (d, e) => d.held.resolve('responseTimes', e.output),
    'xstate.error.actor.loadResponseTimes': (d, e) => d.held.reject('responseTimes', e.error),
    'times.reload': (d) => d.user.click(screen.getByRole('button', { name: t.retry })),
  },

  expectations: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    },
    showing: () => {
      const rows = within(screen.getByRole('table', { name: t.caption })).getAllByRole('row');
      expect(rows).toHaveLength(3);
      // The median as a person reads it; a week with no contact says so.
      expect(rows[1]).toHaveTextContent('2026-11-23' + '4' + '3' + '3 h 20 min' + '1');
      expect(rows[2]).toHaveTextContent('—');
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
