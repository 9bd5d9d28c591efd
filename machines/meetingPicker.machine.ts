import { assign, fromPromise, setup } from 'xstate';
import type { MeetingSlots } from '../src/domain/meetings';

/**
 * The demo form's time picker (issue 34): the free slots of `GET /api/meeting-slots`, shown in
 * the visitor's time zone. The chosen time is not kept here: it is the wait-list draft's
 * `meetingStart` (one owner; the view sets it through the form's `field.change`). This machine
 * owns what the visitor sees around it: the slots, the day and zone they look at, and whether
 * their time was just taken by someone else (the server's 409 on `meetingStart`), after which
 * the slots are loaded afresh.
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
}

export type MeetingPickerEvent =
  | { type: 'slots.retry' }
  /** The visitor picked a time (or 'none of these'): a notice of a taken time has been acted on. */
  | { type: 'slot.choose' }
  /** The server refused the chosen time when the form was sent (taken meanwhile). */
  | { type: 'slot.taken' }
  | { type: 'day.choose'; day: string }
  | { type: 'zone.change'; zone: string };

/** 'taken': the visitor's time was just taken, the message says so. */
export type MeetingPickerTag = 'taken';

/** The answer of `loadSlots`, as the guards and the action that read it take it (typed where placed, no cast). */
const answer = ({ event }: { event: { output: MeetingSlots } }): MeetingSlots => event.output;
const loadTransitions = (choosing: string) =>
  [
    { guard: { type: 'isBookingOff', params: answer }, target: '#meetingPicker.off' },
    { guard: { type: 'hasNoSlots', params: answer }, target: '#meetingPicker.noneFree' },
    { target: choosing, actions: { type: 'assignSlots', params: answer } },
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
    hasNoSlots: (_, slots: MeetingSlots) => slots.slots.length === 0,
  },
  actions: {
    assignSlots: assign((_, slots: MeetingSlots) => ({ slots: slots.slots, minutes: slots.minutes })),
    assignDay: assign({ day: ({ event }) => (event.type === 'day.choose' ? event.day : null) }),
    assignZone: assign({ zone: ({ context, event }) => (event.type === 'zone.change' ? event.zone : context.zone) }),
  },
}).createMachine({
  id: 'meetingPicker',
  context: ({ input }) => ({ slots: [], minutes: null, zone: input.zone, day: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: { id: 'loadSlots', src: 'loadSlots', onDone: [...loadTransitions('#meetingPicker.choosing')], onError: { target: 'failed' } },
    },
    /** The free times of one day at a time; the zone can be changed. */
    choosing: {
      initial: 'open',
      states: {
        open: {},
        /** Fresh slots after the visitor's time was taken: said until they pick again. */
        taken: { tags: 'taken', on: { 'slot.choose': 'open' } },
      },
      on: {
        'day.choose': { actions: 'assignDay' },
        'zone.change': { actions: 'assignZone' },
        'slot.taken': 'refreshing',
      },
    },
    /** The chosen time was taken: the message shows while the free times are loaded afresh. */
    refreshing: {
      tags: 'taken',
      invoke: { id: 'reloadSlots', src: 'loadSlots', onDone: [...loadTransitions('#meetingPicker.choosing.taken')], onError: { target: 'failed' } },
    },
    /** Nothing free in the coming weeks: the free-text box is the way. */
    noneFree: { on: { 'slot.taken': 'refreshing' } },
    failed: { on: { 'slots.retry': 'loading', 'slot.taken': 'refreshing' } },
    /** Booking is off on this server (no MEETING_HOURS): the form is as before, without the picker. */
    off: {},
  },
});

export type MeetingPickerSnapshot = ReturnType<typeof meetingPickerMachine.transition>;

export type PickerView = 'loading' | 'choosing' | 'noneFree' | 'failed' | 'off';

/** What the view shows now. Refreshing after a taken time shows the loading line with the message. */
export function selectPickerView(s: MeetingPickerSnapshot): PickerView {
  if (s.matches('choosing')) return 'choosing';
  if (s.matches('noneFree')) return 'noneFree';
  if (s.matches('failed')) return 'failed';
  if (s.matches('off')) return 'off';
  return 'loading';
}

export const selectIsTaken = (s: MeetingPickerSnapshot): boolean => s.hasTag('taken');
export const selectSlots = (s: MeetingPickerSnapshot): Slot[] => s.context.slots;
export const selectMinutes = (s: MeetingPickerSnapshot): number | null => s.context.minutes;
export const selectZone = (s: MeetingPickerSnapshot): string => s.context.zone;
export const selectDay = (s: MeetingPickerSnapshot): string | null => s.context.day;
