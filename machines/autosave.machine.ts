import { and, assign, fromCallback, fromPromise, not, sendParent, sendTo, setup, type AnyEventObject } from 'xstate';
import { mergeDraft, sameDraft, typedAndNotIn } from '../src/domain/draftMerge';
import type { FieldError } from '../src/domain/fieldError';
import {
  autosaveTiming,
  currentRecord,
  isNewer,
  refusal,
  retryAfterMs,
  retryDelayMs,
  sentRecordOf,
  statusOf,
  withoutServerFields,
  type CreatedRecord,
  type LoadInput,
  type LoadResult,
  type SaveFailure,
  type SentNews,
  type SentRecord,
  type TabAnnouncement,
  type TabNews,
  type UpdatedRecord,
} from './saveRules';
export {
  autosaveTiming,
  retryDelayMs,
  currentRecord,
  sentRecordOf,
  selectSaveStatus,
  type SaveFailure,
  type SentRecord,
  type TabNews,
  type LoadedRecord,
  type SentNews,
  type TabAnnouncement,
  type LoadResult,
  type LoadInput,
  type CreatedRecord,
  type UpdatedRecord,
  type SaveStatus,
} from './saveRules';

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
 * - once the submission is saved (the server has it: `isSubmissionSaved`), the id is forgotten and
 *   the actor completes, its output the record and the submission: the form needs no message to
 *   close it;
 * - one lead per visitor (issue 13): the first save carries an idempotency key kept with the
 *   draft, so a page reloaded before it was answered finds the same record; every save names
 *   the version it was based on, and when the record moved on (another tab saved: a 412, or the
 *   other tab's `tab.saved`) it is `merging`: the server's copy with the fields changed here since
 *   the last save on top, saved again (news heard while a request is out is taken once it is
 *   answered, if the answer did not bring it); a record sent elsewhere (409, `tab.sent`, or found sent
 *   at start) is `sent`, never replaced by a new one: the form shows it sent and ends this autosave;
 * - a sent short-form lead being completed (`upgrade`) is `holding`: only the submission is saved,
 *   and what is typed meanwhile is kept on the device with the sent record (`rememberCompletion`).
 * Contract for a form: send `draft.save` (save now, e.g. submit) only after `autosave.ready`.
 * HTTP, storage and page events are named actors/actions bound in `src/actors/autosave.ts`.
 */
export type Draft = Record<string, unknown>;

export interface AutosaveInput {
  /** A record to continue (e.g. the pricing short form going on to the full form). */
  recordId?: string | null;
  /** The form's draft at start; not saved until it changes. */
  draft?: Draft;
  /**
   * `recordId` was sent as a short form and takes one completion (the server's upgrade rule):
   * the autosave is `holding`, and only the submission (`draft.save`) is saved to it.
   */
  upgrade?: boolean;
  /** Started by 'Send another request': a sent record found on the device is let go, not shown. */
  afresh?: boolean;
  /**
   * The address this form is for (a follow-up link's): a draft of another address found on the
   * device is someone else's and is let go, not restored (`belongsTo`); this form starts its own.
   */
  email?: string | null;
  /**
   * What a sent record's receipt must hold to be this form's (the pricing short form's mark): a
   * sent record found on the device without it is another form's (on a shared computer, perhaps
   * another visitor's), let go instead of shown as sent here.
   */
  sentReceipt?: Draft | null;
}

export interface AutosaveContext {
  recordId: string | null;
  /** The record's version (`updatedAt`) the saved draft has; every update names it (If-Match). */
  version: string | null;
  /** The draft to save: the latest the form sent, with what other tabs added since. */
  draft: Draft;
  /** The latest draft as the form sent it (what it shows). */
  formDraft: Draft;
  /** The draft the server last acknowledged, or the starting draft. */
  saved: Draft;
  /** The draft of the request in flight. */
  sending: Draft;
  /** Failures since the last success. */
  failures: number;
  /**
   * The last failure was the server's (a 5xx: restarting, its database reopening; or no answer
   * at all while the browser is online: its process is down), not the connection's: the form says
   * the server is not answering rather than that the visitor is offline.
   */
  serverTrouble: boolean;
  /** A submit, a field left or the page left asked for a save while one was in flight. */
  urgent: boolean;
  /** How long the server asked us to wait (429 `Retry-After`). */
  retryAfterMs: number;
  /** Set once the record is known to be sent. */
  sent: SentRecord | null;
  /** See `AutosaveInput.upgrade`. */
  upgrade: boolean;
  /** See `AutosaveInput.afresh`. */
  afresh: boolean;
  /** See `AutosaveInput.email`. */
  email: string | null;
  /** See `AutosaveInput.sentReceipt`. */
  sentReceipt: Draft | null;
  /**
   * Another tab's save heard while this tab's own request was out, taken once that is answered
   * if it is still the newer one: the answer only brings it when the request lost the race (a
   * 412), and a request that won it (the other tab saved on top of it) brought nothing.
   */
  heard: TabNews | null;
  /**
   * Another tab's message that it sent the record, heard while this tab's request was out: that
   * request's 409 brings it only when it came second; one that came first (and so is part of the
   * sent record) is answered with success, and the form is shown sent then.
   */
  heardSent: { recordId: string; at: string } | null;
}

export type AutosaveEvent =
  | { type: 'draft.change'; draft: Draft }
  | { type: 'draft.save'; draft: Draft }
  | { type: 'draft.flush' }
  | { type: 'page.leave' }
  | { type: 'network.online' }
  /** Another tab of this form saved (BroadcastChannel or storage event). */
  | { type: 'tab.saved'; recordId: string; draft: Draft; version: string }
  /** Another tab of this form sent the record. */
  | { type: 'tab.sent'; recordId: string; at: string };

/** What the autosave tells its form. */
export type AutosaveReport =
  | { type: 'autosave.ready'; recordId: string | null; draft: Draft | null }
  | { type: 'autosave.saved'; recordId: string; draft: Draft }
  | { type: 'autosave.rejected'; field: string | null; reason: FieldError | null }
  /** The draft now holds another tab's fields too: the form shows `draft`, the server has `saved`. */
  | { type: 'autosave.merged'; recordId: string; draft: Draft; saved: Draft }
  /** The record has been sent (elsewhere or earlier): the form shows it as sent. */
  | ({ type: 'autosave.sent' } & SentRecord)
  /**
   * The server refuses every save from this browser and will go on refusing (403: the
   * anti-forgery cookie cannot be kept, cookies are blocked for the site): the form offers the
   * way that works, its plain post, instead of waiting for a save that never comes.
   */
  | { type: 'autosave.blocked' }
  /** A save did not reach the server and is tried again; `status` 0 or null when no answer came. */
  | { type: 'autosave.failed'; status: number | null };

export interface AutosaveOutput {
  recordId: string | null;
  draft: Draft;
}

/** Tags the save indicator reads. */
export type AutosaveTag = 'restoring' | 'saving' | 'saved' | 'offline' | 'rejected' | 'slow' | 'sent' | 'holding' | 'blocked';

/** The server refused the content itself: sending it again cannot help. */
const isContentRefusal = (status: number | undefined) => status === 400 || status === 413 || status === 422;

/**
 * The server refused the request itself, not its content, and will refuse it again: a 403 is the
 * anti-forgery check, which fails for ever where the browser keeps no cookie of the site.
 */
const isRefusedForGood = (status: number | undefined) => status === 403;

/** The server asks us to slow down: waiting is the answer, not an alarm. */
const isRateLimitStatus = (status: number | undefined) => status === 429;

/** The record was deleted (by the owner): what the visitor typed goes to a new one. */
const isGoneStatus = (status: number | undefined) => status === 404;

/**
 * A 409 that names a field and holds no record: that field's value was free when chosen and is
 * not now (a meeting time booked by someone else meanwhile, issue 34). The visitor changes that
 * field, as after a 400; the record was not sent, so trying again as it is would only be refused.
 */
const isFieldConflict = (error: unknown) => statusOf(error) === 409 && currentRecord(error) === null && refusal(error).field !== null;

/**
 * News of the record (the stored record a restore finds, another tab's save, a 412's record, the
 * record an earlier page's key made) taken by the one merge rule (`mergeDraft`, issue 33): theirs,
 * with what this autosave was given since the server last acknowledged (`saved`) on top. Every
 * kind of news goes through here once; the form takes the result as it is told it.
 */
const withNews = (context: AutosaveContext, theirs: Draft): Draft => mergeDraft(theirs, context.draft, context.saved);

/** A failed request, as the guards and actions that read it take it (their params). */
type Failed = { error: unknown };
const failed = ({ event }: { event: Failed }): Failed => ({ error: event.error });
/** What an invoked request answered, as the guards and actions that read it take it. */
const output = <T>({ event }: { event: { output: T } }): T => event.output;

/** A change of the form's draft: taken, and kept on the device until it is saved (a reload restores it). */
const keepTyping = ['assignDraft', { type: 'rememberDraft', params: ({ event }: { event: { draft: Draft } }) => ({ draft: event.draft }) }] as const;
/** Another tab's news (`tab.saved`, `tab.sent`), as the guards and actions that read it take it. */
const theNews = <E>({ event }: { event: E }): E => event;
/** Another tab saved a newer version: taken, with what this tab changed since its last save on top. */
const mergeTabNews = {
  guard: { type: 'isNewerFromTab', params: theNews<TabNews> },
  target: '#autosave.merging',
  actions: { type: 'assignFromTab', params: theNews<TabNews> },
} as const;
/** Another tab sent this record: shown sent. */
const sentByTab = {
  guard: { type: 'isOwnRecordSent', params: theNews<SentNews> },
  target: '#autosave.sent',
  actions: { type: 'assignSentFromTab', params: theNews<SentNews> },
} as const;
/** A change of a held completion: taken, and kept on the device with the sent record it completes (a reload opens it again). */
const keepCompleting = [
  'assignDraft',
  {
    type: 'rememberCompletion',
    params: ({ context, event }: { context: AutosaveContext; event: { draft: Draft } }) => ({ recordId: context.recordId!, draft: event.draft }),
  },
] as const;
/** A request that failed and will be tried again: counted, logged and told to the form. */
const failure = [
  { type: 'countFailure', params: failed },
  { type: 'logSaveFailure', params: failed },
  { type: 'reportFailed', params: failed },
] as const;
/** What a save's failure means when it is not about the record (its version, its sending, its absence). */
const notSaved = [
  { guard: { type: 'isRefusedForGood', params: failed }, target: '#autosave.blocked' },
  { guard: { type: 'isContentRefused', params: failed }, target: '#autosave.rejected', actions: { type: 'reportRejected', params: failed } },
  { guard: { type: 'isRateLimited', params: failed }, target: '#autosave.slowedDown', actions: { type: 'assignRetryAfter', params: failed } },
  { target: '#autosave.retrying', actions: failure },
] as const;

export const autosaveMachine = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
    input: {} as AutosaveInput,
    output: {} as AutosaveOutput,
    tags: {} as AutosaveTag,
  },
  actors: {
    loadRecord: fromPromise<LoadResult, LoadInput>(async () => {
      throw new Error('loadRecord must be provided');
    }),
    createRecord: fromPromise<CreatedRecord, { draft: Draft }>(async () => {
      throw new Error('createRecord must be provided');
    }),
    updateRecord: fromPromise<UpdatedRecord, { recordId: string; draft: Draft; version: string | null }>(async () => {
      throw new Error('updateRecord must be provided');
    }),
    /** Sends `page.leave` when the visitor leaves or hides the page, `network.online` when back online. */
    watchPage: fromCallback<AnyEventObject>(() => () => {}),
    /**
     * The form's other tabs: sends `tab.saved` and `tab.sent` when one of them saves or sends,
     * and tells them this tab's saves (`record.saved`, whose draft may be the submission).
     */
    watchTabs: fromCallback<TabAnnouncement>(() => () => {}),
  },
  delays: {
    SAVE_DELAY: autosaveTiming.saveDelayMs,
    MAX_WAIT: autosaveTiming.maxWaitMs,
    RETRY_DELAY: ({ context }) => retryDelayMs(context.failures),
    RETRY_AFTER: ({ context }) => context.retryAfterMs,
  },
  guards: {
    hasRecordId: ({ context }) => context.recordId !== null,
    isUnsent: ({ context }) => context.sent === null,
    isUpgrade: ({ context }) => context.upgrade && context.recordId !== null,
    hasUnsavedChanges: ({ context }) => context.draft !== context.saved,
    hasUrgentChanges: ({ context }) => context.urgent && context.draft !== context.saved,
    isRateLimited: (_, { error }: Failed) => isRateLimitStatus(statusOf(error)),
    isRecordLoaded: (_, loaded: LoadResult) => loaded != null && !('sent' in loaded),
    isSentRecordLoaded: (_, loaded: LoadResult) => loaded != null && 'sent' in loaded,
    isRecordGone: (_, { error }: Failed) => isGoneStatus(statusOf(error)),
    isContentRefused: (_, { error }: Failed) => isContentRefusal(statusOf(error)) || isFieldConflict(error),
    isRefusedForGood: (_, { error }: Failed) => isRefusedForGood(statusOf(error)),
    /** The key found a record that was sent meanwhile. */
    isCreatedSent: (_, created: CreatedRecord) => created.sent != null,
    /** The key found a record holding other fields than this page sent (an earlier page's). */
    isCreatedOther: ({ context }, { stored }: CreatedRecord) => stored != null && !sameDraft(stored, context.sending),
    /** 412: another tab saved since this page's version; the body has the record as it is. */
    isVersionConflict: (_, { error }: Failed) => statusOf(error) === 412 && currentRecord(error) !== null,
    /** 409: the record was sent (by another tab). */
    isRecordSent: (_, { error }: Failed) => sentRecordOf(error) !== null,
    /** Another tab saved this record (or the one this page is about to create) at a newer version. */
    isNewerFromTab: ({ context }, news: TabNews) => isNewer(context, news),
    /** Another tab's save was heard while a request was out, and is newer than its answer. */
    hasTabNews: ({ context }) => context.heard !== null,
    /** Another tab sent this record while a request was out. */
    hasSentNews: ({ context }) => context.heardSent !== null && context.heardSent.recordId === context.recordId,
    isOwnRecordSent: ({ context }, { recordId }: SentNews) => context.recordId === null || context.recordId === recordId,
    /**
     * A held completion (`isUpgrade`) answered 409 with a sent record that still waits for its one
     * completion (the resource's `upgrade.from`, src/domain/resources.ts): the server refused this
     * one as another person's. Supplied by the binding, which knows the resource (src/actors/autosave.ts).
     */
    isCompletionRefused: (_, _failed: Failed) => false,
    /** The draft the server acknowledged is the submission (`src/domain/submission.ts`): supplied by the binding, which knows the resource. */
    isSubmissionSaved: () => false,
  },
  actions: {
    /**
     * The form's new draft. Should the draft hold news the form does not show yet (its
     * `autosave.merged` or `autosave.ready` crossed this change), the form's changes go on top of
     * it rather than dropping it: the same rule, with the form's last draft as the base, since
     * the change is the form's, not the server's; otherwise the form's draft is taken as it is
     * (the same object, which is how forms tell their saves apart). A submission is taken as the
     * form gives it.
     */
    assignDraft: assign(({ context, event }) => {
      if (event.type === 'draft.save') return { draft: event.draft, formDraft: event.draft };
      if (event.type !== 'draft.change') return {};
      const merged = context.draft === context.formDraft ? event.draft : mergeDraft(context.draft, event.draft, context.formDraft);
      const next = sameDraft(merged, event.draft) ? event.draft : merged;
      // The same fields again (a form handing over what it restored) is no change to save.
      return { draft: sameDraft(next, context.draft) ? context.draft : next, formDraft: event.draft };
    }),
    /**
     * The stored draft, with the visitor's changes made while loading on top (`withNews`: `saved`
     * is still the draft this autosave started from, so those changes are exactly what was typed
     * on this page; a field emptied meanwhile stays empty).
     */
    assignRestored: assign(({ context }, loaded: LoadResult) => {
      if (!loaded || 'sent' in loaded) return {};
      const { recordId, draft, saved, version } = loaded;
      // Nothing typed meanwhile: the stored draft as found (the same object, so nothing to save).
      const shown = context.draft === context.saved ? draft : withNews(context, draft);
      return { recordId, version: version ?? null, saved: saved ?? draft, draft: shown };
    }),
    assignSending: assign({ sending: ({ context }) => context.draft, urgent: false }),
    markUrgent: assign({ urgent: true }),
    assignRetryAfter: assign((_, { error }: Failed) => ({ retryAfterMs: retryAfterMs(error) })),
    assignCreated: assign(({ context }, { recordId, version }: CreatedRecord) => ({ recordId, version, saved: context.sending, failures: 0 })),
    assignUpdated: assign(({ context }, { version }: UpdatedRecord) => ({ version, saved: context.sending, failures: 0 })),
    /**
     * The key's earlier record: its fields, with everything typed here since on top. The save was
     * due, so the merge is saved at once (`urgent`), not after another pause: a page being left
     * has no time for one, and a visitor who pressed Send is waiting.
     */
    assignCreatedOther: assign(({ context }, { recordId, version, stored }: CreatedRecord) => {
      return { recordId, version, saved: stored!, draft: withNews(context, stored!), failures: 0, urgent: true };
    }),
    /**
     * A 412: the record as the server has it, with the fields changed here since the last save on
     * top, saved at once (as above). Saved even when that changes nothing: the answer is what
     * tells a form its submission is stored.
     */
    assignConflicting: assign(({ context }, { error }: Failed) => {
      const record = currentRecord(error)!;
      const theirs = withoutServerFields(record);
      return {
        version: (record.updatedAt as string | undefined) ?? null,
        saved: theirs,
        draft: withNews(context, theirs),
        urgent: true,
      };
    }),
    /** Another tab's save (just now, or heard while a request was out): taken the same way, without a round trip. */
    assignFromTab: assign(({ context }, news: TabNews) => {
      const draft = withNews(context, news.draft);
      // Nothing of this tab's own on top: the other tab's save is this tab's save too.
      const saved = sameDraft(draft, news.draft) ? draft : news.draft;
      return { recordId: news.recordId, version: news.version, saved, draft, heard: null };
    }),
    keepTabNews: assign((_, { recordId, draft, version }: TabNews) => ({ heard: { recordId, draft, version } })),
    /** What was heard while the request was out, unless it is still newer than what the answer brought. */
    forgetStaleTabNews: assign(({ context }) => (context.heard && !isNewer(context, context.heard) ? { heard: null } : {})),
    assignSent: assign((_, sent: SentRecord) => ({ sent })),
    assignSentLoaded: assign((_, loaded: LoadResult) => (loaded && 'sent' in loaded ? { sent: loaded.sent } : {})),
    assignSentConflict: assign((_, { error }: Failed) => {
      const record = currentRecord(error)!;
      return { sent: { recordId: record._id, at: String(record.updatedAt ?? ''), draft: withoutServerFields(record) }, heardSent: null };
    }),
    assignSentFromTab: assign(({ context }, { recordId, at }: SentNews) => ({ sent: { recordId, at, draft: context.saved }, heardSent: null })),
    /**
     * Typing the sent record lacks, since the last acknowledged save (a save applied whose answer
     * was lost is part of the record: the sent record then is the server's, from its 409), on
     * top of what an earlier page of this form left out.
     */
    noteLeftOut: assign(({ context }) => {
      const sent = context.sent!;
      return typedAndNotIn(context.saved, context.draft, sent.draft) ? { sent: { ...sent, unsent: { ...sent.unsent, ...context.draft } } } : {};
    }),
    keepSentNews: assign((_, { recordId, at }: SentNews) => ({ heardSent: { recordId, at } })),
    countFailure: assign(({ context }, { error }: Failed) => ({
      failures: context.failures + 1,
      serverTrouble: (statusOf(error) ?? 0) >= 500 || (error as SaveFailure | undefined)?.siteUnreachable === true,
    })),
    // News of a record that is gone means nothing for the new one.
    clearRecordId: assign({ recordId: null, version: null, heard: null, heardSent: null }),
    // The completion goes to a record of its own: no longer held as a completion.
    endUpgrade: assign({ upgrade: false }),
    reportReady: sendParent(({ context }): AutosaveReport => ({
      type: 'autosave.ready',
      recordId: context.recordId,
      // A stored record, or what this device kept of a draft whose first save is still unanswered.
      draft: context.recordId || context.draft !== context.saved ? context.draft : null,
    })),
    reportSaved: sendParent(({ context }): AutosaveReport => ({ type: 'autosave.saved', recordId: context.recordId!, draft: context.saved })),
    reportRejected: sendParent((_, { error }: Failed): AutosaveReport => ({ type: 'autosave.rejected', ...refusal(error) })),
    /** A save that did not reach the server (it is retried): a form may say so and track it. */
    reportFailed: sendParent((_, { error }: Failed): AutosaveReport => ({ type: 'autosave.failed', status: statusOf(error) ?? null })),
    reportMerged: sendParent(({ context }): AutosaveReport => ({
      type: 'autosave.merged',
      recordId: context.recordId!,
      draft: context.draft,
      saved: context.saved,
    })),
    reportSent: sendParent(({ context }): AutosaveReport => ({ type: 'autosave.sent', ...context.sent! })),
    reportBlocked: sendParent((): AutosaveReport => ({ type: 'autosave.blocked' })),
    /** This tab's save, told to the form's other tabs. */
    announceSaved: sendTo('watchTabs', ({ context }): TabAnnouncement => ({
      type: 'record.saved',
      recordId: context.recordId!,
      draft: context.saved,
      version: context.version,
    })),
    rememberRecordId: (_, _params: { recordId: string }) => {},
    /** What was typed, kept on the device until it is saved (a reload restores it). */
    rememberDraft: (_, _params: { draft: Draft }) => {},
    /** A save the server acknowledged: kept on the device and told to the other tabs. */
    rememberSaved: (_, _params: { recordId: string; draft: Draft; version: string | null }) => {},
    /** What is typed in a held completion, kept with the sent record it completes. */
    rememberCompletion: (_, _params: { recordId: string; draft: Draft }) => {},
    /** The record was sent: a reload or a later visit shows it as sent. */
    rememberSent: (_, _params: SentRecord) => {},
    forgetRecordId: () => {},
    logSaveFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'autosave',
  context: ({ input }) => {
    // One object: the starting draft counts as saved (identity is how changes are told apart).
    const draft = input.draft ?? {};
    return {
      recordId: input.recordId ?? null,
      version: null,
      draft,
      formDraft: draft,
      saved: draft,
      sending: draft,
      failures: 0,
      serverTrouble: false,
      sent: null,
      urgent: false,
      retryAfterMs: 0,
      upgrade: input.upgrade ?? false,
      afresh: input.afresh ?? false,
      email: input.email ?? null,
      sentReceipt: input.sentReceipt ?? null,
      heard: null,
      heardSent: null,
    };
  },
  invoke: [
    // Listen for the whole life of the form; a listener never completes, so there is no onDone.
    {
      id: 'watchPage',
      src: 'watchPage',
      onError: { actions: { type: 'logSaveFailure', params: failed } },
    },
    {
      id: 'watchTabs',
      src: 'watchTabs',
      onError: { actions: { type: 'logSaveFailure', params: failed } },
    },
  ],
  /**
   * Typing is taken and kept wherever nothing else is done with it (restoring, waiting, saving,
   * blocked); the states that also start or restart a save, or hold it, say so themselves. A
   * sent record takes no more typing: 'Send another request' starts a new autosave for that.
   */
  on: {
    'draft.change': { guard: 'isUnsent', actions: keepTyping },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isUpgrade', target: 'holding', actions: 'reportReady' },
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
        input: ({ context }) => ({ afresh: context.afresh, email: context.email, sentReceipt: context.sentReceipt }),
        onDone: [
          { guard: { type: 'isSentRecordLoaded', params: output }, target: 'sent', actions: { type: 'assignSentLoaded', params: output } },
          { guard: { type: 'isRecordLoaded', params: output }, target: 'settling', actions: [{ type: 'assignRestored', params: output }, 'reportReady'] },
          { target: 'settling', actions: 'reportReady' },
        ],
        onError: {
          target: 'restoreWaiting',
          actions: failure,
        },
      },
      // A form submits only after `autosave.ready`, so `draft.save` cannot come yet. Other tabs'
      // news waits: the load reads the latest. Typing is kept (the machine's own `draft.change`).
    },
    restoreWaiting: {
      tags: 'offline',
      after: { RETRY_DELAY: 'restoring' },
      on: { 'network.online': 'restoring' },
    },
    /**
     * A sent short-form lead being completed: the server takes no draft of it (409), only the
     * full submission, once. Changes are kept here, and on the device with the sent record (a
     * reload opens them again), until the form submits.
     */
    holding: {
      tags: 'holding',
      on: {
        'draft.change': { actions: keepCompleting },
        'draft.save': { target: 'saving', actions: 'assignDraft' },
        'tab.sent': sentByTab,
      },
    },
    /** Decides, after a restore, a save or a merge, whether there is more to save, and how soon. */
    settling: {
      entry: 'forgetStaleTabNews',
      always: [
        // The server has the submission, with nothing more to save: this record is done here.
        { guard: and(['isSubmissionSaved', not('hasUnsavedChanges')]), target: 'closed' },
        { guard: 'hasSentNews', target: 'sent', actions: { type: 'assignSentFromTab', params: ({ context }) => context.heardSent! } },
        { guard: 'hasTabNews', target: 'merging', actions: { type: 'assignFromTab', params: ({ context }) => context.heard! } },
        // (A completion held in `holding` saves only its submission: saved, it closes above.)
        { guard: 'hasUrgentChanges', target: 'saving' },
        { guard: 'hasUnsavedChanges', target: 'debouncing' },
        { target: 'idle' },
      ],
    },
    /** The draft now holds another tab's fields: the form is told, and what is new here is saved on top. */
    merging: {
      entry: 'reportMerged',
      always: 'settling',
    },
    idle: {
      tags: 'saved',
      on: {
        'draft.change': { target: 'debouncing', actions: keepTyping },
        'draft.save': { target: 'saving', actions: 'assignDraft' },
        'tab.saved': mergeTabNews,
        'tab.sent': sentByTab,
      },
    },
    /** Changes wait for a pause, a field left or the page left; never longer than MAX_WAIT. */
    debouncing: {
      tags: 'saving',
      after: { MAX_WAIT: 'saving' },
      on: {
        // Restarts the pause, not the longest wait: later changes join the pending save.
        'draft.change': { target: '.pausing', actions: keepTyping },
        'draft.save': { target: 'saving', actions: 'assignDraft' },
        'draft.flush': 'saving',
        'page.leave': 'saving',
        'tab.saved': mergeTabNews,
        'tab.sent': sentByTab,
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
      // Other tabs' news while a request is out waits for its answer (see `heard`, `heardSent`).
      on: {
        'draft.save': { actions: ['assignDraft', 'markUrgent'] },
        'draft.flush': { actions: 'markUrgent' },
        'page.leave': { actions: 'markUrgent' },
        'tab.saved': { guard: { type: 'isNewerFromTab', params: theNews }, actions: { type: 'keepTabNews', params: theNews } },
        'tab.sent': { guard: { type: 'isOwnRecordSent', params: theNews }, actions: { type: 'keepSentNews', params: theNews } },
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
            onDone: [
              {
                guard: { type: 'isCreatedSent', params: output },
                target: '#autosave.sent',
                actions: { type: 'assignSent', params: ({ event }) => event.output.sent! },
              },
              {
                guard: { type: 'isCreatedOther', params: output },
                target: '#autosave.merging',
                actions: [
                  { type: 'assignCreatedOther', params: output },
                  { type: 'rememberRecordId', params: ({ event }) => ({ recordId: event.output.recordId }) },
                ],
              },
              {
                target: '#autosave.settling',
                actions: [
                  { type: 'assignCreated', params: output },
                  { type: 'rememberRecordId', params: ({ event }) => ({ recordId: event.output.recordId }) },
                  { type: 'rememberSaved', params: ({ context }) => ({ recordId: context.recordId!, draft: context.saved, version: context.version }) },
                  'announceSaved',
                  'reportSaved',
                ],
              },
            ],
            onError: notSaved,
          },
        },
        updating: {
          invoke: {
            id: 'updateRecord',
            src: 'updateRecord',
            input: ({ context }) => ({ recordId: context.recordId!, draft: context.sending, version: context.version }),
            onDone: {
              target: '#autosave.settling',
              actions: [
                { type: 'assignUpdated', params: output },
                { type: 'rememberSaved', params: ({ context }) => ({ recordId: context.recordId!, draft: context.saved, version: context.version }) },
                'announceSaved',
                'reportSaved',
              ],
            },
            onError: [
              { guard: { type: 'isVersionConflict', params: failed }, target: '#autosave.merging', actions: { type: 'assignConflicting', params: failed } },
              // A completion refused as another person's (a colleague, or the next visitor of a
              // shared browser, sent the full form with their own e-mail): the short lead stays
              // as it was, and this submission becomes a lead of its own.
              {
                guard: { type: 'isCompletionRefused', params: failed },
                target: 'creating',
                actions: ['clearRecordId', 'forgetRecordId', 'endUpgrade'],
              },
              { guard: { type: 'isRecordSent', params: failed }, target: '#autosave.sent', actions: { type: 'assignSentConflict', params: failed } },
              // The owner deleted the record: what the visitor typed is kept in a new one.
              { guard: { type: 'isRecordGone', params: failed }, target: 'creating', actions: ['clearRecordId', 'forgetRecordId'] },
              ...notSaved,
            ],
          },
        },
      },
    },
    retrying: {
      tags: 'offline',
      after: { RETRY_DELAY: 'saving' },
      on: {
        'draft.save': { target: 'saving', actions: 'assignDraft' },
        'page.leave': 'saving',
        'network.online': 'saving',
        'tab.saved': mergeTabNews,
        // The failed save may have been stored all the same (its answer lost): tried again now,
        // its 409 brings the sent record as it is, so the form tells exactly what is not in it.
        'tab.sent': { guard: { type: 'isOwnRecordSent', params: theNews }, target: 'saving', actions: { type: 'keepSentNews', params: theNews } },
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
        'draft.save': { actions: 'assignDraft' },
        'page.leave': 'saving',
        'tab.saved': mergeTabNews,
        'tab.sent': sentByTab,
      },
    },
    rejected: {
      tags: 'rejected',
      on: {
        'draft.change': [
          { guard: 'isUpgrade', target: 'holding', actions: keepCompleting },
          { target: 'debouncing', actions: keepTyping },
        ],
        'draft.save': { target: 'saving', actions: 'assignDraft' },
      },
    },
    /**
     * Every save is refused, and will be (see `isRefusedForGood`): nothing is retried, typing is
     * still kept here, and the form is told, so that a submit goes as its plain post (which needs
     * no cookie) and never waits on 'Submitting…'.
     */
    blocked: {
      tags: 'blocked',
      entry: 'reportBlocked',
    },
    /**
     * Sent, here or elsewhere: the form shows it as sent (with its date) and ends this autosave;
     * nothing more is saved. A new record takes a new autosave, started when the visitor asks
     * for 'Send another request'. Not final: the form ends it by leaving its filling state.
     */
    sent: {
      tags: 'sent',
      entry: ['noteLeftOut', { type: 'rememberSent', params: ({ context }) => context.sent! }, 'reportSent'],
    },
    closed: {
      type: 'final',
      entry: 'forgetRecordId',
    },
  },
  output: ({ context }) => ({ recordId: context.recordId, draft: context.saved }),
});
