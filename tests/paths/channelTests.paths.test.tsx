import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { channelTestsMachine } from '../../machines/channelTests.machine';
import type { Channels, ChannelTestResult } from '../../src/actors/messages';
import { ChannelTests } from '../../src/components/inbox/ChannelTests';
import { messagesText } from '../../src/components/inbox/messagesText';
import { heldMessageCalls, type HeldMessageCalls } from '../support/fakeMessageCalls';
import { describePaths } from './describePaths';

// A bound for a cold first path on the shared 2-core machine, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * 'Check the channels' on the real view (src/components/inbox/ChannelTests.tsx), each answer held
 * and given by the step: the channels read, a test through the e-mail channel accepted or refused
 * by its receiver, a test that could not be made, a second press while one is under way, a
 * session that ended.
 */
interface Driver {
  user: UserEvent;
  held: HeldMessageCalls;
  signedOut: number;
}

const t = messagesText.channels;
const channels: Channels = { email: { to: 'team@centre.example' }, webhook: { url: 'https://hooks.example/heartwork' }, followUpAfterHours: null };
const accepted: ChannelTestResult = { channel: 'email', ok: true, answer: '250 2.0.0 Ok: queued', at: '2026-11-28T05:00:00.000Z' };
const emailButton = () => screen.getByRole('button', { name: t.email('team@centre.example') });

describePaths<typeof channelTestsMachine, Driver>('channelTests', channelTestsMachine, {
  events: [
    { type: 'xstate.done.actor.loadChannels', output: channels },
    { type: 'xstate.error.actor.loadChannels', error: { status: 500 } },
    { type: 'xstate.error.actor.loadChannels', error: { status: 401 } },
    { type: 'channel.test', channel: 'email' },
    { type: 'xstate.done.actor.testChannel', output: accepted },
    { type: 'xstate.error.actor.testChannel', error: { status: 500 } },
    { type: 'xstate.error.actor.testChannel', error: { status: 401 } },
  ],
  describeEvent: (e) => {
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 6,

  start: (): Driver => {
    const held = heldMessageCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    render(<ChannelTests calls={held.calls} onSignedOut={() => driver.signedOut++} />);
    return driver;
  },

  perform: {
    'xstate.done.actor.loadChannels': (d, e) => d.held.resolve('channels', e.output),
    'xstate.error.actor.loadChannels': (d, e) => d.held.reject('channels', e.error),
    'channel.test': (d) => d.user.click(emailButton()),
    'xstate.done.actor.testChannel': (d, e) => d.held.resolve('testChannel', e.output),
    'xstate.error.actor.testChannel': (d, e) => d.held.reject('testChannel', e.error),
  },

  expectations: {
    loading: (d) => expect(d.held.pending.get('channels')).toHaveLength(1),
    unknown: () => expect(screen.queryByRole('button')).toBeNull(),
    'ready.idle': () => {
      expect(emailButton()).toHaveAttribute('aria-disabled', 'false');
      expect(screen.getByRole('button', { name: t.webhook('https://hooks.example/heartwork') })).toBeInTheDocument();
    },
    'ready.testing': (d) => {
      expect(screen.getByRole('status')).toHaveTextContent(t.testing);
      expect(emailButton()).toHaveAttribute('aria-disabled', 'true');
      // One test at a time: a second press made no second call.
      expect(d.held.pending.get('testChannel')).toHaveLength(1);
      expect(d.held.made.get('testChannel')!.at(-1)).toEqual(['email']);
    },
    'ready.answered': () => {
      expect(screen.getByText(t.ok('email', accepted.answer))).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('');
    },
    'ready.failed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(messagesText.actionFailed);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
