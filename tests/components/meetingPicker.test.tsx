import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { bindMeetingPicker } from '../../src/actors/meetingPicker';
import { MeetingPicker } from '../../src/components/meeting/MeetingPicker';
import { meetingPickerText as t } from '../../src/components/meeting/meetingPickerText';
import type { MeetingSlots } from '../../src/domain/meetings';
import { messages } from '../../src/domain/messages';

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

it('says a time refused as not offered in those words, with fresh times, never as taken by someone else', async () => {
  const props = {
    value: slots.slots[0]!.start,
    zone: 'America/New_York',
    readOnly: false,
    onChoose: () => {},
    logic: bindMeetingPicker({ loadSlots: async () => slots }),
  };
  const { rerender } = render(<MeetingPicker {...props} refused={undefined} />);
  await screen.findByRole('radio', { name: '09:00' });
  rerender(<MeetingPicker {...props} refused={{ key: 'meetingNotOffered' }} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(messages.meetingNotOffered);
  expect(alert).toHaveTextContent(t.refreshed);
  expect(alert).not.toHaveTextContent(messages.meetingTaken);
});
