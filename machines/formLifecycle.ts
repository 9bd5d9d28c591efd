import {
  and,
  assign,
  fromCallback,
  fromPromise,
  not,
  or,
  raise,
  sendTo,
  setup,
  stateIn,
  type AnyActorRef,
  type AnyEventObject,
  type EventObject,
} from 'xstate';
import { mergeDraft, sameDraft, typedAndNotIn, type Draft } from '../src/domain/draftMerge';
import {
  asFailure,
  autosaveTiming,
  isNewer,
  retryDelayMs,
  type CreatedRecord,
  type LoadedRecord,
  type LoadInput,
  type LoadResult,
  type SaveFailure,
  type SentNews,
  type SentRecord,
  type TabAnnouncement,
  type TabNews,
  type UpdatedRecord,
} from './saveRules';
import type { Struct } from 'superstruct';
import { draftRefusals } from '../src/domain/fieldError';
import { isSubmissionOf, submissionOf, type LeadResource } from '../src/domain/submission';
import type { FieldErrors } from './draftForm';

/**
 * The lifecycle of a lead form whose machine owns its lead's data once: its own `form` region
 * beside the `save` region below, over one context. docs/architecture.md ('One owner: the lead
 * lifecycle') tells how the regions meet and the rules a save follows.
 * Not a `*.machine.ts`: the diagrams draw the machines that place it.
 */
export type LeadContext<TDraft extends Draft = Draft, TOwn = unknown> = ReturnType<typeof initialLead<TDraft, TOwn>>;

/** Nothing yet, of the type the field will hold. */
const none = <T>(): T | null => null;

/** The starting context (its fields are `LeadContext`'s): nothing typed is nothing unsaved. */
export function initialLead<TDraft extends Draft, TOwn = unknown>(blank: TDraft, own: TOwn) {
  const saved: Draft = blank;
  const errors: FieldErrors = {};
  return {
    /** What a form keeps of its own besides its lead (the wait list's layout and placement). */
    own,
    /** What the visitor sees, values a draft may not hold included (with their error). */
    draft: blank,
    errors,
    /** Send was pressed: saves send the draft as its submission, until the server has it or refuses it. */
    submitting: false,
    /** What the server last acknowledged (or what the form started from): the base of every merge. */
    saved,
    recordId: none<string>(),
    /** The `updatedAt` of `saved`: every update names it (If-Match). */
    version: none<string>(),
    sending: saved,
    sent: none<SentRecord>(),
    /** What this page sent before it went on to the next lead by itself (the affiliate's): the device says it was sent. */
    lastSent: none<SentRecord>(),
    /** 'Send another request' was asked for: the next start lets go of the sent record. */
    afresh: false,
    /** A sent record this form completes (the pricing short form's lead): only its submission is saved, once. */
    holding: none<SentRecord>(),
    /** The address a link opened this form for: a stored draft of another address is not restored. */
    linkEmail: none<string>(),
    /** What a sent record's receipt holds when it is this form's (a sent record without it is another form's). */
    sentReceipt: none<Draft>(),
    failures: 0,
    /** A Send, a field left or the page left asked for a save while one was in flight. */
    urgent: false,
    /** The last refused or failed request, as the binding read it: the wait after a 429, 'not answering' or 'offline', the status tracked. */
    failure: none<SaveFailure>(),
    /** Another tab's save or send, heard: taken by `settling` (once a request out is answered), if still newer. */
    heard: none<TabNews>(),
    heardSent: none<SentNews>(),
  };
}

/** What every lifecycle form hears besides its own `field.change`. */
export type LifecycleEvent =
  | { type: 'field.change'; field: string; value: unknown }
  | { type: 'form.submit' }
  | { type: 'form.restart' }
  /** The visitor hides or leaves the page (the app's own navigation included). */
  | { type: 'page.leave' }
  /** The visitor left a field. */
  | { type: 'draft.flush' }
  | { type: 'network.online' }
  | ({ type: 'tab.saved' } & TabNews)
  | ({ type: 'tab.sent' } & SentNews);

export type LifecycleTag = 'readOnly' | 'submitted' | 'restoring' | 'saving' | 'saved' | 'offline' | 'rejected' | 'slow' | 'blocked' | 'holding';

/** What a form tells the lifecycle about itself. */
export interface LifecycleRules<TDraft extends Draft, TOwn = unknown> {
  /** Its API resource, whose mark makes a submission (src/domain/submission.ts). */
  resource: LeadResource;
  blank: TDraft;
  /** The values even a draft may not hold: shown with their error, left out of saves. */
  draftStruct: Struct<any, any>;
  /** What keeps the draft from being sent, by field; empty when it can be (`own`: e.g. the wait list's layout). */
  validate: (draft: TDraft, own: TOwn) => FieldErrors;
  /** A mark of its own the form's submission carries (the pricing short form's `shortForm`). */
  submissionMark?: (own: TOwn) => Partial<TDraft>;
  /** What 'Send another request' starts from (else `blank`): what of this lead goes on to the next. */
  restartFrom?: (context: LeadContext<TDraft, TOwn>) => TDraft;
}

/** A request the form's binding provides (src/actors/lifecycle.ts). */
const toProvide = <T, I>() => fromPromise<T, I>(() => Promise.reject(new Error('a lead request must be provided')));
/** A request's failure, as the binding read it (a listener's error: `unsaved`, with it as the cause). */
export const failure = ({ event }: { event: { error: unknown } }): SaveFailure => asFailure(event.error);
/** Kept without the error it came as (for the console only). */
const withoutCause = ({ cause: _, ...f }: SaveFailure): SaveFailure => f;
const failedAs = (outcome: SaveFailure['outcome']) => (_: unknown, failure: SaveFailure) => failure.outcome === outcome;
const output = <T>({ event }: { event: { output: T } }): T => event.output;
const sentFound = ({ event }: { event: { output: LoadResult | CreatedRecord } }): SentRecord | null =>
  (event.output && 'sent' in event.output && event.output.sent) || null;
/** The sent record a failed update was refused for (another tab sent it, or it was the short form's), if that was why. */
const sentRefusing = ({ event }: { event: { error: unknown } }): SentRecord | null => {
  const f = asFailure(event.error);
  return f.outcome === 'sent' ? f.record : null;
};
type FieldNews = { field: string; value: unknown };
const theNews = <E>({ event }: { event: E }): E => event;
/** A field's new value, from its `field.change` (placed by a form that does more on a change). */
export const assignField = { type: 'assignField', params: theNews<FieldNews> } as const;

/** The draft as it may be saved: without the values a draft may not hold (they stay on screen with their error). */
export function savableDraft(rules: Pick<LifecycleRules<Draft>, 'draftStruct'>, draft: Draft): Draft {
  const refused = draftRefusals(rules.draftStruct, draft);
  return Object.fromEntries(Object.entries(draft).filter(([field]) => !(field in refused)));
}

/**
 * `TInput`: what a form starts from besides a blank lead (the affiliate's next referral);
 * `TOwn`, `TEvent`, `TEmitted`: what a form keeps, hears and tells besides the lead's (the wait list's layout).
 */
export function lifecycleSetup<
  TDraft extends Draft,
  TInput = unknown,
  TOwn = unknown,
  TEvent extends EventObject = never,
  TEmitted extends EventObject = EventObject,
>(rules: LifecycleRules<TDraft, TOwn>) {
  type Context = LeadContext<TDraft, TOwn>;
  /** What a save sends: the submission once Send was pressed, else the savable draft. */
  const toSave = (c: Context): Draft => (c.submitting ? toSubmission(c.draft, c.own) : savableDraft(rules, c.draft));
  const unsaved = (c: Context) => !sameDraft(toSave(c), c.saved);
  const toSubmission = (draft: TDraft, own: TOwn): TDraft => ({ ...submissionOf(rules.resource, draft), ...rules.submissionMark?.(own) });
  /** The record as the server or another tab has it, by the one merge rule: theirs, with what was typed here since `saved` on top. */
  const withNews = (c: Context, news: LoadedRecord): Partial<Context> => {
    const { recordId, version = null, draft, saved = draft } = news;
    return { recordId, version, saved, draft: mergeDraft(draft, c.draft, c.saved) as TDraft };
  };

  return setup({
    types: {
      context: {} as Context,
      events: {} as LifecycleEvent | TEvent,
      tags: {} as LifecycleTag,
      input: {} as TInput,
      emitted: {} as TEmitted,
    },
    actors: {
      loadRecord: toProvide<LoadResult, LoadInput>(),
      createRecord: toProvide<CreatedRecord, { draft: Draft }>(),
      updateRecord: toProvide<UpdatedRecord, { recordId: string; draft: Draft; version: string | null }>(),
      /** Sends `page.leave`, `draft.flush` and `network.online`. */
      watchPage: fromCallback<AnyEventObject>(() => () => {}),
      /** Sends `tab.saved` and `tab.sent` from the form's other tabs; tells them this tab's saves. */
      watchTabs: fromCallback<TabAnnouncement>(() => () => {}),
      /** The lead memory on the device, written from the machine's snapshots (its one writer). */
      remember: fromCallback<EventObject, AnyActorRef>(() => () => {}),
    },
    delays: {
      SAVE_DELAY: autosaveTiming.saveDelayMs,
      MAX_WAIT: autosaveTiming.maxWaitMs,
      RETRY_DELAY: ({ context }) => retryDelayMs(context.failures),
      RETRY_AFTER: ({ context: { failure } }) => (failure?.outcome === 'slowedDown' ? failure.retryAfterMs : autosaveTiming.rateLimitedMs),
    },
    guards: {
      isValid: ({ context }) => Object.keys(rules.validate(context.draft, context.own)).length === 0,
      /** A Send the form takes (from its editing state, as valid): the save region saves it at once. */
      isSendTaken: and([stateIn('#editing'), 'isValid']),
      hasRecordId: ({ context }) => context.recordId !== null,
      hasUnsavedChanges: ({ context }) => unsaved(context),
      hasUrgentChanges: ({ context }) => context.urgent && unsaved(context),
      isSubmissionSaved: ({ context }) => isSubmissionOf(rules.resource, context.saved),
      isSent: ({ context }) => context.sent !== null,
      isLoading: stateIn('#save.loading'),
      /** The submission was refused (its field named), or no save can get through from this browser. */
      isSendRefused: or([stateIn('#save.rejected'), stateIn('#save.blocked')]),
      isSentFound: (_, sent: SentRecord | null) => sent !== null,
      isRateLimited: failedAs('slowedDown'),
      isRecordGone: failedAs('gone'),
      isContentRefused: failedAs('refused'),
      isRefusedForGood: failedAs('blocked'),
      /** The key found a record holding other fields than this page sent (an earlier page's). */
      isCreatedOther: ({ context }, { stored }: CreatedRecord) => stored != null && !sameDraft(stored, context.sending),
      isVersionConflict: failedAs('changed'),
      isNewerFromTab: ({ context }, news: TabNews) => isNewer(context, news),
      hasTabNews: ({ context }) => context.heard !== null,
      hasSentNews: ({ context }) => context.heardSent !== null && (context.recordId === null || context.heardSent.recordId === context.recordId),
      isOwnRecordSent: ({ context }, { recordId }: SentNews) => context.recordId === null || context.recordId === recordId,
    },
    actions: {
      /** The value, and what is said: once a Send's errors are shown they follow the typing; until then only what no draft may hold. */
      assignField: assign(({ context }, { field, value }: FieldNews) => {
        const { [field]: _fixed, ...others } = context.errors;
        const draft = { ...context.draft, [field]: value };
        const refused = draftRefusals(rules.draftStruct, draft);
        const shown = Object.keys(others).some((other) => !(other in refused));
        return { draft, errors: shown ? rules.validate(draft, context.own) : refused };
      }),
      showErrors: assign(({ context }) => ({ errors: rules.validate(context.draft, context.own) })),
      assignSubmission: assign({ submitting: true }),
      /** A refused Send: what is typed next is a draft again. */
      clearSubmission: assign({ submitting: false }),
      /** A Send pressed while the stored draft was looked for, made now that it is back. */
      replaySubmit: raise((): LifecycleEvent => ({ type: 'form.submit' })),
      /** The server's refusal next to its field; one that names none is said next to Send. */
      assignRefusal: assign(({ context }, f: SaveFailure) =>
        f.outcome === 'refused' ? { errors: { ...context.errors, [f.field ?? 'form']: f.reason ?? { key: 'invalid' } }, failure: withoutCause(f) } : {},
      ),
      /** The stored record (with what this device typed since), if any, and what was typed on this page meanwhile on top. */
      assignRestored: assign(({ context }, loaded: LoadResult) => ({ ...(loaded && !('sent' in loaded) && withNews(context, loaded)), afresh: false })),
      assignSending: assign(({ context }) => ({ sending: toSave(context), urgent: false })),
      markUrgent: assign({ urgent: true }),
      keepFailure: assign((_, f: SaveFailure) => ({ failure: withoutCause(f) })),
      assignCreated: assign(({ context }, { recordId, version }: CreatedRecord) => ({ recordId, version, saved: context.sending, failures: 0 })),
      assignUpdated: assign(({ context }, { version }: UpdatedRecord) => ({ version, saved: context.sending, failures: 0 })),
      /** The key's earlier record, with everything typed here on top, saved at once (the save was due). */
      assignCreatedOther: assign(({ context }, { recordId, version, stored }: CreatedRecord) => ({
        ...withNews(context, { recordId, version, draft: stored! }),
        failures: 0,
        urgent: true,
      })),
      /** A 412: the record as the server has it, with the fields changed here on top, saved at once. */
      assignConflicting: assign(({ context }, f: SaveFailure) => (f.outcome === 'changed' ? { ...withNews(context, f.record), urgent: true } : {})),
      /** Another tab's save, if still newer than this tab's (a request answered meanwhile may have passed it): merged the same way. */
      takeTabNews: assign(({ context: c }) => ({ ...(c.heard && isNewer(c, c.heard) && withNews(c, c.heard)), heard: null })),
      keepTabNews: assign((_, { recordId, draft, version }: TabNews) => ({ heard: { recordId, draft, version } })),
      /** Found sent (by an earlier page, another tab or the key): what was typed here that it lacks is kept for 'Send another request', and said. */
      assignSent: assign(({ context }, sent: SentRecord | null) => {
        if (!sent) return {};
        const typed = savableDraft(rules, context.draft);
        return { sent: typedAndNotIn(context.saved, typed, sent.draft) ? { ...sent, unsent: { ...sent.unsent, ...typed } } : sent, heardSent: null };
      }),
      assignSentNow: assign(({ context }) => ({
        sent: { recordId: context.recordId!, at: context.version ?? new Date().toISOString(), draft: context.saved },
        submitting: false,
        holding: null,
      })),
      keepSentNews: assign((_, { recordId, at }: SentNews) => ({ heardSent: { recordId, at } })),
      countFailure: assign(({ context }, f: SaveFailure) => ({ failures: context.failures + 1, failure: withoutCause(f) })),
      /** The record is gone: what was typed goes to a new one, and news of the old one means nothing. */
      clearRecordId: assign({ recordId: null, version: null, heard: null, heardSent: null }),
      /** 'Send another request': a new lead, with what this page typed and the sent record lacks; what the page was opened with stays. */
      startAfresh: assign(({ context }) => {
        const blank = rules.restartFrom?.(context) ?? rules.blank;
        const draft = { ...blank, ...(context.sent?.unsent as Partial<TDraft> | undefined) };
        return { ...initialLead(blank, context.own), draft, linkEmail: context.linkEmail, sentReceipt: context.sentReceipt, afresh: true };
      }),
      announceSaved: sendTo('watchTabs', ({ context }): TabAnnouncement => ({
        type: 'record.saved',
        recordId: context.recordId!,
        draft: context.saved,
        version: context.version,
      })),
      logSaveFailure: (_, _params: SaveFailure) => {},
    },
  });
}

/** The listeners every lifecycle form runs for its whole life (a listener never completes). */
export const lifecycleInvokes = [
  { id: 'watchPage', src: 'watchPage', onError: { actions: { type: 'logSaveFailure', params: failure } } },
  { id: 'watchTabs', src: 'watchTabs', onError: { actions: { type: 'logSaveFailure', params: failure } } },
  { id: 'remember', src: 'remember', input: ({ self }: { self: AnyActorRef }) => self },
] as const;

const retried = [
  { type: 'countFailure', params: failure },
  { type: 'logSaveFailure', params: failure },
] as const;
/** What a failed save means when it is not about the record (its version, its sending, its absence). */
const notSaved = [
  { guard: { type: 'isRefusedForGood', params: failure }, target: '#save.blocked' },
  { guard: { type: 'isContentRefused', params: failure }, target: '#save.rejected', actions: { type: 'assignRefusal', params: failure } },
  { guard: { type: 'isRateLimited', params: failure }, target: '#save.slowedDown', actions: { type: 'keepFailure', params: failure } },
  { target: '#save.retrying', actions: retried },
] as const;
/** A Send the form took (the same guard as its own): saved at once. */
export const sendNow = { guard: 'isSendTaken', target: '#save.saving' } as const;
/** Another tab's save or send: kept, and taken by `settling` (where a request is out, once it is answered). */
const tabSaveHeard = { guard: { type: 'isNewerFromTab', params: theNews<TabNews> }, actions: { type: 'keepTabNews', params: theNews<TabNews> } } as const;
const tabSendHeard = { guard: { type: 'isOwnRecordSent', params: theNews<SentNews> }, actions: { type: 'keepSentNews', params: theNews<SentNews> } } as const;
export const tabNews = { 'tab.saved': { ...tabSaveHeard, target: '#save.settling' }, 'tab.sent': { ...tabSendHeard, target: '#save.settling' } } as const;

/** Where a save is out (one request at a time); a form's own reading of a failed update goes first (`updateFailedFirst`). */
export const savingState = <const F extends readonly object[]>(...updateFailedFirst: F) =>
  ({
    tags: 'saving',
    entry: 'assignSending',
    initial: 'choosing',
    on: {
      'form.submit': { guard: 'isSendTaken', actions: 'markUrgent' },
      'draft.flush': { actions: 'markUrgent' },
      'page.leave': { actions: 'markUrgent' },
      'tab.saved': tabSaveHeard,
      'tab.sent': tabSendHeard,
    },
    states: {
      choosing: { always: [{ guard: 'hasRecordId', target: 'updating' }, { target: 'creating' }] },
      creating: {
        invoke: {
          id: 'createRecord',
          src: 'createRecord',
          input: ({ context }: { context: LeadContext }) => ({ draft: context.sending }),
          onDone: [
            { guard: { type: 'isSentFound', params: sentFound }, target: '#save.sent', actions: { type: 'assignSent', params: sentFound } },
            {
              guard: { type: 'isCreatedOther', params: output<CreatedRecord> },
              target: '#save.settling',
              actions: { type: 'assignCreatedOther', params: output<CreatedRecord> },
            },
            { target: '#save.settling', actions: [{ type: 'assignCreated', params: output<CreatedRecord> }, 'announceSaved'] },
          ],
          onError: notSaved,
        },
      },
      updating: {
        invoke: {
          id: 'updateRecord',
          src: 'updateRecord',
          input: ({ context }: { context: LeadContext }) => ({ recordId: context.recordId!, draft: context.sending, version: context.version }),
          onDone: { target: '#save.settling', actions: [{ type: 'assignUpdated', params: output<UpdatedRecord> }, 'announceSaved'] },
          onError: [
            ...updateFailedFirst,
            { guard: { type: 'isVersionConflict', params: failure }, target: '#save.settling', actions: { type: 'assignConflicting', params: failure } },
            { guard: { type: 'isSentFound', params: sentRefusing }, target: '#save.sent', actions: { type: 'assignSent', params: sentRefusing } },
            // The owner deleted the record: what the visitor typed is kept in a new one.
            { guard: { type: 'isRecordGone', params: failure }, target: 'creating', actions: 'clearRecordId' },
            ...notSaved,
          ],
        },
      },
    },
  }) as const;

/**
 * The `save` region: where the lead's saving is. It starts by looking for a stored draft
 * (`loading`), then waits for changes, saves them, and ends `sent`; 'Send another request' starts
 * it again.
 */
export const saveRegion = {
  id: 'save',
  initial: 'loading',
  states: {
    loading: {
      initial: 'restoring',
      states: {
        restoring: {
          tags: 'restoring',
          invoke: {
            id: 'loadRecord',
            src: 'loadRecord',
            input: ({ context: { afresh, linkEmail, sentReceipt } }: { context: LeadContext }): LoadInput => ({ afresh, linkEmail, sentReceipt }),
            onDone: [
              { guard: { type: 'isSentFound', params: sentFound }, target: '#save.sent', actions: { type: 'assignSent', params: sentFound } },
              { target: '#save.settling', actions: { type: 'assignRestored', params: output<LoadResult> } },
            ],
            onError: { target: 'waiting', actions: retried },
          },
        },
        /** The stored draft could not be looked for: tried again after a while, or once back online. */
        waiting: {
          tags: 'offline',
          after: { RETRY_DELAY: 'restoring' },
          on: { 'network.online': 'restoring' },
        },
      },
    },
    /** Decides, after a restore, a save or a merge, whether there is more to save, and how soon. */
    settling: {
      always: [
        { guard: and(['isSubmissionSaved', not('hasUnsavedChanges')]), target: 'sent', actions: 'assignSentNow' },
        {
          guard: 'hasSentNews',
          target: 'sent',
          // As this tab last saved the record.
          actions: { type: 'assignSent', params: ({ context }: { context: LeadContext }) => ({ ...context.heardSent!, draft: context.saved }) },
        },
        // Taken where it stands: the rules above and below then decide on the merged draft.
        { guard: 'hasTabNews', actions: 'takeTabNews' },
        { guard: 'hasUrgentChanges', target: 'saving' },
        { guard: 'hasUnsavedChanges', target: 'debouncing' },
        { target: 'idle' },
      ],
    },
    idle: {
      tags: 'saved',
      on: {
        'field.change': 'debouncing',
        'form.submit': sendNow,
        ...tabNews,
      },
    },
    /** Changes wait for a pause, a field left or the page left; never longer than MAX_WAIT. */
    debouncing: {
      tags: 'saving',
      after: { MAX_WAIT: 'saving' },
      on: {
        // Restarts the pause, not the longest wait.
        'field.change': '.pausing',
        'form.submit': sendNow,
        'draft.flush': 'saving',
        'page.leave': 'saving',
        ...tabNews,
      },
      initial: 'pausing',
      states: { pausing: { after: { SAVE_DELAY: '#save.saving' } } },
    },
    saving: savingState(),
    retrying: {
      tags: 'offline',
      after: { RETRY_DELAY: 'saving' },
      on: {
        'form.submit': sendNow,
        'page.leave': 'saving',
        'network.online': 'saving',
        'tab.saved': tabNews['tab.saved'],
        // The failed save may have been stored all the same: tried again now, its 409 tells what is not in it.
        'tab.sent': { ...tabSendHeard, target: 'saving' },
      },
    },
    /** A 429: nothing is wrong; every change is kept and saved once the `Retry-After` has passed. */
    slowedDown: {
      tags: 'slow',
      after: { RETRY_AFTER: 'saving' },
      on: { 'page.leave': 'saving', ...tabNews },
    },
    rejected: {
      tags: 'rejected',
      on: { 'field.change': 'debouncing', 'form.submit': sendNow },
    },
    /** Every save is refused and will be (a 403): nothing is retried; a Send goes as the form's plain post. */
    blocked: { tags: 'blocked' },
    /** Sent, here or elsewhere: nothing more is saved until 'Send another request'. */
    sent: { on: { 'form.restart': 'loading' } },
  },
} as const;

/** A state of the lifecycle with a form's own transitions for some events. */
export const withOn = <const S extends { on?: object }, const O extends object>(state: S, on: O) => ({ ...state, on: { ...state.on, ...on } }) as const;

/** The `save` region with a form's own states in place of, or beside, the lifecycle's. */
export const saveRegionWith = <const S extends object>(states: S) => ({ ...saveRegion, states: { ...saveRegion.states, ...states } }) as const;

/**
 * The save region of a form that goes on to its next lead by itself once the server has the
 * submission (the affiliate's next referral): from `sent` straight to `idle` when the form lets
 * go of the sent record (nothing of the next lead is kept to restore), and a Send pressed again
 * while the submission's save fails ('Try again') is saved at once rather than after the backoff.
 */
export const goingOnSaveRegion = saveRegionWith({
  retrying: withOn(saveRegion.states.retrying, { 'form.submit': [sendNow, { guard: stateIn('#submitting'), target: 'saving' }] }),
  sent: { ...saveRegion.states.sent, always: { guard: not('isSent'), target: 'idle' } },
});

/**
 * The `form` region's filling state: the fields take input while the stored draft is looked for
 * and after; Send makes the submission, and the fields are read-only until the server has it (then
 * `submitted`) or refuses it. `onReady`: done once the draft is back; `on`: the form's own events
 * while the fields take input (its own `field.change` replaces this one).
 */
export function fillingState<const A extends string = never, const O = object>(submitted: string, sent: string, onReady: readonly A[] = [], on?: O) {
  return {
    always: { guard: 'isSent', target: sent },
    initial: 'open',
    states: {
      open: {
        on: { 'field.change': { actions: assignField }, ...on },
        initial: 'lookingForDraft',
        states: {
          lookingForDraft: { always: { guard: not('isLoading'), target: 'editing', actions: [...onReady] }, on: { 'form.submit': 'submitHeld' } },
          /** Pressed before the stored draft came back: made once it has. */
          submitHeld: { always: { guard: not('isLoading'), target: 'editing', actions: [...onReady, 'replaySubmit'] } },
          editing: {
            id: 'editing',
            on: { 'form.submit': [{ guard: 'isValid', target: '#submitting' }, { actions: 'showErrors' }] },
          },
        },
      },
      submitting: {
        id: 'submitting',
        tags: 'readOnly',
        entry: 'assignSubmission',
        always: [
          { guard: 'isSubmissionSaved', target: submitted },
          { guard: 'isSendRefused', target: 'open.editing', actions: 'clearSubmission' },
        ],
      },
    },
  } as const;
}

/** Thanked, or shown sent: 'Send another request' starts a new lead. */
export const restartEvents = { 'form.restart': { target: 'filling', actions: 'startAfresh' } } as const;
