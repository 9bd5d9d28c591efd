import { and, assign, not, or, stateIn } from 'xstate';
import { AffiliateDraft, referrerOf, validateAffiliate } from '../src/domain/affiliate';
import * as lead from './formLifecycle';
import type { SentRecord } from './saveRules';

/**
 * The affiliate referral form (spec sections 2-5, /affiliate), on the lead lifecycle
 * (formLifecycle.ts). A valid Send saves the referral and goes on at once to the next one. The
 * `notice` region is the one message the form area shows (the form invalid, a save failed, the
 * referral sent), each only while it holds: it reads where the other regions are (`stateIn`).
 */
export type AffiliateContext = lead.LeadContext<AffiliateDraft>;

/**
 * `wentOn`: this page sent a referral and went on to the next one, of which nothing is kept yet
 * (src/actors/leadRequests.ts `wentOnWith`). Shown again here (a link away and back), the form
 * starts with it: the next referral, with the affiliate's own name and e-mail, and the sent one.
 */
export interface AffiliateInput {
  wentOn?: { draft: AffiliateDraft; sent: SentRecord } | null;
}

export type SaveFailureReason = 'unreachable' | 'refused';

export const affiliateLifecycle: lead.LifecycleRules<AffiliateDraft> = {
  resource: 'affiliates',
  blank: {},
  draftStruct: AffiliateDraft,
  validate: validateAffiliate,
  // The next referral keeps the affiliate's own name and e-mail as typed here.
  restartFrom: ({ draft }) => referrerOf(draft),
};

const filled = (value: string | undefined) => Boolean(value?.trim());

/** A referral the next change starts: `draft` is its baseline too, so nothing is saved before then. */
const nextReferral = (draft: AffiliateDraft, lastSent: SentRecord | null): AffiliateContext => ({ ...lead.initialLead(draft, null), lastSent });

/** A failed save said once per failure, and tracked with why (spec section 8). */
const tracked = (reason: SaveFailureReason) =>
  ({ type: 'trackSaveFailed', params: ({ context }: { context: AffiliateContext }) => ({ reason, status: context.failure?.status ?? null }) }) as const;
const unreachable = {
  guard: or([stateIn('#save.retrying'), stateIn('#save.loading.waiting')]),
  target: '#affiliate.notice.failed.unreachable',
  actions: tracked('unreachable'),
} as const;
const refused = { guard: stateIn('#save.rejected'), target: '#affiliate.notice.failed.refused', actions: tracked('refused') } as const;
/** A Send of an incomplete referral: the invalid-form message. */
const sentIncomplete = { guard: and([stateIn('#editing'), not('isValid')]) } as const;

export const affiliateMachine = lead
  .lifecycleSetup<AffiliateDraft, AffiliateInput | undefined>(affiliateLifecycle)
  .extend({
    guards: {
      isFailing: ({ context }) => context.failures > 0,
    },
    actions: {
      /**
       * Submitted: a new referral, most likely from the same person: their own name and email
       * stay, the center's details go; the sent one is kept apart (`lastSent`).
       */
      startNextReferral: assign(({ context }) => nextReferral(referrerOf(context.saved), context.sent)),
      // Effects on the world, bound in src/actors/affiliate.ts.
      trackSaveFailed: (_, _params: { reason: SaveFailureReason; status: number | null }) => {},
      trackSubmitted: () => {},
    },
  })
  .createMachine({
    id: 'affiliate',
    context: ({ input }) => (input?.wentOn ? nextReferral(input.wentOn.draft, input.wentOn.sent) : lead.initialLead(affiliateLifecycle.blank, null)),
    type: 'parallel',
    invoke: lead.lifecycleInvokes,
    states: {
      form: {
        initial: 'filling',
        states: {
          filling: lead.fillingState('#affiliate.form.submitted', '#affiliate.form.sent'),
          /** The server has the referral (the save region is `sent`): thanked, and on to the next one at once. */
          submitted: { always: { target: 'filling', actions: ['startNextReferral', 'trackSubmitted'] } },
          /** Found sent (another tab, or before this page): shown with its date; nothing is saved until the next referral. */
          sent: { tags: 'submitted', on: lead.restartEvents },
        },
      },
      notice: {
        id: 'notice',
        initial: 'none',
        on: {
          'form.submit': { ...sentIncomplete, target: '.invalid' },
          // The sent referral is all the form area shows.
          'form.restart': '.none',
        },
        always: { guard: stateIn('#affiliate.form.submitted'), target: '.succeeded' },
        states: {
          none: { always: [unreachable, refused] },
          invalid: { always: { guard: 'isValid', target: 'none' } },
          /** The invalid-form message in place of a failure's, which was told: once it goes, the failure is said again, not told again. */
          invalidOverFailure: {
            always: [
              // Its retries still fail, or one is out: the failure goes on until a save is answered. (A
              // refusal has ended by now: the typing that completed the referral is saved anew.)
              { guard: and(['isValid', 'isFailing']), target: 'failed.unreachable' },
              { guard: 'isValid', target: 'none' },
            ],
          },
          failed: {
            // The message holds until the server answers a save or the restore again.
            always: { guard: stateIn('#save.settling'), target: 'none' },
            on: { 'form.submit': { ...sentIncomplete, target: 'invalidOverFailure' } },
            initial: 'unreachable',
            states: {
              // Its retries fail too: told (and tracked) once.
              unreachable: { always: refused },
              refused: { always: unreachable },
            },
          },
          // Nothing of the next referral is saved before its first change, which ends this.
          succeeded: { on: { 'field.change': 'none' } },
        },
      },
      save: lead.goingOnSaveRegion,
    },
  });

export type AffiliateSnapshot = ReturnType<typeof affiliateMachine.transition>;

/** What the form area says: an error or a success, or nothing. */
export type Notice = { kind: 'invalid' } | { kind: 'failed'; reason: SaveFailureReason } | { kind: 'succeeded' } | null;

export function selectNotice(s: AffiliateSnapshot): Notice {
  if (s.matches({ notice: 'invalid' }) || s.matches({ notice: 'invalidOverFailure' })) return { kind: 'invalid' };
  if (s.matches({ notice: 'succeeded' })) return { kind: 'succeeded' };
  const reason = (['unreachable', 'refused'] as const).find((r) => s.matches({ notice: { failed: r } }));
  return reason ? { kind: 'failed', reason } : null;
}

/** The submission's save is failing and retried: the visitor may press 'Try again' rather than wait. */
export const selectInterrupted = (s: AffiliateSnapshot): boolean => s.matches({ form: { filling: 'submitting' } }) && s.matches({ save: 'retrying' });

/** The e-mail preview shows once the contact person, the affiliate's name and email are filled in (spec section 5). */
export const selectPreviewReady = (s: { context: { draft: AffiliateDraft } }): boolean =>
  filled(s.context.draft.contactPersonName) && filled(s.context.draft.nameA) && filled(s.context.draft.emailA);
