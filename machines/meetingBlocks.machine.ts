import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MeetingBlock, MeetingBlockInput } from '../src/domain/meetings';
import { isSignedOutError } from './signedOut';
import { serverRefusal, type ServerRefusal } from './serverRefusal';

/**
 * The owner's blocked-out times (issue 34, item 1): a holiday, an afternoon, kept out of the
 * slots the picker offers. Loaded when the Meetings section opens; adding or removing one reloads
 * the list. A refusal (400 naming its field) is kept to be said next to that field while the
 * owner's typing stays in the form; any other failure says so without losing it either. A call
 * refused because the session has ended reports it (the sign-in machine takes over). The calls
 * are placeholders bound with `machine.provide` (src/actors/inbox.ts).
 */
export interface MeetingBlocksContext {
  blocks: MeetingBlock[] | null;
  /** The server's refusal of the last add, said next to the field it names. */
  refusal: ServerRefusal | null;
  /** What the last change did, for the notice once the list is reloaded. */
  changed: 'added' | 'removed' | null;
  /** The block being removed. */
  removing: string | null;
  /** The block being added, as sent. */
  adding: MeetingBlockInput | null;
}

export type MeetingBlocksEvent = { type: 'block.add'; block: MeetingBlockInput } | { type: 'block.remove'; id: string } | { type: 'list.retry' };

export const meetingBlocksMachine = setup({
  types: {
    context: {} as MeetingBlocksContext,
    events: {} as MeetingBlocksEvent,
  },
  actors: {
    loadBlocks: fromPromise<MeetingBlock[]>(async () => {
      throw new Error('loadBlocks must be provided');
    }),
    addBlock: fromPromise<void, MeetingBlockInput>(async () => {
      throw new Error('addBlock must be provided');
    }),
    removeBlock: fromPromise<void, { id: string }>(async () => {
      throw new Error('removeBlock must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
    isRefused: (_, params: { error: unknown }) => serverRefusal(params.error) !== null,
  },
  actions: {
    assignBlocks: assign({ blocks: (_, params: { blocks: MeetingBlock[] }) => params.blocks }),
    assignRefusal: assign({ refusal: (_, params: { error: unknown }) => serverRefusal(params.error) }),
    clearNotices: assign({ refusal: null, changed: null }),
    assignChanged: assign({ changed: (_, params: { changed: 'added' | 'removed' }) => params.changed }),
    assignRemoving: assign({ removing: (_, params: { id: string | null }) => params.id }),
    assignAdding: assign({ adding: (_, params: { block: MeetingBlockInput | null }) => params.block }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'meetingBlocks',
  context: { blocks: null, refusal: null, changed: null, removing: null, adding: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBlocks',
        src: 'loadBlocks',
        onDone: { target: 'showing', actions: { type: 'assignBlocks', params: ({ event }) => ({ blocks: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    showing: {
      initial: 'listed',
      on: {
        'block.add': { target: 'adding', actions: ['clearNotices', { type: 'assignAdding', params: ({ event }) => ({ block: event.block }) }] },
        'block.remove': { target: 'removing', actions: ['clearNotices', { type: 'assignRemoving', params: ({ event }) => ({ id: event.id }) }] },
      },
      states: {
        listed: {},
        /** The list was reloaded after a block was added or removed. */
        changed: {},
        /** The server refused the block (a field it names); the owner's typing is kept. */
        refused: {},
        /** The change did not reach the server (or it failed): nothing was lost, try again. */
        notSaved: {},
      },
    },
    adding: {
      invoke: {
        id: 'addBlock',
        src: 'addBlock',
        input: ({ context }) => context.adding!,
        onDone: { target: 'reloading', actions: { type: 'assignChanged', params: { changed: 'added' } } },
        onError: [
          { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'showing.refused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'showing.notSaved' },
        ],
      },
      exit: { type: 'assignAdding', params: { block: null } },
    },
    removing: {
      invoke: {
        id: 'removeBlock',
        src: 'removeBlock',
        input: ({ context }) => ({ id: context.removing! }),
        onDone: { target: 'reloading', actions: { type: 'assignChanged', params: { changed: 'removed' } } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'showing.notSaved' }],
      },
      exit: { type: 'assignRemoving', params: { id: null } },
    },
    reloading: {
      invoke: {
        id: 'reloadBlocks',
        src: 'loadBlocks',
        onDone: { target: 'showing.changed', actions: { type: 'assignBlocks', params: ({ event }) => ({ blocks: event.output }) } },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    failed: { on: { 'list.retry': { target: 'loading' } } },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type BlocksSnapshot = SnapshotFrom<typeof meetingBlocksMachine>;

export const selectBlocks = (s: BlocksSnapshot): MeetingBlock[] | null => s.context.blocks;
export const selectIsLoading = (s: BlocksSnapshot): boolean => s.matches('loading');
export const selectHasFailed = (s: BlocksSnapshot): boolean => s.matches('failed');
export const selectIsAdding = (s: BlocksSnapshot): boolean => s.matches('adding');
export const selectRemovingId = (s: BlocksSnapshot): string | null => (s.matches('removing') ? s.context.removing : null);
export const selectChanged = (s: BlocksSnapshot) => (s.matches({ showing: 'changed' }) ? s.context.changed : null);
export const selectRefusal = (s: BlocksSnapshot): ServerRefusal | null => (s.matches({ showing: 'refused' }) ? s.context.refusal : null);
export const selectNotSaved = (s: BlocksSnapshot): boolean => s.matches({ showing: 'notSaved' });
