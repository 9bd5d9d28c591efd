import { validate } from 'superstruct';
import { assign, emit, enqueueActions } from 'xstate';
import type { FeatureValue } from '../src/domain/features';
import { Email } from '../src/domain/fields';
import { draftRefusals } from '../src/domain/fieldError';
import { validateWaitlist, WaitlistDraft, type WaitlistField, type WaitlistLayout } from '../src/domain/waitlist';
import { isSubmissionOf, submissionOf } from '../src/domain/submission';
import type { Draft } from './autosave.machine';
import * as kit from './draftForm';

/**
 * The wait-list form (spec sections 2-5): /demo, the home page's join section and the pricing
 * page's short form, on the shared draft-form lifecycle (draftForm.ts). Submit validates, saves
 * the entry with status `submitted` and shows the success message in place of the form,
 * emitting `formSubmitted`.
 *
 * The short form's submit stores a sent lead (status `submitted`, marked `shortForm`). Its
 * 'click here' link continues that same record in the full form, whose submit completes it: the
 * one change the server allows to a sent record (`upgrade` in src/domain/resources.ts), so the
 * autosave saves nothing of it before that submit (`upgrade` input, its `holding` state), and
 * keeps what is typed there on the device with the sent lead: a reload finds the lead sent with
 * that completion and opens the full form again with it (`isCompletionFound`).
 *
 * A record found sent (another tab submitted, or a reload or return visit after sending) is
 * shown `sent`, with its date; only 'Send another request' (`form.restart`) starts a new one.
 */
export type Layout = WaitlistLayout;

const withoutShortForm = ({ shortForm: _, ...draft }: WaitlistDraft): WaitlistDraft => draft;

/** The mode of a visit opened from the follow-up e-mail's link (spec section 4). */
export const followUpMode = 'follow-up-email-opened';

export interface WaitlistInput {
  layout?: Layout;
  showNavBar?: boolean;
  showContactUsDetails?: boolean;
  /** Keep the feature selection in the page's `features` query parameter (the /demo page). */
  syncWithUrl?: boolean;
  /** The address of the follow-up e-mail's link this page was opened from (valid, or null). */
  linkEmail?: string | null;
}

export interface WaitlistContext extends kit.DraftFormContext<WaitlistDraft> {
  layout: Layout;
  showNavBar: boolean;
  showContactUsDetails: boolean;
  syncWithUrl: boolean;
  mode: string | null;
  lastChangedField: string | null;
}

export type WaitlistEvent =
  | kit.FieldChange<WaitlistDraft, WaitlistField>
  | kit.DraftFormEvent
  | { type: 'features.change'; features: FeatureValue[] }
  | { type: 'features.sync'; features: FeatureValue[] }
  | { type: 'mode.open'; mode: string; email: string | null }
  | { type: 'form.expand' };

export type WaitlistEmitted = { type: 'formSubmitted' };

const isValidEmail = (email: unknown): email is string => typeof email === 'string' && validate(email, Email)[0] === undefined;

/**
 * A named action of this machine, enqueued by another: `enqueueActions` outside `setup` does not
 * know the names added by `extend`, so the reference is checked here instead.
 */
type OwnAction =
  | { type: 'trackFieldChange'; params: { field: string; layout: Layout } }
  | { type: 'trackMode'; params: { mode: string } }
  | { type: 'identifyVisitor'; params: { email: string } }
  | { type: 'writeFeaturesQuery'; params: { features: readonly string[] } };
const named = (action: OwnAction) => action as never;

/** A sent record's completion typed before a reload (`SentRecord.completion`), as the guard and action that read it take it. */
const completionOf = ({ event }: { event: { completion?: Draft } }) => ({ completion: event.completion ?? null });

const sameFeatures = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((v, i) => v === b[i]);

export const waitlistMachine = kit
  .draftFormSetup<WaitlistContext, WaitlistEvent, WaitlistInput, WaitlistEmitted>({
    validate: ({ draft, layout }) => validateWaitlist(draft, layout),
    refused: (draft) => draftRefusals(WaitlistDraft, draft),
    // The short form's lead is sent at once, marked `shortForm` so the owner can tell it apart.
    toSubmission: ({ draft, layout }) => ({ ...submissionOf('waitlist-records', draft), ...(layout === 'short' && { shortForm: true }) }),
    isSubmission: (draft) => isSubmissionOf('waitlist-records', draft),
  })
  .extend({
    guards: {
      isShortLayout: ({ context }) => context.layout === 'short',
      isOtherFeatureSet: ({ context, event }) => event.type === 'features.sync' && !sameFeatures(event.features, context.draft.interestedFeatures),
      isNewMode: ({ context, event }) => event.type === 'mode.open' && event.mode !== context.mode,
      /** The pricing page's lead, found sent with a completion typed in its full form before a reload. */
      isCompletionFound: ({ context }, { completion }: { completion: Draft | null }) => context.layout === 'short' && completion !== null,
    },
    actions: {
      assignFeatures: assign({
        draft: ({ context, event }) =>
          event.type === 'features.change' || event.type === 'features.sync' ? { ...context.draft, interestedFeatures: event.features } : context.draft,
      }),
      /** A field change is tracked when the visitor moves to another field; every feature pick is. */
      noteChangedField: enqueueActions(({ context, event, enqueue }) => {
        const field = event.type === 'field.change' ? event.field : 'interestedFeatures';
        if (event.type === 'field.change' && field === context.lastChangedField) return;
        enqueue.assign({ lastChangedField: field });
        enqueue(named({ type: 'trackFieldChange', params: { field, layout: context.layout } }));
      }),
      /** The /demo page keeps the selection in its URL. */
      syncFeaturesQuery: enqueueActions(({ context, enqueue }) => {
        if (context.syncWithUrl) enqueue(named({ type: 'writeFeaturesQuery', params: { features: context.draft.interestedFeatures ?? [] } }));
      }),
      /** Opened from the follow-up e-mail: prefilled and identified by a valid address of the link. */
      openMode: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'mode.open') return;
        const email = isValidEmail(event.email) ? event.email : null;
        const draft = event.email ? { ...context.draft, email: event.email } : context.draft;
        // The link's address is not the visitor's change: nothing is saved until they act.
        const savedDraft = context.draft === context.savedDraft ? draft : context.savedDraft;
        enqueue.assign({ mode: event.mode, draft, savedDraft });
        enqueue(named({ type: 'trackMode', params: { mode: event.mode } }));
        if (email) enqueue(named({ type: 'identifyVisitor', params: { email } }));
      }),
      /** The entry as the server has it (its record id and saved draft came with its `autosave.saved`). */
      keepSubmission: assign({ draft: ({ context }) => context.submission ?? context.draft, submission: null }),
      /**
       * Continuing in the full form: the sent short-form lead (`recordId`, `sent`) is completed by
       * the full form's submit, checked by the full rules. Until then it is a draft on screen only;
       * a click on 'click here' alone leaves the short form's lead as it was.
       */
      useFullLayout: assign(({ context }) => {
        const draft: WaitlistDraft = { ...withoutShortForm(context.draft), status: 'draft' };
        return { layout: 'full' as Layout, errors: {}, draft, savedDraft: draft, sentReceipt: null };
      }),
      /** 'Send another request': an empty form of the same placement, for a new record. */
      startAfresh: assign(({ context }) => ({
        // A page opened from a follow-up link goes on with that link's address.
        ...kit.initialDraftForm<WaitlistDraft>({ status: 'draft', ...(context.linkEmail && { email: context.linkEmail }) }),
        layout: context.layout,
        lastChangedField: null,
      })),
      /** What was typed in the full form before a reload, shown again to go on with. */
      fillCompletion: assign(({ context }, { completion }: { completion: Draft | null }) => ({ draft: { ...context.draft, ...completion } as WaitlistDraft })),
      /** The sent record is the one the full form completes. */
      keepSentRecord: assign({ recordId: ({ context }) => context.sent?.recordId ?? null }),
      notifySubmitted: emit({ type: 'formSubmitted' as const }),
      // Effects on the world, bound in src/actors/waitlist.ts.
      trackFieldChange: (_, _params: { field: string; layout: Layout }) => {},
      trackMode: (_, _params: { mode: string }) => {},
      trackSubmitted: (_, _params: { layout: Layout }) => {},
      identifyVisitor: (_, _params: { email: string }) => {},
      writeFeaturesQuery: (_, _params: { features: readonly string[] }) => {},
    },
  })
  .createMachine({
    id: 'waitlist',
    initial: 'filling',
    context: ({ input }) => ({
      ...kit.initialDraftForm<WaitlistDraft>({ status: 'draft' }),
      layout: input.layout ?? 'full',
      showNavBar: input.showNavBar ?? true,
      showContactUsDetails: input.showContactUsDetails ?? true,
      syncWithUrl: input.syncWithUrl ?? false,
      linkEmail: input.linkEmail && isValidEmail(input.linkEmail) ? input.linkEmail : null,
      // The pricing page's short form thanks only for a short-form lead (the /demo form's request
      // sent on a shared computer is not its to thank for, nor one its 'click here' could complete).
      sentReceipt: input.layout === 'short' ? { shortForm: true } : null,
      mode: null,
      lastChangedField: null,
    }),
    states: {
      filling: {
        // The server has the entry (and the autosave completed): the success message.
        ...kit.fillingState({ target: '#waitlist.submitted', actions: ['keepSubmission', 'assignSentNow'] }),
        on: {
          ...kit.fillingEvents(),
          'autosave.sent': [
            // The full form completing it is opened again, with what was typed there.
            {
              guard: { type: 'isCompletionFound', params: completionOf },
              target: '#waitlist.filling',
              reenter: true,
              actions: [kit.assignSent, 'keepSentRecord', 'useFullLayout', { type: 'fillCompletion', params: completionOf }],
            },
            kit.sentTransition('#waitlist.sent'),
          ],
        },
        states: {
          open: {
            initial: 'restoring',
            states: {
              restoring: kit.restoringState(['syncFeaturesQuery']),
              editing: {
                on: {
                  'form.submit': [{ guard: 'isValid', target: '#waitlist.filling.submitting' }, { actions: 'showErrors' }],
                },
              },
            },
            on: {
              'field.change': { actions: [kit.assignField, 'revalidate', 'saveDraft', 'noteChangedField'] },
              'features.change': { actions: ['assignFeatures', 'revalidate', 'saveDraft', 'noteChangedField', 'syncFeaturesQuery'] },
              // The URL changed under the form (a link, the back button): show it, save with the next change.
              'features.sync': { guard: 'isOtherFeatureSet', actions: 'assignFeatures' },
              'mode.open': { guard: 'isNewMode', actions: 'openMode' },
              'autosave.rejected': { actions: kit.assignRefusal },
            },
          },
          submitting: { tags: 'readOnly', entry: ['assignSubmission', 'sendSubmission'], on: kit.submittingEvents() },
        },
      },
      /** Typing stays possible and tracked (see draftForm.ts); nothing is sent. */
      stalled: {
        tags: 'retry',
        on: {
          'field.change': { actions: [kit.assignField, 'revalidate', 'noteChangedField'] },
          'features.change': { actions: ['assignFeatures', 'revalidate', 'noteChangedField', 'syncFeaturesQuery'] },
          'features.sync': { guard: 'isOtherFeatureSet', actions: 'assignFeatures' },
          ...kit.stalledEvents,
        },
      },
      /** The success message replaces the form. */
      submitted: {
        tags: 'submitted',
        entry: [
          'notifySubmitted',
          { type: 'trackSubmitted', params: ({ context }) => ({ layout: context.layout }) },
          // Identified once the visitor has confirmed the address by submitting it.
          { type: 'identifyVisitor', params: ({ context }) => ({ email: context.draft.email ?? '' }) },
        ],
        on: {
          'form.expand': { guard: 'isShortLayout', target: 'filling', actions: 'useFullLayout' },
          ...kit.sentEvents('filling', ['startAfresh']),
        },
      },
      /** Found sent (another tab, or before this page): shown with its date, nothing is saved. */
      sent: {
        tags: 'submitted',
        on: {
          // The pricing page's lead, found sent after a reload: 'click here' still completes it.
          'form.expand': { guard: 'isShortLayout', target: 'filling', actions: ['keepSentRecord', 'useFullLayout'] },
          ...kit.sentEvents('filling', ['startAfresh']),
        },
      },
    },
  });

export type WaitlistSnapshot = ReturnType<typeof waitlistMachine.transition>;

export const selectLayout = (s: kit.DraftFormSnapshot & { context: { layout: Layout } }): Layout => s.context.layout;
