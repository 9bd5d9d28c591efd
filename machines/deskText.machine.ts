import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isSignedOutError } from './signedOut';

/**
 * One text the team writes on a lead's desk and sends (issue 36 item 4): a note, a reply, or the
 * assignee. `message` texts (a note, a reply) need words and are cleared once sent, ready for the
 * next; a `field` (the assignee) keeps its value and may be emptied (nobody). Each text carries a
 * key the server makes it once by: a retry of the same words is the same note or reply, and a
 * change of the words is a new key. The text is never dropped by a failure. Sending is a
 * placeholder bound with `machine.provide` (src/actors/desk.ts).
 */
export type DeskTextKind = 'message' | 'field';

export interface DeskTextInput {
  kind: DeskTextKind;
  /** The field's value now (the assignee), or nothing. */
  text?: string;
}

export interface DeskTextContext {
  kind: DeskTextKind;
  text: string;
  key: string;
}

export interface SubmitTextInput {
  text: string;
  key: string;
}

export type DeskTextEvent = { type: 'text.change'; text: string } | { type: 'text.submit' };

/** A random UUID v4 from getRandomValues: randomUUID is missing outside a secure context (an inbox served over plain http). */
export function newTextKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const change = {
  target: 'editing',
  actions: { type: 'assignText', params: ({ event }: { event: { type: 'text.change'; text: string } }) => ({ text: event.text }) },
} as const;

export const deskTextMachine = setup({
  types: {
    input: {} as DeskTextInput,
    context: {} as DeskTextContext,
    events: {} as DeskTextEvent,
  },
  actors: {
    submitText: fromPromise<void, SubmitTextInput>(async () => {
      throw new Error('submitText must be provided');
    }),
  },
  guards: {
    canSubmit: ({ context }) => context.kind === 'field' || context.text.trim() !== '',
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignText: assign((_, params: { text: string }) => ({ text: params.text, key: newTextKey() })),
    startNext: assign(({ context }) => ({ text: context.kind === 'field' ? context.text : '', key: newTextKey() })),
    reportSent: () => {},
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'deskText',
  context: ({ input }) => ({ kind: input.kind, text: input.text ?? '', key: newTextKey() }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'text.change': change, 'text.submit': { guard: 'canSubmit', target: 'sending' } },
    },
    /** On its way: the words stay on screen, not editable, until the server answers. */
    sending: {
      invoke: {
        id: 'submitText',
        src: 'submitText',
        input: ({ context }) => ({ text: context.text, key: context.key }),
        onDone: { target: 'sent', actions: ['startNext', 'reportSent'] },
        onError: [{ guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'failed' }],
      },
    },
    /** The server has it: a message is cleared for the next one. */
    sent: {
      on: { 'text.change': change },
    },
    /** Not sent: the words are kept, and sending them again is the same text (its key). */
    failed: {
      on: { 'text.change': change, 'text.submit': { guard: 'canSubmit', target: 'sending' } },
    },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type TextSnapshot = SnapshotFrom<typeof deskTextMachine>;

export const selectIsSending = (state: TextSnapshot): boolean => state.matches('sending');
export const selectHasSent = (state: TextSnapshot): boolean => state.matches('sent');
export const selectHasFailed = (state: TextSnapshot): boolean => state.matches('failed');
