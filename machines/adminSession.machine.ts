import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Person } from '../src/domain/people';

/**
 * The owner's sign-in to the inbox (/admin, issue 16). On arrival the server is asked whether the
 * session cookie still opens the inbox; if not, the owner types the password (or the admin
 * token), or a member of the team their e-mail and own password (issue 36). Who signed in is kept
 * for the header and for what the desk offers them (a sales member is not offered the owner's
 * actions). A wrong one is said plainly; too many wrong ones are throttled by the server, which says
 * how long to wait; a session that ends while the inbox is open (12 h idle, or signed out in
 * another tab) brings the sign-in back with that reason. Checking, signing in and out are
 * placeholders bound with `machine.provide` (src/actors/inbox.ts).
 */
export interface SignInFailure {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  retryAfterSeconds?: number;
}

export type AdminSessionEvent =
  | { type: 'email.change'; value: string }
  | { type: 'secret.change'; value: string }
  | { type: 'signin.submit' }
  | { type: 'session.expire' }
  | { type: 'signout.request' };

export interface AdminSessionContext {
  /** A member's e-mail; empty: the owner's own password or token. */
  email: string;
  secret: string;
  retryAfterSeconds: number;
  /** Who is signed in, once the server has said. */
  person: Person | null;
}

const failureOf = (error: unknown): SignInFailure => {
  const e = error as Partial<SignInFailure> | undefined;
  return { status: typeof e?.status === 'number' ? e.status : 0, retryAfterSeconds: e?.retryAfterSeconds };
};

export const adminSessionMachine = setup({
  types: {
    context: {} as AdminSessionContext,
    events: {} as AdminSessionEvent,
    tags: {} as 'busy',
  },
  actors: {
    checkSession: fromPromise<Person>(async () => {
      throw new Error('checkSession must be provided');
    }),
    signIn: fromPromise<Person, { email: string; secret: string }>(async () => {
      throw new Error('signIn must be provided');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut must be provided');
    }),
  },
  guards: {
    hasSecret: ({ context }) => context.secret.trim().length > 0,
    isThrottled: (_, params: { error: unknown }) => failureOf(params.error).status === 429,
    isRefused: (_, params: { error: unknown }) => failureOf(params.error).status === 401 || failureOf(params.error).status === 400,
  },
  actions: {
    assignEmail: assign({ email: (_, params: { value: string }) => params.value }),
    assignSecret: assign({ secret: (_, params: { value: string }) => params.value }),
    assignPerson: assign({ person: (_, params: { person: Person }) => params.person }),
    forgetPerson: assign({ person: null }),
    forgetSecret: assign({ secret: '' }),
    assignRetryAfter: assign({ retryAfterSeconds: (_, params: { error: unknown }) => failureOf(params.error).retryAfterSeconds ?? 60 }),
  },
}).createMachine({
  id: 'adminSession',
  context: { email: '', secret: '', retryAfterSeconds: 0, person: null },
  initial: 'checking',
  states: {
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        input: () => undefined,
        onDone: { target: 'signedIn', actions: { type: 'assignPerson', params: ({ event }) => ({ person: event.output }) } },
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      initial: 'ready',
      entry: 'forgetPerson',
      on: {
        'email.change': { actions: { type: 'assignEmail', params: ({ event }) => ({ value: event.value }) } },
        'secret.change': { actions: { type: 'assignSecret', params: ({ event }) => ({ value: event.value }) } },
        'signin.submit': { guard: 'hasSecret', target: 'signingIn' },
      },
      states: {
        ready: {},
        /** The password was not right. */
        refused: {},
        /** Too many wrong passwords from here: the server says how long to wait. */
        throttled: {},
        /** The session ended while the inbox was open. */
        expired: {},
        /** The server did not answer. */
        unreachable: {},
      },
    },
    signingIn: {
      tags: 'busy',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email.trim(), secret: context.secret }),
        onDone: { target: 'signedIn', actions: ['forgetSecret', { type: 'assignPerson', params: ({ event }) => ({ person: event.output }) }] },
        onError: [
          {
            guard: { type: 'isThrottled', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut.throttled',
            actions: [{ type: 'assignRetryAfter', params: ({ event }) => ({ error: event.error }) }, 'forgetSecret'],
          },
          { guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut.refused', actions: 'forgetSecret' },
          { target: 'signedOut.unreachable' },
        ],
      },
    },
    signedIn: {
      on: {
        'session.expire': { target: 'signedOut.expired' },
        'signout.request': { target: 'signingOut' },
      },
    },
    signingOut: {
      tags: 'busy',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: () => undefined,
        // Signed out either way: the owner asked to leave, and a failed call leaves nothing open here.
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
  },
});

type SessionSnapshot = SnapshotFrom<typeof adminSessionMachine>;

/** What the sign-in form says above the password field, by situation. */
export type SignInNotice = 'refused' | 'throttled' | 'expired' | 'unreachable' | null;
export function selectSignInNotice(state: SessionSnapshot): SignInNotice {
  for (const notice of ['refused', 'throttled', 'expired', 'unreachable'] as const) if (state.matches({ signedOut: notice })) return notice;
  return null;
}
export const selectIsBusy = (state: SessionSnapshot): boolean => state.hasTag('busy');
/** Who is signed in (the owner until the server says otherwise). */
export const selectPerson = (state: SessionSnapshot): Person => state.context.person ?? { email: null, role: 'owner' };
