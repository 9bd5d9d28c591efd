import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { bindMeetingPicker } from '../../src/actors/meetingPicker';
import { MeetingPicker } from '../../src/components/meeting/MeetingPicker';
import { meetingPickerText as t } from '../../src/components/meeting/meetingPickerText';
import type { MeetingSlots } from '../../src/domain/meetings';

const slots: MeetingSlots = {
  enabled: true,
  timeZone: 'Europe/Bucharest',
  minutes: 30,
  slots: [{ start: '2027-03-13T14:00:00.000Z', end: '2027-03-13T14:30:00.000Z' }],
};

it('does not show a restored time that is no longer offered as chosen, and says to pick another', async () => {
  render(
    <MeetingPicker
      value="2027-03-13T13:00:00.000Z"
      zone="America/New_York"
      refused={undefined}
      readOnly={false}
      onChoose={() => {}}
      logic={bindMeetingPicker({ loadSlots: async () => slots })}
    />,
  );
  expect(await screen.findByText(t.stale)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '09:00' })).not.toBeChecked();
  expect(screen.queryByText(/^Your demo:/)).toBeNull();
});
