import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { PipelineStatus } from '../../src/components/inbox/PipelineStatus';
import { inboxText, ownerZone } from '../../src/content/inbox';
import type { InboxRecord } from '../../src/domain/inbox';

const t = inboxText.pipeline;
const referral = (extra: Partial<InboxRecord> = {}): InboxRecord => ({
  _id: '3f1e2d4c-0000-4000-8000-000000000002',
  centerName: 'Fjellro Helsesenter',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:05:00.000Z',
  sent: true,
  lastContactAt: null,
  submittedAt: '2026-11-01T10:05:00.000Z',
  openedAt: '2026-11-01T11:00:00.000Z',
  spam: false,
  pipelineStatus: 'contacted',
  statusHistory: [{ status: 'contacted', previous: 'new', at: '2026-11-01T12:00:00.000Z', by: 'sam@example.org' }],
  ...extra,
});

describe('a lead’s pipeline status in its record', () => {
  it('offers the next step first, and moves there now', async () => {
    const onMove = vi.fn();
    render(<PipelineStatus resource="affiliates" record={referral()} busy={false} onMove={onMove} />);
    expect(screen.getByText(t.current('Contacted'))).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Contacted, from New: sam@example\.org, /);
    expect(screen.getByLabelText(t.moveLabel)).toHaveValue('subscribed');
    await userEvent.selectOptions(screen.getByLabelText(t.moveLabel), 'lost');
    await userEvent.click(screen.getByRole('button', { name: t.move }));
    expect(onMove).toHaveBeenCalledWith('lost', undefined);
  });

  it('asks a subscription’s day, and sends a past one as the start of that day in the owner’s zone', async () => {
    const onMove = vi.fn();
    render(<PipelineStatus resource="affiliates" record={referral()} busy={false} onMove={onMove} />);
    const day = screen.getByLabelText(t.dayLabel('Subscribed'));
    expect(day).toHaveValue(DateTime.now().setZone(ownerZone()).toISODate());
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-02');
    await userEvent.click(screen.getByRole('button', { name: t.move }));
    expect(onMove).toHaveBeenCalledWith('subscribed', DateTime.fromISO('2026-11-02', { zone: ownerZone() }).startOf('day').toUTC().toISO());
  });

  it('sends nothing while a change is on its way', async () => {
    const onMove = vi.fn();
    render(<PipelineStatus resource="affiliates" record={referral()} busy onMove={onMove} />);
    await userEvent.click(screen.getByRole('button', { name: t.move }));
    expect(onMove).not.toHaveBeenCalled();
  });
});
