import { assign, fromPromise, setup } from 'xstate';
import type { ResourceName } from '../src/domain/resources';

/**
 * Deleting a lead in the inbox (issue 16): nothing is deleted until the owner confirms, naming
 * the record; a deletion that fails says so and can be tried again or abandoned; a done one is
 * reported so the list reloads. Deleting is a placeholder bound with `machine.provide`
 * (src/actors/inbox.ts).
 */
export interface DeleteTarget {
  resource: ResourceName;
  id: string;
  /** How the confirmation names the record (its name or center). */
  title: string;
}

export type DeleteConfirmationEvent = { type: 'delete.request'; target: DeleteTarget } | { type: 'delete.confirm' } | { type: 'delete.cancel' };

export const deleteConfirmationMachine = setup({
  types: {
    context: {} as { target: DeleteTarget | null },
    events: {} as DeleteConfirmationEvent,
  },
  actors: {
    deleteRecord: fromPromise<void, DeleteTarget>(async () => {
      throw new Error('deleteRecord must be provided');
    }),
  },
  actions: {
    assignTarget: assign({ target: (_, params: { target: DeleteTarget }) => params.target }),
    clearTarget: assign({ target: null }),
    reportDeleted: (_, _params: { target: DeleteTarget }) => {},
  },
}).createMachine({
  id: 'deleteConfirmation',
  context: { target: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'delete.request': { target: 'confirming', actions: { type: 'assignTarget', params: ({ event }) => ({ target: event.target }) } } },
    },
    confirming: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'idle', actions: 'clearTarget' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteRecord',
        src: 'deleteRecord',
        input: ({ context }) => context.target!,
        onDone: {
          target: 'idle',
          actions: [{ type: 'reportDeleted', params: ({ context }) => ({ target: context.target! }) }, 'clearTarget'],
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'idle', actions: 'clearTarget' },
      },
    },
  },
});
