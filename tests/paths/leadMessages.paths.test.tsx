import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { leadMessagesMachine } from '../../machines/leadMessages.machine';
import type { LeadMessage, LeadMessages as Messages, ReferralMail } from '../../src/actors/messages';
import { LeadMessages } from '../../src/components/inbox/LeadMessages';
import { messagesText as t } from '../../src/components/inbox/messagesText';
import { sampleRecord } from '../support/fakeInboxCalls';
import { heldMessageCalls, type HeldMessageCalls } from '../support/fakeMessageCalls';
import { elapse, typist, useFakeClock } from '../support/renderWaitlist';
import { describePaths } from './describePaths';

// A bound for a cold first path on the shared 2-core machine, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The messages beside a referral's record (src/components/inbox/LeadMessages.tsx), on a fake
 * clock, each answer held and given by the step: read when the record opens, read again every
 * few seconds while one still waits to go (and when that fails), 'Send the referral e-mail' and
 * its answer, one press at a time, a session that ended.
 */
interface Driver {
  user: UserEvent;
  held: HeldMessageCalls;
  signedOut: number;
  restoreClock: () => void;
}

const record = sampleRecord(3, { centerName: 'Casa Speranței' });
const message = (status: LeadMessage['status']): LeadMessage => ({
  id: 'm-1',
  event: 'message.confirmation',
  status,
  lastError: null,
  createdAt: '2026-11-28T05:00:00.000Z',
  deliveredAt: status === 'delivered' ? '2026-11-28T05:00:02.000Z' : null,
  skipped: false,
});
const awaiting: ReferralMail = { state: 'awaiting-referrer', delivery: null, lastError: null, deliveredAt: null };
const queued: ReferralMail = { state: 'queued', delivery: 'pending', lastError: null, deliveredAt: null };
/** One confirmation still waiting to go. */
const waiting: Messages = { messages: [message('pending')], referral: awaiting };
const delivered: Messages = { messages: [message('delivered')], referral: awaiting };
const pendingRefreshMs = 2_000;

const sendButton = () => screen.getByRole('button', { name: t.referral.send });
const items = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describePaths<typeof leadMessagesMachine, Driver>('leadMessages', leadMessagesMachine, {
  events: [
    { type: 'xstate.done.actor.loadMessages', output: waiting },
    { type: 'xstate.done.actor.loadMessages', output: delivered },
    { type: 'xstate.error.actor.loadMessages', error: { status: 500 } },
    { type: 'xstate.error.actor.loadMessages', error: { status: 401 } },
    { type: 'xstate.after.PENDING_REFRESH.leadMessages.shown.waiting' },
    { type: 'xstate.after.PENDING_REFRESH.leadMessages.shown.stale' },
    { type: 'xstate.done.actor.refreshMessages', output: delivered },
    { type: 'xstate.error.actor.refreshMessages', error: { status: 500 } },
    { type: 'xstate.error.actor.refreshMessages', error: { status: 401 } },
    { type: 'message.act', action: { kind: 'referral', action: 'send' } },
    { type: 'xstate.done.actor.runAction', output: { kind: 'referral', referral: queued } },
    { type: 'xstate.error.actor.runAction', error: { status: 500 } },
    { type: 'xstate.error.actor.runAction', error: { status: 401 } },
  ],
  describeEvent: (e) => {
    const output = (e as unknown as { output?: Messages }).output;
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.after.')) return `${e.type.split('.').at(-1)} time passes`;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done${output?.messages ? ` (${output.messages[0]!.status})` : ''}`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 11,

  start: (): Driver => {
    const restoreClock = useFakeClock();
    const held = heldMessageCalls();
    const driver: Driver = { user: typist(), held, signedOut: 0, restoreClock };
    render(<LeadMessages resource="affiliates" record={record} calls={held.calls} onSignedOut={() => driver.signedOut++} />);
    return driver;
  },
  stop: (d) => d.restoreClock(),

  perform: {
    'xstate.done.actor.loadMessages': (d, e) => d.held.resolve('leadMessages', e.output),
    'xstate.error.actor.loadMessages': (d, e) => d.held.reject('leadMessages', e.error),
    'xstate.after.PENDING_REFRESH.leadMessages.shown.waiting': () => elapse(pendingRefreshMs),
    'xstate.after.PENDING_REFRESH.leadMessages.shown.stale': () => elapse(pendingRefreshMs),
    'xstate.done.actor.refreshMessages': (d, e) => d.held.resolve('leadMessages', e.output),
    'xstate.error.actor.refreshMessages': (d, e) => d.held.reject('leadMessages', e.error),
    'message.act': (d) => d.user.click(sendButton()),
    'xstate.done.actor.runAction': (d, e) => d.held.resolve('referral', { outcome: 'queued', referral: e.output.referral }),
    'xstate.error.actor.runAction': (d, e) => d.held.reject('referral', e.error),
  },

  expectations: {
    loading: () => {
      expect(screen.getByText(t.loading)).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.loadFailed);
    },
    'shown.settled': (_, state) => {
      expect(items()).toEqual([expect.stringMatching(/^Confirmation to the sender: sent /)]);
      expect(sendButton()).toHaveAttribute('aria-disabled', 'false');
      const outcome = state.context.outcome;
      expect(screen.getByRole('status')).toHaveTextContent(outcome?.kind === 'refused' ? t.actionFailed : outcome ? t.referral.queued : /^$/);
    },
    'shown.waiting': () => {
      expect(items()).toEqual([`${t.kinds['message.confirmation']}: ${t.status('pending', false, null)}`]);
    },
    'shown.refreshing': (d) => expect(d.held.pending.get('leadMessages')).toHaveLength(1),
    'shown.stale': () => {
      // What was read stays on screen, with a word that it may be out of date.
      expect(screen.getByRole('alert')).toHaveTextContent(t.loadFailed);
      expect(items()).toHaveLength(1);
    },
    'shown.acting': (d) => {
      expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
      expect(d.held.made.get('referral')!.at(-1)).toEqual([record._id, 'send']);
      expect(d.held.pending.get('referral')).toHaveLength(1);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
