import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { upcomingMeetingsMachine } from '../../machines/upcomingMeetings.machine';
import { UpcomingMeetings } from '../../src/components/inbox/UpcomingMeetings';
import { formatWhen, inboxText } from '../../src/content/inbox';
import { recordLink } from '../../src/domain/inbox';
import type { TeamMeeting } from '../../src/domain/meetings';
import { heldCalls, type HeldCalls } from '../support/fakeInboxCalls';
import { describePaths } from './describePaths';

// A path clicks through the inbox view; on the shared 2-core machine the first one (cold React,
// cold user-event) can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The inbox's demo meetings on the real view (src/components/inbox/UpcomingMeetings.tsx), each
 * answer held and given by the step: the list, 'Held' / 'No-show' on a meeting that has started
 * (none on one still to come), a refusal, a failed load, a session that ended.
 */
interface Driver {
  user: UserEvent;
  held: HeldCalls;
  signedOut: number;
}

const t = inboxText.meetings;
const now = new Date('2026-06-02T06:10:00Z');
const meeting = (n: number, start: string, extra: Partial<TeamMeeting> = {}): TeamMeeting => ({
  id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  leadId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  status: 'booked',
  videoUrl: `https://meet.example/hw-${n}`,
  bookedBy: 'visitor',
  name: `Person ${n}`,
  email: `person${n}@example.org`,
  center: `Center ${n}`,
  ...extra,
});
// The first has started (06:00, it is 06:10); the second, booked by the team, is tomorrow.
const started = meeting(1, '2026-06-02T06:00:00.000Z');
const tomorrow = meeting(2, '2026-06-03T06:00:00.000Z', { bookedBy: 'team' });
const two = [started, tomorrow];
const one = [tomorrow];
const outcomeButton = (m: TeamMeeting, outcome: 'held' | 'no-show') =>
  screen.getByRole('button', { name: t.outcomeLabel(t.outcomes[outcome], m.name!, formatWhen(m.start)) });

describePaths<typeof upcomingMeetingsMachine, Driver>('upcomingMeetings', upcomingMeetingsMachine, {
  events: [
    { type: 'xstate.done.actor.loadMeetings', output: two },
    { type: 'xstate.done.actor.loadMeetings', output: [] },
    { type: 'xstate.error.actor.loadMeetings', error: { status: 500 } },
    { type: 'xstate.error.actor.loadMeetings', error: { status: 401 } },
    { type: 'outcome.record', id: started.id, outcome: 'no-show' },
    { type: 'xstate.done.actor.recordOutcome' },
    { type: 'xstate.error.actor.recordOutcome', error: { status: 409 } },
    { type: 'xstate.error.actor.recordOutcome', error: { status: 401 } },
    { type: 'xstate.done.actor.reloadMeetings', output: one },
    { type: 'xstate.error.actor.reloadMeetings', error: { status: 500 } },
    { type: 'xstate.error.actor.reloadMeetings', error: { status: 401 } },
    { type: 'list.retry' },
  ],
  describeEvent: (e) => {
    const output = (e as unknown as { output?: TeamMeeting[] }).output;
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done${output ? ` (${output.length})` : ''}`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 7,

  start: (): Driver => {
    const held = heldCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    render(<UpcomingMeetings calls={held.calls} onSignedOut={() => driver.signedOut++} now={() => now} />);
    return driver;
  },

  perform: {
    'xstate.done.actor.loadMeetings': (d, e) => d.held.resolve('meetings', e.output),
    'xstate.error.actor.loadMeetings': (d, e) => d.held.reject('meetings', e.error),
    'xstate.done.actor.reloadMeetings': (d, e) => d.held.resolve('meetings', e.output),
    'xstate.error.actor.reloadMeetings': (d, e) => d.held.reject('meetings', e.error),
    'xstate.done.actor.recordOutcome': (d) => d.held.resolve('recordMeetingOutcome'),
    'xstate.error.actor.recordOutcome': (d, e) => d.held.reject('recordMeetingOutcome', e.error),
    'outcome.record': (d) => d.user.click(outcomeButton(started, 'no-show')),
    'list.retry': (d) => d.user.click(screen.getByRole('button', { name: t.reload })),
  },

  expectations: {
    loading: (d) => expect(d.held.pending.get('meetings')).toHaveLength(1),
    showing: (_, state) => {
      const meetings = state.context.meetings as TeamMeeting[];
      if (!meetings.length) return void expect(screen.getByText(t.none)).toBeInTheDocument();
      expect(screen.getAllByRole('row')).toHaveLength(meetings.length + 1);
      for (const m of meetings) {
        expect(screen.getByText(formatWhen(m.start), { exact: false })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: t.openLeadLabel(m.name!) })).toHaveAttribute('href', recordLink('waitlist-records', m.leadId));
      }
      // Only a meeting that has started can be marked; one still to come says so.
      expect(screen.getByText(t.notStarted)).toBeInTheDocument();
      expect(screen.getByText(t.bookedByTeam, { exact: false })).toBeInTheDocument();
      if (meetings.includes(started)) expect(outcomeButton(started, 'held')).toBeEnabled();
    },
    'showing.recorded': (d) => {
      expect(screen.getByText(t.recorded(t.outcomes['no-show']))).toHaveFocus();
      expect(d.held.made.get('recordMeetingOutcome')!.at(-1)).toEqual([started.id, 'no-show']);
      expect(screen.queryByRole('button', { name: t.outcomeLabel(t.outcomes['no-show'], started.name!, formatWhen(started.start)) })).toBeNull();
    },
    'showing.refused': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.refused);
      expect(outcomeButton(started, 'no-show')).toBeEnabled();
    },
    recording: () => {
      expect(outcomeButton(started, 'no-show')).toHaveTextContent(t.recording);
      expect(outcomeButton(started, 'held')).toBeDisabled();
    },
    reloading: (d) => expect(d.held.pending.get('meetings')).toHaveLength(1),
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
