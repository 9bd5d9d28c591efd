import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { followUpMode, type WaitlistContext } from '../../machines/waitlist.machine';
import { validateWaitlist, type WaitlistDraft, type WaitlistLayout } from '../../src/domain/waitlist';
import type { FeatureValue } from '../../src/domain/features';
import { describeLifecycleEvent, lifecycleEvents, lifecycleView } from './lifecycle.model';
import type { LifecycleWorld } from './lifecycleDriver';
import type { SaveFailure } from '../../machines/saveRules';

/**
 * The world around the wait-list machine (its form region and the lifecycle's save region), as
 * its path test drives it: the lifecycle's world (lifecycle.model.ts: the visitor, the server,
 * the clock, the page, the other tabs) in each of the form's placements, and what only the wait
 * list has: the URL's features, the follow-up link, 'click here' on the pricing page's thanks
 * (the full form completing the sent short lead: the save region `holding`), a completion typed
 * before a reload, and a completion the server refuses as another person's.
 */
export const sentAt = '2026-11-23T12:30:00.000Z';
/** What was typed in the pricing page's full form, kept on the device with the short form's lead it completes. */
export const typedCompletion = { status: 'draft', name: 'Ada Lovelace', notes: 'Call me after six' };
/** The feature a link to /demo selects. */
export const linkedFeature: FeatureValue = 'kitchen';

/** The wait list's lead as the lifecycle model sees it, in one layout. */
export const waitlistWorld = (layout: WaitlistLayout): LifecycleWorld => ({
  resource: 'waitlist-records',
  machineId: 'waitlist',
  stored: { status: 'draft', name: 'Grace Hopper' },
  completingField: 'email',
  otherField: layout === 'short' ? 'email' : 'name',
  otherTabField: 'notes',
  valid: (draft) => Object.keys(validateWaitlist(draft as WaitlistDraft, layout)).length === 0,
  sentFields: layout === 'short' ? { status: 'submitted', shortForm: true } : { status: 'submitted' },
  sentMark: layout === 'short' ? { status: 'submitted', shortForm: true } : { status: 'submitted' },
  typedValue: (field, n) => (field === 'email' ? `ada${n}@example.org` : `Ada ${n}`),
});

const contextOf = (s: AnyMachineSnapshot): WaitlistContext => s.context;
const isInitial = (c: WaitlistContext) => c.own.mode === null && !c.draft.interestedFeatures && !c.draft.email && c.recordId === null;

export function waitlistEvents(s: AnyMachineSnapshot): AnyEventObject[] {
  const c = contextOf(s);
  const world = waitlistWorld(c.own.layout);
  const lead = lifecycleEvents(world)(s);
  const open = s.matches({ form: { filling: 'open' } });
  const thanked = s.matches({ form: 'submitted' }) || s.matches({ form: 'sent' });
  const loading = s.matches({ save: 'loading' });
  return [
    ...lead,
    ...(open && c.own.syncWithUrl && c.draft.interestedFeatures?.[0] !== linkedFeature ? [{ type: 'features.sync', features: [linkedFeature] }] : []),
    // The URL is read once, when the form appears.
    ...(loading && c.own.syncWithUrl && isInitial(c) && !c.afresh
      ? [
          { type: 'mode.open', mode: followUpMode, email: 'ada@example.org' },
          { type: 'mode.open', mode: followUpMode, email: null },
        ]
      : []),
    // The pricing page's lead found sent, with what was typed in the full form completing it before a reload.
    // Read from the device alone: at once, before anything can be typed.
    ...(loading &&
    c.own.layout === 'short' &&
    !c.afresh &&
    c.failures === 0 &&
    isInitial(c) &&
    !c.draft.name &&
    s.matches({ form: { filling: { open: 'lookingForDraft' } } })
      ? [
          {
            type: 'xstate.done.actor.loadRecord',
            output: { sent: { recordId: 'stored', at: sentAt, draft: { status: 'submitted', shortForm: true }, completion: typedCompletion } },
          },
        ]
      : []),
    ...(thanked && c.own.layout === 'short' ? [{ type: 'form.expand' }] : []),
    // The completion refused as another person's: the short lead still waits for its own (another address completed nothing).
    ...(s.matches({ save: { saving: 'updating' } }) && c.holding
      ? [
          {
            type: 'xstate.error.actor.updateRecord',
            error: {
              outcome: 'sent',
              status: 409,
              record: { recordId: c.recordId!, at: sentAt, draft: { status: 'submitted', shortForm: true, email: 'someone-else@example.org' } },
            } satisfies SaveFailure,
          },
        ]
      : []),
  ];
}

/** What the model tells states apart by; the live form's machine must agree with it after every step. */
export function waitlistView(s: AnyMachineSnapshot) {
  const c = contextOf(s);
  return {
    ...lifecycleView(waitlistWorld(c.own.layout))(s),
    layout: c.own.layout,
    syncWithUrl: c.own.syncWithUrl,
    features: (c.draft.interestedFeatures ?? []).join(','),
    followUp: c.own.mode !== null,
    holding: c.holding !== null,
  };
}

/** A step as a test name. */
export function describeWaitlistEvent(e: EventObject): string {
  const event = e as EventObject & { features?: string[]; email?: string | null; output?: { sent?: { completion?: unknown } } };
  if (event.features) return `${e.type} [${event.features.join(',')}]`;
  if (e.type === 'mode.open') return `follow-up link ${event.email ? 'with email' : 'without email'}`;
  if (e.type === 'xstate.done.actor.loadRecord' && event.output?.sent?.completion) return 'stored record found sent, with its completion typed';
  return describeLifecycleEvent(waitlistWorld('full'))(e);
}
