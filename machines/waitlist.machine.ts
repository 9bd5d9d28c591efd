import { is } from 'superstruct';
import { assertEvent, assign, emit } from 'xstate';
import type { FeatureValue } from '../src/domain/features';
import { Email } from '../src/domain/fields';
import { sameDraft, sameValue } from '../src/domain/draftMerge';
import { awaitsCompletion } from '../src/domain/resources';
import { validateWaitlist, WaitlistDraft, type WaitlistLayout } from '../src/domain/waitlist';
import * as lead from './formLifecycle';
import type { SaveFailure } from './saveRules';

/**
 * The wait-list form (spec sections 2-5): /demo, the home page's join section and the pricing
 * page's short form, on the lead lifecycle (formLifecycle.ts). The short form's Send stores a sent
 * lead; its 'click here' continues that record in the full form, whose Send completes it: the one
 * change the server allows to a sent record (`upgrade` in src/domain/resources.ts). Until then the
 * save region is `holding`: nothing is saved, and the typing is kept on the device with the sent lead.
 */
const withoutShortForm = ({ shortForm: _, ...draft }: WaitlistDraft): WaitlistDraft => draft;

/** The mode of a visit opened from the follow-up e-mail's link (spec section 4). */
export const followUpMode = 'follow-up-email-opened';

/** What the wait-list form keeps besides its lead. */
export interface WaitlistOwn {
  layout: WaitlistLayout;
  /** Keep the feature selection in the page's `features` query parameter (the /demo page). */
  syncWithUrl: boolean;
  mode: string | null;
  lastChangedField: string | null;
}

export type WaitlistInput = Partial<Pick<WaitlistOwn, 'layout' | 'syncWithUrl'>> & {
  /** The address of the follow-up e-mail's link this page was opened from (valid, or null). */
  linkEmail?: string | null;
};

export type WaitlistContext = lead.LeadContext<WaitlistDraft, WaitlistOwn>;

/** What only the wait-list form hears (the URL's features, the follow-up link, 'click here'). */
export type WaitlistOwnEvent =
  { type: 'features.sync'; features: FeatureValue[] } | { type: 'mode.open'; mode: string; email: string | null } | { type: 'form.expand' };

export type WaitlistEmitted = { type: 'formSubmitted' };

export const waitlistLifecycle: lead.LifecycleRules<WaitlistDraft, WaitlistOwn> = {
  resource: 'waitlist-records',
  blank: { status: 'draft' },
  draftStruct: WaitlistDraft,
  validate: (draft, own) => validateWaitlist(draft, own.layout),
  // The short form's lead is sent at once, marked `shortForm` so the owner can tell it apart.
  submissionMark: (own) => (own.layout === 'short' ? { shortForm: true } : {}),
  // A page opened from a follow-up link goes on with that link's address.
  restartFrom: ({ linkEmail }) => ({ status: 'draft', ...(linkEmail && { email: linkEmail }) }),
};

/** The save region of the wait list: the lifecycle's, and `holding` a sent short-form lead being completed. */
const { rejected, sent } = lead.saveRegion.states;
const completingSaveRegion = lead.saveRegionWith({
  /**
   * A sent short-form lead being completed: the server takes no draft of it (409), only the full
   * submission, once. Typing is kept on the device with the sent record (`remember`) until Send.
   */
  holding: {
    tags: 'holding',
    on: { 'form.submit': lead.sendNow, 'tab.sent': lead.tabNews['tab.sent'] },
  },
  // A completion refused as another person's (a colleague, or the next visitor of a shared
  // browser, sent the full form with their own e-mail): the short lead stays as it was, and this
  // submission becomes a lead of its own.
  saving: lead.savingState({
    guard: { type: 'isCompletionRefused', params: lead.failure },
    target: 'creating',
    actions: ['clearRecordId', 'endHolding'],
  }),
  rejected: lead.withOn(rejected, { 'field.change': [{ guard: 'isHolding', target: 'holding' }, { target: 'debouncing' }] }),
  sent: { ...sent, always: { guard: 'isHolding', target: 'holding' } },
});

/** Thanked for, or found sent: 'click here' completes a short-form lead in the full form; 'Send another request' starts anew. */
const expandOrRestart = {
  'form.expand': { guard: 'isShortLayout', target: 'filling', actions: 'useFullLayout' },
  'form.restart': { target: 'filling', actions: ['startAfresh', 'forgetChangedField'] },
} as const;

const filling = lead.fillingState('#waitlist.form.submitted', '#waitlist.form.sent', ['syncFeaturesQuery'], {
  'field.change': { actions: [lead.assignField, 'noteChangedField', 'syncFeaturesQuery'] },
  // The URL changed under the form (a link, the back button): shown, saved with the next change.
  'features.sync': { guard: 'isOtherFeatureSet', actions: 'assignFeatures' },
  'mode.open': { guard: 'isNewMode', actions: 'openMode' },
});

/** The wait list's effects on the world, bound in src/actors/waitlist.ts: declared first, so that its actions can enqueue them by name. */
const withEffects = lead.lifecycleSetup<WaitlistDraft, WaitlistInput, WaitlistOwn, WaitlistOwnEvent, WaitlistEmitted>(waitlistLifecycle).extend({
  actions: {
    trackFieldChange: (_, _params: { field: string; layout: WaitlistLayout }) => {},
    trackMode: (_, _params: { mode: string }) => {},
    trackSubmitted: (_, _params: { layout: WaitlistLayout }) => {},
    identifyVisitor: (_, _params: { email: string }) => {},
    writeFeaturesQuery: (_, _params: { features: readonly string[] }) => {},
  },
});
const { enqueueActions } = withEffects;

export const waitlistMachine = withEffects
  .extend({
    guards: {
      isShortLayout: ({ context }) => context.own.layout === 'short',
      isOtherFeatureSet: ({ context, event }) => {
        assertEvent(event, 'features.sync');
        return !sameValue(event.features, context.draft.interestedFeatures ?? []);
      },
      isNewMode: ({ context, event }) => {
        assertEvent(event, 'mode.open');
        return event.mode !== context.own.mode;
      },
      /** The pricing page's lead, found sent with a completion typed in its full form before a reload. */
      isCompletionFound: ({ context }) => context.own.layout === 'short' && context.sent?.completion !== undefined,
      /** A sent record is being completed, and not sent again since. */
      isHolding: ({ context }) => context.holding !== null && context.sent === null,
      isCompletionRefused: ({ context }, f: SaveFailure) =>
        context.holding !== null && f.outcome === 'sent' && awaitsCompletion('waitlist-records', f.record.draft),
    },
    actions: {
      assignFeatures: assign(({ context, event }) => {
        assertEvent(event, 'features.sync');
        return { draft: { ...context.draft, interestedFeatures: event.features } };
      }),
      /** A field change is tracked when the visitor moves to another field; every feature pick is. */
      noteChangedField: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'field.change');
        const field = event.field;
        if (field !== 'interestedFeatures' && field === context.own.lastChangedField) return;
        enqueue.assign({ own: { ...context.own, lastChangedField: field } });
        enqueue({ type: 'trackFieldChange', params: { field, layout: context.own.layout } });
      }),
      /** The /demo page keeps the selection in its URL (a feature picked, or the stored draft restored). */
      syncFeaturesQuery: enqueueActions(({ context, event, enqueue }) => {
        if (!context.own.syncWithUrl || (event.type === 'field.change' && event.field !== 'interestedFeatures')) return;
        enqueue({ type: 'writeFeaturesQuery', params: { features: context.draft.interestedFeatures ?? [] } });
      }),
      /** Opened from the follow-up e-mail: prefilled and identified by a valid address of the link. */
      openMode: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'mode.open');
        const email = is(event.email, Email) ? event.email : null;
        const draft = event.email ? { ...context.draft, email: event.email } : context.draft;
        // The link's address is not the visitor's change: nothing is saved until they act.
        const untouched = sameDraft(lead.savableDraft(waitlistLifecycle, context.draft), context.saved);
        enqueue.assign({ own: { ...context.own, mode: event.mode }, draft, ...(untouched && { saved: lead.savableDraft(waitlistLifecycle, draft) }) });
        enqueue({ type: 'trackMode', params: { mode: event.mode } });
        if (email) enqueue({ type: 'identifyVisitor', params: { email } });
      }),
      /**
       * 'click here': the sent short-form lead is completed by the full form's Send, under the full
       * rules; until then it is a draft on screen only (`holding`), with what was typed in that form
       * before a reload. A click alone leaves the short form's lead as it was.
       */
      useFullLayout: assign(({ context: { draft, own, sent, linkEmail } }) => {
        const shown: WaitlistDraft = { ...withoutShortForm(draft), status: 'draft' };
        const next = lead.initialLead({ ...shown, ...(sent?.completion as WaitlistDraft | undefined) }, { ...own, layout: 'full' as const });
        return { ...next, saved: shown, holding: sent, recordId: sent?.recordId ?? null, linkEmail };
      }),
      endHolding: assign({ holding: null }),
      /** A new lead's first change is tracked, whichever field it is. */
      forgetChangedField: assign(({ context }) => ({ own: { ...context.own, lastChangedField: null } })),
      notifySubmitted: emit({ type: 'formSubmitted' as const }),
    },
  })
  .createMachine({
    id: 'waitlist',
    context: ({ input }) => ({
      ...lead.initialLead<WaitlistDraft, WaitlistOwn>(waitlistLifecycle.blank, {
        layout: input?.layout ?? 'full',
        syncWithUrl: input?.syncWithUrl ?? false,
        mode: null,
        lastChangedField: null,
      }),
      linkEmail: input?.linkEmail && is(input.linkEmail, Email) ? input.linkEmail : null,
      // The pricing page's short form thanks only for a short-form lead (the /demo form's request
      // sent on a shared computer is not its to thank for, nor one its 'click here' could complete).
      sentReceipt: input?.layout === 'short' ? { shortForm: true } : null,
    }),
    type: 'parallel',
    invoke: lead.lifecycleInvokes,
    states: {
      form: {
        initial: 'filling',
        states: {
          filling,
          /** The success message replaces the form. */
          submitted: {
            tags: 'submitted',
            entry: [
              'notifySubmitted',
              { type: 'trackSubmitted', params: ({ context }) => ({ layout: context.own.layout }) },
              // Identified once the visitor has confirmed the address by submitting it.
              { type: 'identifyVisitor', params: ({ context }) => ({ email: context.draft.email ?? '' }) },
            ],
            on: expandOrRestart,
          },
          /** Found sent (another tab, or before this page): shown with its date, nothing is saved. */
          sent: {
            tags: 'submitted',
            // The full form completing the pricing page's lead is opened again, with what was typed there.
            always: { guard: 'isCompletionFound', target: 'filling', actions: 'useFullLayout' },
            // The pricing page's lead, found sent after a reload: 'click here' still completes it.
            on: expandOrRestart,
          },
        },
      },
      save: completingSaveRegion,
    },
  });

export const selectLayout = (s: { context: { own: { layout: WaitlistLayout } } }): WaitlistLayout => s.context.own.layout;
