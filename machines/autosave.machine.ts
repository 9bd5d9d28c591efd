import { assign, fromCallback, fromPromise, sendParent, setup, type AnyEventObject } from 'xstate';

/**
 * Autosave for one lead record, shared by every form (DESIGN.md, 'Rules for every form machine').
 * A form machine invokes it with `id: 'autosave'` and sends it every new draft; it answers with
 * `autosave.*` events. Its rules:
 * - a save cadence a person would design (issue 14): changes are saved once the visitor pauses
 *   (`saveDelayMs` without a change) or leaves a field (`draft.flush`), and while they keep typing
 *   at most `maxWaitMs` after the first unsaved change; at once on submit (`draft.save`) and on
 *   leaving the page;
 * - at most one request is in flight; a change made meanwhile is saved on the same cadence after
 *   it (at once when a submit, a field left or the page left asked for it meanwhile);
 * - a 429 is not a failure: the form is saving slowly and waits the `Retry-After` it was given;
 * - the first save creates the record (POST), later ones update it by id (PUT, whole draft);
 * - a failed save is retried with backoff and the draft is kept; a leaving visitor or a network
 *   that comes back triggers the retry at once;
 * - the record id is remembered (storage) and the draft restored from the server on the next visit;
 * - once the form is done (`draft.close`), the id is forgotten and the actor completes.
 * Contract for a form: send `draft.save` (save now, e.g. submit) only after `autosave.ready`,
 * and `draft.close` only after the `autosave.saved` of its last draft.
 * HTTP, storage and page events are named actors/actions bound in `src/actors/autosave.ts`.
 */
export type Draft = Record<string, unknown>;

export const autosaveTiming = {
  /** A pause this long (no change) saves what is pending. */
  saveDelayMs: 1000,
  /** While the visitor keeps typing, a change waits at most this long for its save. */
  maxWaitMs: 8000,
  /** The wait after a 429 that names none (`Retry-After` missing). */
  rateLimitedMs: 5000,
  /** Backoff of failed saves: 1 s, 2 s, 4 s ... up to 30 s. */
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
} as const;

export const retryDelayMs = (failures: number): number =>
  Math.min(autosaveTiming.retryBaseMs * 2 ** Math.max(0, failures - 1), autosaveTiming.retryMaxMs);

/** What a failed request looks like to the machine (the HTTP client's error shape). */
export interface SaveFailure {
  status?: number;
  message?: string;
  data?: unknown;
  /** A 429's `Retry-After`, in seconds. */
  retryAfterSeconds?: number;
}

export interface AutosaveInput {
  /** A record to continue (e.g. the pricing short form going on to the full form). */
  recordId?: string | null;
  /** The form's draft at start; not saved until it changes. */
  draft?: Draft;
}

export interface AutosaveContext {
  recordId: string | null;
  /** The latest draft the form sent. */
  draft: Draft;
  /** The draft the server last acknowledged, or the starting draft. */
  saved: Draft;
  /** The draft of the request in flight. */
  sending: Draft;
  /** Failures since the last success. */
  failures: number;
  /** A submit, a field left or the page left asked for a save while one was in flight. */
  urgent: boolean;
  /** How long the server asked us to wait (429 `Retry-After`). */
  retryAfterMs: number;
}

export type AutosaveEvent =
  | { type: 'draft.change'; draft: Draft }
  | { type: 'draft.save'; draft: Draft }
  | { type: 'draft.close' }
  | { type: 'draft.flush' }
  | { type: 'page.leave' }
  | { type: 'network.online' };

/** What the autosave tells its form. */
export type AutosaveReport =
  | { type: 'autosave.ready'; recordId: string | null; draft: Draft | null }
  | { type: 'autosave.saved'; recordId: string; draft: Draft }
  | { type: 'autosave.rejected'; field: string | null; message: string | null };

export interface AutosaveOutput {
  recordId: string | null;
  draft: Draft;
}

export interface LoadedRecord {
  recordId: string;
  draft: Draft;
}

/** Tags the save indicator reads. */
export type AutosaveTag = 'restoring' | 'saving' | 'saved' | 'offline' | 'rejected' | 'slow';

const statusOf = (error: unknown): number | undefined => (error as SaveFailure | undefined)?.status;

/** The server refused the content itself: sending it again cannot help. */
const isContentRefusal = (status: number | undefined) => status === 400 || status === 413 || status === 422;

/** The server asks us to slow down: waiting is the answer, not an alarm. */
const isRateLimitStatus = (status: number | undefined) => status === 429;

/** How long a 429 asks us to wait. */
function retryAfterMs(error: unknown): number {
  const seconds = (error as SaveFailure | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : autosaveTiming.rateLimitedMs;
}

/** The record cannot be updated any more (deleted, or submitted elsewhere): start a new one. */
const isGoneStatus = (status: number | undefined) => status === 404 || status === 409;

/**
 * The field a 400 names and the form message the server gives for it (`{ error, field,
 * errors? }`, DESIGN.md 'API contract'); null when it gives none.
 */
function refusal(error: unknown): { field: string | null; message: string | null } {
  const data = (error as SaveFailure | undefined)?.data as { field?: unknown; errors?: Record<string, unknown> } | undefined;
  const field = typeof data?.field === 'string' ? data.field : null;
  const message = field ? data?.errors?.[field] : undefined;
  return { field, message: typeof message === 'string' ? message : null };
}

export const autosaveMachine = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
    input: {} as AutosaveInput,
    output: {} as AutosaveOutput,
    tags: {} as AutosaveTag,
  },
  actors: {
    loadRecord: fromPromise<LoadedRecord | null, void>(async () => {
      throw new Error('loadRecord must be provided');
    }),
    createRecord: fromPromise<{ recordId: string }, { draft: Draft }>(async () => {
      throw new Error('createRecord must be provided');
    }),
    updateRecord: fromPromise<void, { recordId: string; draft: Draft }>(async () => {
      throw new Error('updateRecord must be provided');
    }),
    /** Sends `page.leave` when the visitor leaves or hides the page, `network.online` when back online. */
    watchPage: fromCallback<AnyEventObject>(() => () => {}),
  },
  delays: {
    SAVE_DELAY: autosaveTiming.saveDelayMs,
    MAX_WAIT: autosaveTiming.maxWaitMs,
    RETRY_DELAY: ({ context }) => retryDelayMs(context.failures),
    RETRY_AFTER: ({ context }) => context.retryAfterMs,
  },
  guards: {
    hasRecordId: ({ context }) => context.recordId !== null,
    hasUnsavedChanges: ({ context }) => context.draft !== context.saved,
    hasUrgentChanges: ({ context }) => context.urgent && context.draft !== context.saved,
    isRateLimited: ({ event }) => isRateLimitStatus(statusOf((event as { error?: unknown }).error)),
    isRecordLoaded: ({ event }) => (event as { output?: LoadedRecord | null }).output != null,
    isRecordGone: ({ event }) => isGoneStatus(statusOf((event as { error?: unknown }).error)),
    isContentRefused: ({ event }) => isContentRefusal(statusOf((event as { error?: unknown }).error)),
  },
  actions: {
    assignDraft: assign({
      draft: ({ context, event }) => ('draft' in event ? event.draft : context.draft),
    }),
    /** The visitor's changes made while loading win over the stored draft. */
    assignRestored: assign(({ context, event }) => {
      const { recordId, draft } = (event as unknown as { output: LoadedRecord }).output;
      const untouched = context.draft === context.saved;
      return { recordId, saved: draft, draft: untouched ? draft : { ...draft, ...context.draft } };
    }),
    assignSending: assign({ sending: ({ context }) => context.draft, urgent: false }),
    markUrgent: assign({ urgent: true }),
    assignRetryAfter: assign({ retryAfterMs: ({ event }) => retryAfterMs((event as { error?: unknown }).error) }),
    assignCreated: assign({
      recordId: ({ event }) => (event as unknown as { output: { recordId: string } }).output.recordId,
      saved: ({ context }) => context.sending,
      failures: 0,
    }),
    assignUpdated: assign({ saved: ({ context }) => context.sending, failures: 0 }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    clearRecordId: assign({ recordId: null }),
    reportReady: sendParent(
      ({ context }): AutosaveReport => ({
        type: 'autosave.ready',
        recordId: context.recordId,
        draft: context.recordId ? context.draft : null,
      }),
    ),
    reportSaved: sendParent(
      ({ context }): AutosaveReport => ({ type: 'autosave.saved', recordId: context.recordId!, draft: context.saved }),
    ),
    reportRejected: sendParent(
      ({ event }): AutosaveReport => ({ type: 'autosave.rejected', ...refusal((event as { error?: unknown }).error) }),
    ),
    rememberRecordId: (_, _params: { recordId: string }) => {},
    forgetRecordId: () => {},
    logSaveFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'autosave',
  context: ({ input }) => {
    // One object: the starting draft counts as saved (identity is how changes are told apart).
    const draft = input.draft ?? {};
    return { recordId: input.recordId ?? null, draft, saved: draft, sending: draft, failures: 0, urgent: false, retryAfterMs: 0 };
  },
  invoke: {
    // Listens for the whole life of the form; a listener never completes, so there is no onDone.
    id: 'watchPage',
    src: 'watchPage',
    onError: { actions: { type: 'logSaveFailure', params: ({ event }) => ({ error: event.error }) } },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: 'hasRecordId',
          target: 'idle',
          actions: [{ type: 'rememberRecordId', params: ({ context }) => ({ recordId: context.recordId! }) }, 'reportReady'],
        },
        { target: 'restoring' },
      ],
    },
    restoring: {
      tags: 'restoring',
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: () => undefined,
        onDone: [
          { guard: 'isRecordLoaded', target: 'settling', actions: ['assignRestored', 'reportReady'] },
          { target: 'settling', actions: 'reportReady' },
        ],
        onError: {
          target: 'restoreWaiting',
          actions: ['countFailure', { type: 'logSaveFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
      // A form submits only after `autosave.ready`, so `draft.save` cannot come yet.
      on: {
        'draft.change': { actions: 'assignDraft' },
      },
    },
    restoreWaiting: {
      tags: 'offline',
      after: { RETRY_DELAY: 'restoring' },
      on: {
        'draft.change': { actions: 'assignDraft' },
        'network.online': 'restoring',
      },
    },
    /** Decides, after a restore or a save, whether there is more to save, and how soon. */
    settling: {
      always: [{ guard: 'hasUrgentChanges', target: 'saving' }, { guard: 'hasUnsavedChanges', target: 'debouncing' }, { target: 'idle' }],
    },
    idle: {
      tags: 'saved',
      on: {
        'draft.change': { target: 'debouncing', actions: 'assignDraft' },
        'draft.save': { target: 'saving', actions: 'assignDraft' },
        'draft.close': 'closed',
      },
    },
    /** Changes wait for a pause, a field left or the page left; never longer than MAX_WAIT. */
    debouncing: {
      tags: 'saving',
      after: { MAX_WAIT: 'saving' },
      on: {
        // Restarts the pause, not the longest wait: later changes join the pending save.
        'draft.change': { target: '.pausing', actions: 'assignDraft' },
        'draft.save': { target: 'saving', actions: 'assignDraft' },
        'draft.flush': 'saving',
        'page.leave': 'saving',
      },
      initial: 'pausing',
      states: {
        pausing: {
          after: { SAVE_DELAY: '#autosave.saving' },
        },
      },
    },
    saving: {
      tags: 'saving',
      entry: 'assignSending',
      initial: 'choosing',
      on: {
        'draft.change': { actions: 'assignDraft' },
        'draft.save': { actions: ['assignDraft', 'markUrgent'] },
        'draft.flush': { actions: 'markUrgent' },
        'page.leave': { actions: 'markUrgent' },
      },
      states: {
        choosing: {
          always: [{ guard: 'hasRecordId', target: 'updating' }, { target: 'creating' }],
        },
        creating: {
          invoke: {
            id: 'createRecord',
            src: 'createRecord',
            input: ({ context }) => ({ draft: context.sending }),
            onDone: {
              target: '#autosave.settling',
              actions: [
                'assignCreated',
                { type: 'rememberRecordId', params: ({ event }) => ({ recordId: event.output.recordId }) },
                'reportSaved',
              ],
            },
            onError: [
              { guard: 'isContentRefused', target: '#autosave.rejected', actions: 'reportRejected' },
              { guard: 'isRateLimited', target: '#autosave.slowedDown', actions: 'assignRetryAfter' },
              {
                target: '#autosave.retrying',
                actions: ['countFailure', { type: 'logSaveFailure', params: ({ event }) => ({ error: event.error }) }],
              },
            ],
          },
        },
        updating: {
          invoke: {
            id: 'updateRecord',
            src: 'updateRecord',
            input: ({ context }) => ({ recordId: context.recordId!, draft: context.sending }),
            onDone: { target: '#autosave.settling', actions: ['assignUpdated', 'reportSaved'] },
            onError: [
              // The stored record went away or was submitted elsewhere: what the visitor typed
              // is kept by starting a new record rather than dropped.
              { guard: 'isRecordGone', target: 'creating', actions: ['clearRecordId', 'forgetRecordId'] },
              { guard: 'isContentRefused', target: '#autosave.rejected', actions: 'reportRejected' },
              { guard: 'isRateLimited', target: '#autosave.slowedDown', actions: 'assignRetryAfter' },
              {
                target: '#autosave.retrying',
                actions: ['countFailure', { type: 'logSaveFailure', params: ({ event }) => ({ error: event.error }) }],
              },
            ],
          },
        },
      },
    },
    retrying: {
      tags: 'offline',
      after: { RETRY_DELAY: 'saving' },
      on: {
        'draft.change': { actions: 'assignDraft' },
        'draft.save': { target: 'saving', actions: 'assignDraft' },
        'page.leave': 'saving',
        'network.online': 'saving',
      },
    },
    /**
     * The server answered 429: nothing is wrong with the draft or the network, it asks us to
     * wait. The form says it is saving slowly (not offline), keeps every change, and saves once
     * the `Retry-After` has passed; leaving the page still tries at once.
     */
    slowedDown: {
      tags: 'slow',
      after: { RETRY_AFTER: 'saving' },
      on: {
        'draft.change': { actions: 'assignDraft' },
        'draft.save': { actions: 'assignDraft' },
        'page.leave': 'saving',
      },
    },
    rejected: {
      tags: 'rejected',
      on: {
        'draft.change': { target: 'debouncing', actions: 'assignDraft' },
        'draft.save': { target: 'saving', actions: 'assignDraft' },
      },
    },
    closed: {
      type: 'final',
      entry: 'forgetRecordId',
    },
  },
  output: ({ context }) => ({ recordId: context.recordId, draft: context.saved }),
});

/** Save-indicator state for any form's autosave actor. */
export type SaveStatus = 'idle' | 'restoring' | 'saving' | 'saved' | 'offline' | 'rejected' | 'slow';

export function selectSaveStatus(snapshot: { hasTag: (tag: AutosaveTag) => boolean; context: AutosaveContext } | undefined): SaveStatus {
  if (!snapshot) return 'idle';
  if (snapshot.hasTag('offline')) return 'offline';
  if (snapshot.hasTag('slow')) return 'slow';
  if (snapshot.hasTag('rejected')) return 'rejected';
  if (snapshot.hasTag('saving')) return 'saving';
  if (snapshot.hasTag('restoring')) return 'restoring';
  // 'Saved' only once something was saved or restored: an untouched form says nothing.
  return snapshot.context.recordId ? 'saved' : 'idle';
}
