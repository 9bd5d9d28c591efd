import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { expect, vi } from 'vitest';
import { leadMeetingMachine } from '../../machines/leadMeeting.machine';
import { LeadMeetingBooking } from '../../src/components/inbox/LeadMeetingBooking';
import { formatWhen, inboxText, ownerZone } from '../../src/content/inbox';
import type { RecordMeeting, TeamMeeting } from '../../src/domain/meetings';
import { heldCalls, sampleRecord, type HeldCalls } from '../support/fakeInboxCalls';
import { describePaths } from './describePaths';

// A path clicks through the inbox view; on the shared 2-core machine the first one (cold React,
// cold user-event) can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Booking a time for a lead from its record, on the real view
 * (src/components/inbox/LeadMeetingBooking.tsx), each answer held and given by the step: whether
 * the server books at all (no form while it does not, the form when the question fails), the time
 * typed in the owner's zone is the instant sent, the booked meeting shown, the server's refusals
 * (409 taken or one per lead, 400) in its own words with the typing kept, no answer, a session
 * that ended.
 */
interface Driver {
  user: UserEvent;
  held: HeldCalls;
  signedOut: number;
}

const t = inboxText.meetings.book;
const leadId = '10000000-0000-4000-8000-000000000007';
const typed = { date: '2026-06-03', time: '15:15' };
const start = DateTime.fromISO(`${typed.date}T${typed.time}`, { zone: ownerZone() }).toUTC().toISO()!;
const meeting: TeamMeeting = {
  id: '20000000-0000-4000-8000-000000000007',
  leadId,
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  status: 'booked',
  videoUrl: 'https://meet.example/hw-7',
  bookedBy: 'team',
  name: 'Person 7',
  email: 'person7@example.org',
  center: null,
};
/** A meeting the lead booked on the demo form: its record shows it, and no form. */
const visitorsMeeting: RecordMeeting = {
  id: '20000000-0000-4000-8000-000000000008',
  start: '2026-06-04T07:00:00.000Z',
  end: '2026-06-04T07:30:00.000Z',
  status: 'booked',
  videoUrl: 'https://meet.example/hw-8',
  bookedBy: 'visitor',
};
const taken = { status: 409, message: 'This lead already has a meeting.', data: { field: 'leadId' } };
const notATime = { status: 400, message: 'start is required.', data: { field: 'start' } };
const dateInput = () => screen.getByLabelText(t.date);
const timeInput = () => screen.getByLabelText(t.time);

describePaths<typeof leadMeetingMachine, Driver>('leadMeeting', leadMeetingMachine, {
  inputs: [
    { leadId, meeting: null },
    { leadId, meeting: visitorsMeeting },
  ],
  describeInput: (input) => (input.meeting ? 'a record with a meeting' : 'a record without one'),
  events: [
    { type: 'xstate.done.actor.checkBooking', output: true },
    { type: 'xstate.done.actor.checkBooking', output: false },
    { type: 'xstate.error.actor.checkBooking', error: { status: 0 } },
    { type: 'meeting.book', start },
    { type: 'xstate.done.actor.bookMeeting', output: meeting },
    { type: 'xstate.error.actor.bookMeeting', error: taken },
    { type: 'xstate.error.actor.bookMeeting', error: notATime },
    { type: 'xstate.error.actor.bookMeeting', error: { status: 0 } },
    { type: 'xstate.error.actor.bookMeeting', error: { status: 401 } },
  ],
  describeEvent: (e) => {
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type === 'xstate.done.actor.checkBooking') return `checkBooking done: ${(e as unknown as { output: boolean }).output ? 'on' : 'off'}`;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 7,

  start: (_, path): Driver => {
    const held = heldCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    const { meeting: given } = path.input as { meeting: RecordMeeting | null };
    render(<LeadMeetingBooking calls={held.calls} record={{ ...sampleRecord(7), _id: leadId, meeting: given }} onSignedOut={() => driver.signedOut++} />);
    return driver;
  },

  perform: {
    'meeting.book': async (d) => {
      // The keyboard alone; cleared first, as a refusal keeps the last typing.
      await d.user.clear(dateInput());
      await d.user.type(dateInput(), typed.date);
      await d.user.clear(timeInput());
      await d.user.type(timeInput(), `${typed.time}{Enter}`);
    },
    'xstate.done.actor.checkBooking': (d, e) => d.held.resolve('isBookingOn', e.output),
    'xstate.error.actor.checkBooking': (d, e) => d.held.reject('isBookingOn', e.error),
    'xstate.done.actor.bookMeeting': (d, e) => d.held.resolve('bookMeeting', e.output),
    'xstate.error.actor.bookMeeting': (d, e) => d.held.reject('bookMeeting', e.error),
  },

  expectations: {
    checking: () => {
      expect(screen.getByText(t.checking)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
    },
    off: () => {
      expect(screen.getByRole('region', { name: inboxText.meetings.ofLead.heading })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(t.off);
      expect(screen.queryByLabelText(t.date)).toBeNull();
      expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
    },
    'choosing.fresh': () => {
      expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
      expect(dateInput()).toHaveAttribute('aria-invalid', 'false');
    },
    'choosing.refused': (_, state) => {
      const message = state.context.refusal!.message;
      expect([taken.message, notATime.message]).toContain(message);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(dateInput()).toHaveFocus();
      expect(dateInput()).toHaveAccessibleDescription(message);
      expect(timeInput()).toHaveValue(typed.time);
    },
    'choosing.notSaved': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.notSaved);
      expect(dateInput()).toHaveValue(typed.date);
    },
    booking: (d) => {
      expect(screen.getByRole('button', { name: t.booking })).toHaveAttribute('aria-disabled', 'true');
      expect(d.held.made.get('bookMeeting')!.at(-1)).toEqual([leadId, start]);
    },
    booked: (d, state) => {
      expect(screen.queryByLabelText(t.date)).toBeNull();
      if (state.context.start === null) {
        // The record's own meeting, booked on the form: said as such, nothing asked of the server.
        const shown = inboxText.meetings.ofLead;
        expect(screen.getByRole('status')).toHaveTextContent(shown.status.booked(formatWhen(visitorsMeeting.start), shown.by.visitor));
        expect(screen.getByRole('link', { name: inboxText.meetings.video })).toHaveAttribute('href', visitorsMeeting.videoUrl);
        expect(d.held.made.get('isBookingOn')).toEqual([]);
        return;
      }
      expect(screen.getByText(t.booked(formatWhen(start)), { exact: false })).toHaveFocus();
      expect(screen.getByRole('link', { name: inboxText.meetings.video })).toHaveAttribute('href', meeting.videoUrl);
      expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
    },
    signedOut: (d) => {
      expect(d.signedOut).toBe(1);
    },
  },
});
