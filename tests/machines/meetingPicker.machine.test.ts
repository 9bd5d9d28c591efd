import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectZone } from '../../machines/meetingPicker.machine';
import { bindMeetingPicker } from '../../src/actors/meetingPicker';
import type { MeetingSlots } from '../../src/domain/meetings';

const slots: MeetingSlots = {
  enabled: true,
  timeZone: 'Europe/Bucharest',
  minutes: 30,
  slots: [{ start: '2027-03-13T14:00:00.000Z', end: '2027-03-13T14:30:00.000Z' }],
};

describe('the time picker’s zone', () => {
  it('is the restored draft’s when the draft comes back while the free times load', async () => {
    let answer: (s: MeetingSlots) => void = () => {};
    const logic = bindMeetingPicker({ loadSlots: () => new Promise<MeetingSlots>((resolve) => (answer = resolve)) });
    const picker = createActor(logic, { input: { zone: 'UTC' } }).start();
    expect(picker.getSnapshot().matches('loading')).toBe(true);
    picker.send({ type: 'zone.change', zone: 'Europe/Oslo' });
    answer(slots);
    await waitFor(picker, (s) => s.matches('choosing'));
    expect(selectZone(picker.getSnapshot())).toBe('Europe/Oslo');
  });
});
