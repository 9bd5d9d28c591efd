import { assign, fromPromise, setup } from 'xstate';
import type { FieldError } from '../src/domain/fieldError';
import type { MeetingSlots } from '../src/domain/meetings';

/**
 * The demo form's time picker (issue 34): the free slots of `GET /api/meeting-slots`, shown in
 * the visitor's time zone. The chosen time is not kept here: it is the wait-list draft's
 * `meetingStart` (one owner; the view sets it through the form's `field.change`). This machine
 * owns what the visitor sees around it: the slots, the day and zone they look at, and why their
 * time was just refused when the form was sent (the server's 409 or 400 on `meetingStart`, its
 * reason as a key: taken meanwhile, not a time offered, booking switched off), each said in its
 * own words; after a refusal the slots are loaded afresh, except when booking is off, where the
 * picker says so and offers no times.
 *
 * Loading the slots is a placeholder actor bound with `machine.provide` (src/actors/meetingPicker.ts).
 */
export type Slot = MeetingSlots['slots'][number];

export interface MeetingPickerInput {
  /** The zone the times are shown in at first: the draft's, or the browser's own. */
  zone: string;
}

export interface MeetingPickerContext {
  slots: Slot[];
  /** A meeting's length, as the slots' answer gives it. */
  minutes: number | null;
  zone: string;
  /** The local date (YYYY-MM-DD, in `zone`) whose times are shown; null: the first with a slot. */
  day: string | null;
  /** Why the server refused the visitor's time at the last send (said until they pick again). */
  refusal: FieldError | null;
}

export type MeetingPickerEvent =
  | { type: 'slots.retry' }
  /** The visitor picked a time (or 'none of these'): a notice of a refused time has been acted on. */
  | { type: 'slot.choose' }
  /** The server refused the chosen time when the form was sent, and why. */
  | { type: 'slot.refused'; error: FieldError }
  | { type: 'day.choose'; day: string }
  | { type: 'zone.change'; zone: string };

/** 'refused': the visitor's time was just refused; the message says why. */
export type MeetingPickerTag = 'refused';

/** The answer of `loadSlots`, as the guards and the action that read it take it (typed where placed, no cast). */
const answer = ({ event }: { event: { output: MeetingSlots } }): MeetingSlots => event.output;
const slotTransitions = (choosing: string) =>
  [
    { guard: { type: 'hasNoSlots', params: answer }, target: '#meetingPicker.noneFree' },
    { target: choosing, actions: { type: 'assignSlots', params: answer } },
  ] as const;
const loadTransitions = (choosing: string) =>
  [{ guard: { type: 'isBookingOff', params: answer }, target: '#meetingPicker.off' }, ...slotTransitions(choosing)] as const;

/** A refusal of the send: booking off closes the picker; any other reason loads the free times afresh. */
const refusedTransitions = [
  { guard: 'isRefusedAsOff', target: '#meetingPicker.closed', actions: 'assignRefusal' },
  { target: '#meetingPicker.refreshing', actions: 'assignRefusal' },
] as const;

export const meetingPickerMachine = setup({
  types: {
    context: {} as MeetingPickerContext,
    events: {} as MeetingPickerEvent,
    input: {} as MeetingPickerInput,
    tags: {} as MeetingPickerTag,
  },
  actors: {
    loadSlots: fromPromise<MeetingSlots>(async () => {
      throw new Error('loadSlots must be provided');
    }),
  },
  guards: {
    isBookingOff: (_, slots: MeetingSlots) => !slots.enabled,
    isRefusedAsOff: ({ event }) => event.type === 'slot.refused' && event.error.key === 'meetingOff',
    hasNoSlots: (_, slots: MeetingSlots) => slots.slots.length === 0,
  },
  actions: {
    assignSlots: assign((_, slots: MeetingSlots) => ({ slots: slots.slots, minutes: slots.minutes })),
    assignDay: assign({ day: ({ event }) => (event.type === 'day.choose' ? event.day : null) }),
    assignZone: assign({ zone: ({ context, event }) => (event.type === 'zone.change' ? event.zone : context.zone) }),
    assignRefusal: assign({ refusal: ({ context, event }) => (event.type === 'slot.refused' ? event.error : context.refusal) }),
    assignBookingOff: assign({ refusal: { key: 'meetingOff' } as FieldError }),
  },
}).createMachine({
  id: 'meetingPicker',
  context: ({ input }) => ({ slots: [], minutes: null, zone: input.zone, day: null, refusal: null }),
  // In every state: a draft restored while the times load brings its zone (a returning visitor's
  // page, its files in the HTTP cache, shows the picker before the draft is back).
  on: { 'zone.change': { actions: 'assignZone' } },
  initial: 'loading',
  states: {
    loading: {
      invoke: { id: 'loadSlots', src: 'loadSlots', onDone: [...loadTransitions('#meetingPicker.choosing')], onError: { target: 'failed' } },
    },
    /** The free times of one day at a time. */
    choosing: {
      initial: 'open',
      states: {
        open: {},
        /** Fresh slots after the visitor's time was refused: why is said until they pick again. */
        refused: { tags: 'refused', on: { 'slot.choose': 'open' } },
      },
      on: {
        'day.choose': { actions: 'assignDay' },
        'slot.refused': refusedTransitions,
      },
    },
    /** The chosen time was refused: the message shows while the free times are loaded afresh. */
    refreshing: {
      tags: 'refused',
      invoke: {
        id: 'reloadSlots',
        src: 'loadSlots',
        onDone: [
          // Booking was switched off meanwhile: that, not the first reason, is what the visitor needs to hear.
          { guard: { type: 'isBookingOff', params: answer }, target: 'closed', actions: 'assignBookingOff' },
          ...slotTransitions('#meetingPicker.choosing.refused'),
        ],
        onError: { target: 'failed' },
      },
    },
    /** Nothing free in the coming weeks: the free-text box is the way. */
    noneFree: { on: { 'slot.refused': refusedTransitions } },
    failed: { on: { 'slots.retry': 'loading', 'slot.refused': refusedTransitions } },
    /** Booking is off on this server (no MEETING_HOURS): the form is as before, without the picker. */
    off: { on: { 'slot.refused': refusedTransitions } },
    /**
     * Booking was switched off after the visitor's time was chosen (or kept in a restored draft),
     * and the send was refused for it: said, with the free-text box as the way; no times.
     */
    closed: { tags: 'refused' },
  },
});

export type MeetingPickerSnapshot = ReturnType<typeof meetingPickerMachine.transition>;

export type PickerView = 'loading' | 'choosing' | 'noneFree' | 'failed' | 'off' | 'closed';

/** What the view shows now. Refreshing after a taken time shows the loading line with the message. */
export function selectPickerView(s: MeetingPickerSnapshot): PickerView {
  if (s.matches('choosing')) return 'choosing';
  if (s.matches('noneFree')) return 'noneFree';
  if (s.matches('failed')) return 'failed';
  if (s.matches('off')) return 'off';
  if (s.matches('closed')) return 'closed';
  return 'loading';
}

/** Why the visitor's time was refused, while that is said; null otherwise. */
export const selectRefusal = (s: MeetingPickerSnapshot): FieldError | null => (s.hasTag('refused') ? s.context.refusal : null);
export const selectSlots = (s: MeetingPickerSnapshot): Slot[] => s.context.slots;
export const selectMinutes = (s: MeetingPickerSnapshot): number | null => s.context.minutes;
export const selectZone = (s: MeetingPickerSnapshot): string => s.context.zone;
export const selectDay = (s: MeetingPickerSnapshot): string | null => s.context.day;
