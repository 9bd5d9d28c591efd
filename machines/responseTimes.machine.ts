import { assign, fromPromise, setup } from 'xstate';
import type { ResponseWeek } from '../src/domain/desk';
import { isSignedOutError } from './signedOut';

/**
 * The inbox's response times (issue 36 item 6): the median from sent to first contact per week,
 * loaded when the inbox opens; a failure is offered again. Loading is a
 * placeholder bound with `machine.provide` (src/actors/desk.ts).
 */
export interface ResponseTimesContext {
  weeks: ResponseWeek[];
}

export type ResponseTimesEvent = { type: 'times.reload' };

export const responseTimesMachine = setup({
  types: {
    context: {} as ResponseTimesContext,
    events: {} as ResponseTimesEvent,
  },
  actors: {
    loadResponseTimes: fromPromise<ResponseWeek[], void>(async () => {
      throw new Error('loadResponseTimes must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignWeeks: assign((_, params: { weeks: ResponseWeek[] }) => ({ weeks: params.weeks })),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'responseTimes',
  context: { weeks: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadResponseTimes',
        src: 'loadResponseTimes',
        input: () => undefined,
        onDone: { target: 'showing', actions: { type: 'assignWeeks', params: ({ event }) => ({ weeks: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    showing: {},
    failed: { on: { 'times.reload': { target: 'loading' } } },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});
