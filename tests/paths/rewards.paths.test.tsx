import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { rewardsMachine } from '../../machines/rewards.machine';
import { Rewards } from '../../src/components/inbox/Rewards';
import { deskText } from '../../src/content/deskText';
import type { OwnerReward } from '../../src/domain/ownerRewards';
import { heldDeskCalls, sampleReward, type HeldDeskCalls } from '../support/fakeDeskCalls';
import { describePaths } from './describePaths';

vi.setConfig({ testTimeout: 30_000 });

/**
 * The affiliate rewards on the real view (src/components/inbox/Rewards.tsx), each answer held and
 * given by the step: the list, 'Mark paid' and the list after it, 'Undo' and the list after that,
 * a refused change, a failed load and its retry, a session that ended.
 */
interface Driver {
  user: UserEvent;
  held: HeldDeskCalls;
  signedOut: number;
}

const t = deskText.rewards;
const due = sampleReward(1);
const upcoming = sampleReward(1, { kind: 'threeCookies', dueOn: '2027-05-01', state: 'upcoming', amountEur: null, subscriptionMonths: 3 });
const listed = [due, upcoming];
const afterPaid: OwnerReward[] = [{ ...due, state: 'paid', paidAt: '2026-11-28T10:00:00.000Z', paidBy: 'owner' }, upcoming];
const payButton = () => screen.queryByRole('button', { name: t.markPaidLabel(t.kinds.oneCookie, due.referrerName, due.centerName) });
const row = (r: OwnerReward) => document.querySelector(`tr[data-reward="${r.referralId}/${r.kind}"]`) as HTMLElement;

describePaths<typeof rewardsMachine, Driver>('rewards', rewardsMachine, {
  events: [
    { type: 'xstate.done.actor.loadRewards', output: listed },
    { type: 'xstate.error.actor.loadRewards', error: { status: 500 } },
    { type: 'xstate.error.actor.loadRewards', error: { status: 401 } },
    { type: 'reward.pay', referralId: due.referralId, kind: due.kind },
    { type: 'xstate.done.actor.payReward' },
    { type: 'xstate.error.actor.payReward', error: { status: 409 } },
    { type: 'xstate.error.actor.payReward', error: { status: 401 } },
    { type: 'xstate.done.actor.reloadRewards', output: afterPaid },
    { type: 'xstate.error.actor.reloadRewards', error: { status: 500 } },
    { type: 'xstate.error.actor.reloadRewards', error: { status: 401 } },
    { type: 'reward.undo' },
    { type: 'xstate.done.actor.unpayReward' },
    { type: 'xstate.error.actor.unpayReward', error: { status: 404 } },
    { type: 'xstate.error.actor.unpayReward', error: { status: 401 } },
    { type: 'xstate.done.actor.reloadUnpaidRewards', output: listed },
    { type: 'xstate.error.actor.reloadUnpaidRewards', error: { status: 500 } },
    { type: 'xstate.error.actor.reloadUnpaidRewards', error: { status: 401 } },
    { type: 'rewards.refresh' },
    { type: 'list.retry' },
  ],
  describeEvent: (e) => {
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 12,

  start: (): Driver => {
    const held = heldDeskCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    render(<Rewards calls={held.calls} onSignedOut={() => driver.signedOut++} />);
    return driver;
  },

  perform: {
    'xstate.done.actor.loadRewards': (d, e) => d.held.resolve('rewards', e.output),
    'xstate.error.actor.loadRewards': (d, e) => d.held.reject('rewards', e.error),
    'xstate.done.actor.reloadRewards': (d, e) => d.held.resolve('rewards', e.output),
    'xstate.error.actor.reloadRewards': (d, e) => d.held.reject('rewards', e.error),
    'xstate.done.actor.reloadUnpaidRewards': (d, e) => d.held.resolve('rewards', e.output),
    'xstate.error.actor.reloadUnpaidRewards': (d, e) => d.held.reject('rewards', e.error),
    'xstate.done.actor.payReward': (d) => d.held.resolve('payReward'),
    'xstate.error.actor.payReward': (d, e) => d.held.reject('payReward', e.error),
    'xstate.done.actor.unpayReward': (d) => d.held.resolve('unpayReward'),
    'xstate.error.actor.unpayReward': (d, e) => d.held.reject('unpayReward', e.error),
    'reward.pay': (d) => d.user.click(payButton()!),
    'reward.undo': (d) => d.user.click(screen.getByRole('button', { name: t.undo })),
    'rewards.refresh': (d) => d.user.click(screen.getByRole('button', { name: t.refresh })),
    'list.retry': (d) => d.user.click(screen.getByRole('button', { name: t.retry })),
  },

  expectations: {
    loading: (d, state) => {
      expect(d.held.pending.get('rewards')).toHaveLength(1);
      // A refresh keeps the list shown; the first load says it is loading.
      if (state.context.rewards) expect(row(due)).toBeInTheDocument();
      else expect(screen.getByText(t.loading)).toBeInTheDocument();
    },
    'showing.listed': () => {
      expect(row(due)).toHaveTextContent(new RegExp(`${t.kinds.oneCookie}: 30\\s€`)); // a no-break space between them
      expect(row(due)).toHaveTextContent(`${t.states.due} · 1 Nov 2026`);
      expect(payButton()).toBeEnabled();
      expect(row(upcoming)).toHaveTextContent(`${t.kinds.threeCookies}: 3 months of the subscription`);
      expect(row(upcoming)).toHaveTextContent(`${t.states.upcoming} · 1 May 2027`);
      expect(within(row(upcoming)).queryByRole('button')).toBeNull();
    },
    paying: () => {
      expect(payButton()).toHaveTextContent(t.paying);
      expect(payButton()).toBeDisabled();
    },
    'showing.paid': (d) => {
      expect(d.held.made.get('payReward')!.at(-1)).toEqual([due.referralId, 'oneCookie']);
      expect(screen.getByText(t.paid(t.kinds.oneCookie, due.referrerName), { exact: false })).toHaveFocus();
      expect(row(due)).toHaveTextContent('Paid 28 Nov 2026');
      expect(payButton()).toBeNull();
    },
    unpaying: (d) => expect(d.held.pending.get('unpayReward')).toHaveLength(1),
    'showing.unpaid': (d) => {
      expect(d.held.made.get('unpayReward')!.at(-1)).toEqual([due.referralId, 'oneCookie']);
      expect(screen.getByText(t.unpaid(t.kinds.oneCookie, due.referrerName))).toHaveFocus();
      expect(payButton()).toBeEnabled();
    },
    'showing.refused': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.refused);
    },
    reloadingPaid: (d) => expect(d.held.pending.get('rewards')).toHaveLength(1),
    reloadingUnpaid: (d) => expect(d.held.pending.get('rewards')).toHaveLength(1),
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
