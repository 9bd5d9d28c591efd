import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { expect, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { meetingBlocksMachine } from '../../machines/meetingBlocks.machine';
import { MeetingBlocks } from '../../src/components/inbox/MeetingBlocks';
import { formatWhen, inboxText, ownerZone } from '../../src/content/inbox';
import type { MeetingBlock } from '../../src/domain/meetings';
import { heldCalls, type HeldCalls } from '../support/fakeInboxCalls';
import { describePaths } from './describePaths';

// A path clicks through the inbox view; on the shared 2-core machine the first one (cold React,
// cold user-event) can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The owner's blocked-out times on the real view (src/components/inbox/MeetingBlocks.tsx), each
 * answer held and given by the step: the list, adding a block typed as dates and times in the
 * owner's zone, the server's refusal said next to the field it names with the typing kept, a
 * change that did not reach the server, removing a block, a failed load, a session that ended.
 */
interface Driver {
  user: UserEvent;
  held: HeldCalls;
  signedOut: number;
}

const t = inboxText.meetings.blocks;
const block = (n: number, start: string, end: string, note = ''): MeetingBlock => ({
  id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  start,
  end,
  note,
});
const afternoon = block(1, '2026-06-10T10:00:00.000Z', '2026-06-10T15:00:00.000Z', 'Dentist');
const holiday = block(2, '2026-07-01T00:00:00.000Z', '2026-07-08T00:00:00.000Z');
const two = [afternoon, holiday];
const one = [holiday];
// What the owner types: an afternoon in their own zone, whatever zone the test machine is in.
const typed = { startDate: '2026-06-12', startTime: '13:00', endDate: '2026-06-12', endTime: '17:30', note: 'School play' };
const instant = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ownerZone() }).toUTC().toISO();
const refusal = { status: 400, message: 'end must be after start.', data: { field: 'end' } };
const range = (b: MeetingBlock) => t.range(formatWhen(b.start), formatWhen(b.end));
const removeButton = (b: MeetingBlock) => screen.getByRole('button', { name: t.removeLabel(range(b)) });
const fieldsets = () => ({ start: screen.getByRole('group', { name: t.startLegend }), end: screen.getByRole('group', { name: t.endLegend }) });

describePaths<typeof meetingBlocksMachine, Driver>('meetingBlocks', meetingBlocksMachine, {
  events: (state) => {
    const events: AnyEventObject[] = [
      { type: 'xstate.done.actor.loadBlocks', output: two },
      { type: 'xstate.done.actor.loadBlocks', output: [] },
      { type: 'xstate.error.actor.loadBlocks', error: { status: 500 } },
      { type: 'xstate.error.actor.loadBlocks', error: { status: 401 } },
      { type: 'block.add', block: { start: instant(typed.startDate, typed.startTime), end: instant(typed.endDate, typed.endTime), note: typed.note } },
      { type: 'xstate.done.actor.addBlock' },
      { type: 'xstate.error.actor.addBlock', error: refusal },
      { type: 'xstate.error.actor.addBlock', error: { status: 0 } },
      { type: 'xstate.error.actor.addBlock', error: { status: 401 } },
      { type: 'xstate.done.actor.removeBlock' },
      { type: 'xstate.error.actor.removeBlock', error: { status: 503 } },
      { type: 'xstate.error.actor.removeBlock', error: { status: 401 } },
      { type: 'xstate.done.actor.reloadBlocks', output: one },
      { type: 'xstate.error.actor.reloadBlocks', error: { status: 500 } },
      { type: 'xstate.error.actor.reloadBlocks', error: { status: 401 } },
      { type: 'list.retry' },
    ];
    // Only a block on the list has a 'Remove'.
    if (state.context.blocks?.some((b) => b.id === afternoon.id)) events.push({ type: 'block.remove', id: afternoon.id });
    return events;
  },
  describeEvent: (e) => {
    const output = (e as unknown as { output?: MeetingBlock[] }).output;
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done${output ? ` (${output.length})` : ''}`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 11,

  start: (): Driver => {
    const held = heldCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    render(<MeetingBlocks calls={held.calls} onSignedOut={() => driver.signedOut++} />);
    return driver;
  },

  perform: {
    'xstate.done.actor.loadBlocks': (d, e) => d.held.resolve('meetingBlocks', e.output),
    'xstate.error.actor.loadBlocks': (d, e) => d.held.reject('meetingBlocks', e.error),
    'xstate.done.actor.reloadBlocks': (d, e) => d.held.resolve('meetingBlocks', e.output),
    'xstate.error.actor.reloadBlocks': (d, e) => d.held.reject('meetingBlocks', e.error),
    'xstate.done.actor.addBlock': (d) => d.held.resolve('addMeetingBlock', { ...afternoon, id: 'new' }),
    'xstate.error.actor.addBlock': (d, e) => d.held.reject('addMeetingBlock', e.error),
    'xstate.done.actor.removeBlock': (d) => d.held.resolve('removeMeetingBlock'),
    'xstate.error.actor.removeBlock': (d, e) => d.held.reject('removeMeetingBlock', e.error),
    'block.add': async (d) => {
      // The keyboard alone: the owner types into each field (cleared first: a refusal keeps the last typing).
      const { start, end } = fieldsets();
      for (const [group, date, time] of [
        [start, typed.startDate, typed.startTime],
        [end, typed.endDate, typed.endTime],
      ] as const) {
        await d.user.clear(within(group).getByLabelText(t.date));
        await d.user.type(within(group).getByLabelText(t.date), date);
        await d.user.clear(within(group).getByLabelText(t.time));
        await d.user.type(within(group).getByLabelText(t.time), time);
      }
      await d.user.clear(screen.getByLabelText(t.note));
      await d.user.type(screen.getByLabelText(t.note), `${typed.note}{Enter}`);
    },
    'block.remove': (d) => d.user.click(removeButton(afternoon)),
    'list.retry': (d) => d.user.click(screen.getByRole('button', { name: t.reload })),
  },

  expectations: {
    loading: (d) => expect(d.held.pending.get('meetingBlocks')).toHaveLength(1),
    showing: (_, state) => {
      const blocks = state.context.blocks as MeetingBlock[];
      if (!blocks.length) return void expect(screen.getByText(t.none)).toBeInTheDocument();
      const list = screen.getByRole('list', { name: t.listLabel });
      expect(within(list).getAllByRole('listitem')).toHaveLength(blocks.length);
      for (const b of blocks) expect(removeButton(b)).toBeEnabled();
      if (blocks.includes(afternoon)) expect(within(list).getByText(/Dentist/)).toBeInTheDocument();
    },
    'showing.changed': (d, state) => {
      if (state.context.changed === 'added') {
        expect(screen.getByText(t.added)).toHaveFocus();
        expect(d.held.made.get('addMeetingBlock')!.at(-1)).toEqual([
          { start: instant(typed.startDate, typed.startTime), end: instant(typed.endDate, typed.endTime), note: typed.note },
        ]);
        // The form is empty for the next one.
        expect(screen.getByLabelText(t.note)).toHaveValue('');
      } else {
        expect(screen.getByText(t.removed)).toHaveFocus();
        expect(d.held.made.get('removeMeetingBlock')!.at(-1)).toEqual([afternoon.id]);
      }
    },
    'showing.refused': () => {
      const { end, start } = fieldsets();
      // Said next to 'Until', which holds the focus and is marked invalid; 'From' is not.
      expect(within(end).getByText(refusal.message)).toBeVisible();
      expect(within(end).getByLabelText(t.date)).toHaveFocus();
      expect(within(end).getByLabelText(t.date)).toHaveAttribute('aria-invalid', 'true');
      expect(within(end).getByLabelText(t.date)).toHaveAccessibleDescription(refusal.message);
      expect(within(start).getByLabelText(t.date)).toHaveAttribute('aria-invalid', 'false');
      expect(screen.getByRole('alert')).toHaveTextContent(refusal.message);
      // The typing is kept.
      expect(within(end).getByLabelText(t.time)).toHaveValue(typed.endTime);
      expect(screen.getByLabelText(t.note)).toHaveValue(typed.note);
    },
    'showing.notSaved': (_, state) => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.notSaved);
      if (state.context.blocks?.includes(afternoon)) expect(removeButton(afternoon)).toHaveTextContent(t.remove);
    },
    adding: () => {
      expect(screen.getByRole('button', { name: t.adding })).toHaveAttribute('aria-disabled', 'true');
    },
    removing: () => {
      expect(removeButton(afternoon)).toHaveTextContent(t.removing);
      expect(removeButton(holiday)).toBeDisabled();
    },
    reloading: (d) => expect(d.held.pending.get('meetingBlocks')).toHaveLength(1),
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
