import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isSignedOutError } from './signedOut';
import type { Channels, ChannelTestResult } from '../src/actors/messages';

/**
 * 'Send a test' for each configured alert channel (issue 35): the channels are read once; a test
 * sends a real message through one channel and shows what its receiver answered, one test at a
 * time. A call refused because the session has ended reports it (the sign-in takes over). The
 * calls are placeholders bound with `machine.provide` (src/actors/messages.ts).
 */
export type AlertChannel = 'email' | 'webhook';

export interface ChannelTestsContext {
  channels: Channels | null;
  /** The channel tested last. */
  channel: AlertChannel | null;
  /** What its receiver answered. */
  result: ChannelTestResult | null;
}

export type ChannelTestsEvent = { type: 'channel.test'; channel: AlertChannel };

export const channelTestsMachine = setup({
  types: {
    context: {} as ChannelTestsContext,
    events: {} as ChannelTestsEvent,
  },
  actors: {
    loadChannels: fromPromise<Channels>(async () => {
      throw new Error('loadChannels must be provided');
    }),
    testChannel: fromPromise<ChannelTestResult, { channel: AlertChannel }>(async () => {
      throw new Error('testChannel must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignChannels: assign({ channels: (_, params: { channels: Channels }) => params.channels }),
    assignChannel: assign({ channel: (_, params: { channel: AlertChannel }) => params.channel, result: null }),
    assignResult: assign({ result: (_, params: { result: ChannelTestResult }) => params.result }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'channelTests',
  context: { channels: null, channel: null, result: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChannels',
        src: 'loadChannels',
        onDone: { target: 'ready', actions: { type: 'assignChannels', params: ({ event }) => ({ channels: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'unknown' }],
      },
    },
    /** The channels could not be read: nothing to test from here. */
    unknown: {},
    ready: {
      initial: 'idle',
      on: { 'channel.test': { target: '.testing', actions: { type: 'assignChannel', params: ({ event }) => ({ channel: event.channel }) } } },
      states: {
        idle: {},
        /** One test at a time: another press waits for this answer. */
        testing: {
          on: { 'channel.test': {} },
          invoke: {
            id: 'testChannel',
            src: 'testChannel',
            input: ({ context }) => ({ channel: context.channel! }),
            onDone: { target: 'answered', actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) } },
            onError: [
              { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: '#channelTests.signedOut' },
              { target: 'failed' },
            ],
          },
        },
        /** The receiver's answer, accepted or refused. */
        answered: {},
        /** The test could not be made (our server did not answer). */
        failed: {},
      },
    },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type ChannelTestsSnapshot = SnapshotFrom<typeof channelTestsMachine>;

export const selectIsTesting = (state: ChannelTestsSnapshot): boolean => state.matches({ ready: 'testing' });
export const selectResult = (state: ChannelTestsSnapshot): ChannelTestResult | null => (state.matches({ ready: 'answered' }) ? state.context.result : null);
export const selectTestFailed = (state: ChannelTestsSnapshot): boolean => state.matches({ ready: 'failed' });
