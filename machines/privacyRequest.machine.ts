import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isSignedOutError } from './signedOut';
import { byResource, type PersonData } from '../src/domain/inbox';

/**
 * A privacy request in the inbox (issue 16): the owner looks an address up (every record that
 * holds it, and the other people's records that mention it), may download it and erase it after
 * a question, and works the mentions one by one (each change reads the person again). A call
 * refused because the session has ended reports it (the sign-in machine takes over); any other
 * refusal is kept (`refusal`) for the view to word, and the last answer stays on screen. The
 * calls are placeholders bound with `machine.provide` (src/actors/inbox.ts).
 */
export interface PrivacyRequestContext {
  /** The address looked up last. */
  email: string;
  /** The person last found: their records and mentions. */
  person: PersonData | null;
  /** How many records the last erase removed. */
  erased: number;
  /** Why the last call was refused (not the session's end). */
  refusal: unknown;
}

export type PrivacyRequestEvent =
  | { type: 'person.find'; email: string }
  | { type: 'erase.ask' }
  | { type: 'erase.cancel' }
  | { type: 'erase.confirm' }
  /** A mention was changed or deleted in its record panel: the person is read again. */
  | { type: 'mention.changed' };

/** A lookup, from any state but an erase under way (its answer must be heard, whatever comes next). */
const find = {
  target: '#privacyRequest.finding',
  reenter: true,
  actions: { type: 'assignEmail', params: ({ event }: { event: Extract<PrivacyRequestEvent, { type: 'person.find' }> }) => ({ email: event.email }) },
} as const;
/** The person read again once a mention changed (again, when it changes while being read). */
const reread = { target: '#privacyRequest.found.reading', reenter: true } as const;

export const privacyRequestMachine = setup({
  types: {
    context: {} as PrivacyRequestContext,
    events: {} as PrivacyRequestEvent,
  },
  actors: {
    findPerson: fromPromise<PersonData, { email: string }>(async () => {
      throw new Error('findPerson must be provided');
    }),
    erasePerson: fromPromise<{ erased: number }, { email: string }>(async () => {
      throw new Error('erasePerson must be provided');
    }),
  },
  guards: {
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    assignEmail: assign({ email: (_, params: { email: string }) => params.email.trim() }),
    assignPerson: assign({ person: (_, params: { person: PersonData }) => params.person, refusal: null }),
    assignErased: assign({
      erased: (_, params: { erased: number }) => params.erased,
      // Mentions in other people's records stay, and stay in view: the owner decides on each.
      person: ({ context }) => context.person && { ...context.person, records: byResource() },
      refusal: null,
    }),
    assignRefusal: assign({ refusal: (_, params: { error: unknown }) => params.error }),
    reportSignedOut: () => {},
  },
}).createMachine({
  id: 'privacyRequest',
  context: { email: '', person: null, erased: 0, refusal: null },
  initial: 'asking',
  states: {
    /** Nothing looked up yet. */
    asking: { on: { 'person.find': find } },
    finding: {
      on: { 'person.find': find },
      invoke: {
        id: 'findPerson',
        src: 'findPerson',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'found', actions: { type: 'assignPerson', params: ({ event }) => ({ person: event.output }) } },
        onError: [
          { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          { target: 'refused', actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** The lookup was refused: the address stays typed, to try again. */
    refused: { on: { 'person.find': find } },
    found: {
      initial: 'listed',
      states: {
        listed: { on: { 'person.find': find, 'mention.changed': reread, 'erase.ask': { target: 'confirming' } } },
        confirming: {
          on: { 'person.find': find, 'erase.cancel': { target: 'listed' }, 'erase.confirm': { target: 'erasing' } },
        },
        erasing: {
          invoke: {
            id: 'erasePerson',
            src: 'erasePerson',
            input: ({ context }) => ({ email: context.person!.email }),
            onDone: { target: 'erased', actions: { type: 'assignErased', params: ({ event }) => ({ erased: event.output.erased }) } },
            onError: [
              { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: '#privacyRequest.signedOut' },
              // Why, said while the question is still open: the owner may confirm again.
              { target: 'eraseRefused', actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        eraseRefused: {
          on: { 'person.find': find, 'erase.cancel': { target: 'listed' }, 'erase.confirm': { target: 'erasing' } },
        },
        /** The person's records are gone; their mentions may remain. */
        erased: { on: { 'person.find': find, 'mention.changed': reread } },
        /** The person read again after a mention changed; what is on screen stays meanwhile. */
        reading: {
          on: { 'person.find': find, 'mention.changed': reread },
          invoke: {
            id: 'readPerson',
            src: 'findPerson',
            input: ({ context }) => ({ email: context.person!.email }),
            onDone: { target: 'listed', actions: { type: 'assignPerson', params: ({ event }) => ({ person: event.output }) } },
            onError: [
              { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: '#privacyRequest.signedOut' },
              { target: 'readRefused', actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        /** The person could not be read again: what was on screen stays, with why. */
        readRefused: { on: { 'person.find': find, 'mention.changed': reread, 'erase.ask': { target: 'confirming' } } },
      },
    },
    signedOut: { type: 'final', entry: 'reportSignedOut' },
  },
});

type PrivacySnapshot = SnapshotFrom<typeof privacyRequestMachine>;

export const selectIsFinding = (state: PrivacySnapshot): boolean => state.matches('finding');
export const selectIsConfirming = (state: PrivacySnapshot): boolean =>
  state.matches({ found: 'confirming' }) || state.matches({ found: 'erasing' }) || state.matches({ found: 'eraseRefused' });
export const selectIsErasing = (state: PrivacySnapshot): boolean => state.matches({ found: 'erasing' });
/** How many records were erased, once they are. */
export const selectErased = (state: PrivacySnapshot): number | null => (state.matches({ found: 'erased' }) ? state.context.erased : null);
/** Why the last call was refused, while that is the news. */
export const selectRefusal = (state: PrivacySnapshot): unknown =>
  state.matches('refused') || state.matches({ found: 'eraseRefused' }) || state.matches({ found: 'readRefused' }) ? state.context.refusal : null;
