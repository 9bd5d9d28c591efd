import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { autosaveTiming } from '../../machines/saveRules';
import { affiliateText } from '../../src/content/affiliate';
import { scholarshipText } from '../../src/content/scholarship';
import { messages } from '../../src/domain/messages';
import { leadMemory } from '../../src/services/leadMemory';
import { FakeLeads } from '../support/fakeLeads';
import { elapse, fakeAnalytics, settle, typist, useFreshVisit } from '../support/renderWaitlist';

/**
 * A tab reloaded after the other tab sent the lead while this one held typing the sent record
 * lacks: what that tab left on the device (tests/components/twoTabs.saving.test.tsx makes it
 * happen) is read back by each form. A reload starts a new page, so each test loads the forms'
 * modules afresh: a page that sent a referral itself remembers so for its life
 * (src/actors/leadRequests.ts), and unit files share their modules (vitest.config.ts).
 */
useFreshVisit();
beforeEach(() => {
  vi.resetModules();
});

const labelled = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;

describe('a tab reloaded after the other tab sent the lead over its typing', () => {
  it("says the referral lacks the last changes, and 'Send another request' starts a new one with them", async () => {
    const referral = {
      centerName: 'Fjord Lifestyle Senter',
      contactPersonName: 'Kari Nordmann',
      email: 'kari@fjord.example',
      otherInfo: 'They open in spring.',
      nameA: 'Ada Lovelace',
      emailA: 'ada@example.org',
    };
    const leads = new FakeLeads('affiliates');
    const sent = leads.seed('other-tab', { ...referral, centerStage: 'paper', relationship: 'guest', submitted: true });
    const leftOut = { ...referral, otherInfo: 'Ask for Kari, not the front desk.' };
    leadMemory.write('affiliates', { sent: { recordId: sent._id, at: sent.updatedAt!, unsent: leftOut } });
    const { AffiliateForm } = await import('../../src/components/affiliate/AffiliateForm');
    const { bindAffiliate } = await import('../../src/actors/affiliate');
    const log = vi.fn();
    render(<AffiliateForm logic={bindAffiliate({ saving: { client: leads }, analytics: fakeAnalytics(), log })} />);
    await settle();
    expect(screen.getByText(affiliateText.notices.sent)).toBeInTheDocument();
    expect(screen.getByText(messages.sent.withoutUnsent)).toBeInTheDocument();

    await typist().click(screen.getByRole('button', { name: messages.sent.again }));
    await settle();
    expect(labelled(affiliateText.form.labels.otherInfo)).toHaveValue(leftOut.otherInfo);
    expect(labelled(affiliateText.form.labels.centerName)).toHaveValue(referral.centerName);
    await elapse(autosaveTiming.saveDelayMs);
    // A new referral, not sent until the visitor sends it.
    expect([...leads.records.values()].map((r) => [r.submitted, r.otherInfo])).toEqual([
      [true, referral.otherInfo],
      [undefined, leftOut.otherInfo],
    ]);
  });

  it("says the application lacks the last changes, and 'Send another request' starts a new one with them", async () => {
    const application = {
      centerName: 'Casa Verde',
      country: 'Romania',
      contactPersonName: 'Ioana Pop',
      email: 'ioana@casaverde.example',
      message: 'We opened in March.',
    };
    const leads = new FakeLeads('scholarship-applications');
    const sent = leads.seed('other-tab', { ...application, situation: 'new', status: 'submitted' });
    const leftOut = { status: 'draft', ...application, message: 'We also run a day programme.' };
    leadMemory.write('scholarship-applications', { sent: { recordId: sent._id, at: sent.updatedAt!, unsent: leftOut } });
    const { ScholarshipForm } = await import('../../src/components/scholarship/ScholarshipForm');
    const { bindScholarship } = await import('../../src/actors/scholarship');
    render(<ScholarshipForm logic={bindScholarship({ saving: { client: leads }, analytics: fakeAnalytics(), log: vi.fn() })} />);
    await settle();
    expect(screen.getByText(scholarshipText.form.success)).toBeInTheDocument();
    expect(screen.getByText(messages.sent.withoutUnsent)).toBeInTheDocument();

    await typist().click(screen.getByRole('button', { name: messages.sent.again }));
    await settle();
    expect(labelled(scholarshipText.form.labels.message)).toHaveValue(leftOut.message);
    expect(labelled(scholarshipText.form.labels.centerName)).toHaveValue(application.centerName);
    await elapse(autosaveTiming.saveDelayMs);
    // A new application, not sent until the visitor sends it.
    expect([...leads.records.values()].map((r) => [r.status, r.message])).toEqual([
      ['submitted', application.message],
      ['draft', leftOut.message],
    ]);
  });
});
