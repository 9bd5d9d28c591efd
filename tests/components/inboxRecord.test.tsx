import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecordDetail } from '../../src/components/inbox/RecordDetail';
import { inboxText } from '../../src/content/inbox';
import type { InboxRecord } from '../../src/domain/inbox';
import { spamReasons } from '../../src/domain/spam';

/** A record in the owner's inbox: what it shows before the owner answers it. */
const record = (extra: Partial<InboxRecord>): InboxRecord => ({
  _id: '3f1e2d4c-0000-4000-8000-000000000001',
  centerName: 'Fjord Lifestyle Senter',
  pipelineStatus: 'new',
  nameA: 'Ada Lovelace',
  emailA: 'ada@example.org',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:05:00.000Z',
  sent: true,
  lastContactAt: null,
  submittedAt: '2026-11-20T10:05:00.000Z',
  openedAt: '2026-11-20T11:00:00.000Z',
  spam: false,
  ...extra,
});

const show = (r: InboxRecord) =>
  render(<RecordDetail calls={{} as never} resource="affiliates" record={r} onChanged={vi.fn()} onDeleted={vi.fn()} onClose={vi.fn()} onSignedOut={vi.fn()} />);

describe('a record in the inbox', () => {
  it('says a lead was flagged as spam, and why, before the owner answers it', () => {
    show(record({ spam: true, spamReason: spamReasons.honeypot }));
    expect(screen.getByText(inboxText.record.spam(spamReasons.honeypot))).toHaveTextContent('Flagged as spam: honeypot filled.');
  });

  it('says nothing of spam about a person’s lead', () => {
    show(record({}));
    expect(screen.queryByText(/flagged as spam/i)).toBeNull();
    // Only the button that would flag it.
    expect(screen.getByRole('button', { name: inboxText.record.flagSpam })).toBeInTheDocument();
  });
});
