import { act, render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { autosaveTiming, retryDelayMs } from '../../machines/saveRules';
import { bindAffiliate } from '../../src/actors/affiliate';
import { AffiliateForm } from '../../src/components/affiliate/AffiliateForm';
import { affiliateText } from '../../src/content/affiliate';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import { messages } from '../../src/domain/messages';
import { leadMemory } from '../../src/services/leadMemory';
import { FakeLeads, networkDown } from '../support/fakeLeads';
import { FakeTabs } from '../support/fakeTabs';
import { elapse, fakeAnalytics, settle, typist, useFreshVisit } from '../support/renderWaitlist';

/**
 * The referral form on its real machine and bindings; the leads API, analytics and logging are fakes.
 */
const { labels, placeholders } = affiliateText.form;
type Label = keyof typeof labels;

useFreshVisit();

function renderForm(leads = new FakeLeads('affiliates'), tabs?: FakeTabs) {
  const analytics = fakeAnalytics();
  const log = vi.fn();
  const view = render(<AffiliateForm logic={bindAffiliate({ saving: { client: leads, ...(tabs && { tabs: tabs.open }) }, analytics, log })} />);
  return { ...view, leads, analytics, log };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (name: Label) => screen.getByLabelText(new RegExp(`^${escape(labels[name])}( \\*)?$`)) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: affiliateText.form.submit });
const preview = () => screen.queryByTestId('email-preview');

/** Puts a whole value in a field at once (typing key by key is the autosave's tests' business). */
async function fill(name: Label, value: string, user: UserEvent) {
  await user.clear(field(name));
  if (value) await user.paste(value);
}

const referral = {
  centerName: 'Fjord Lifestyle Senter',
  website: 'www.fjord.example',
  contactPersonName: 'Kari Nordmann',
  email: 'kari@fjord.example',
  phone: '+47 22 00 00 00',
  otherInfo: 'They open a second house in spring.',
  nameA: 'Ada Lovelace',
  emailA: 'ada@example.org',
};

async function fillReferral(user: UserEvent) {
  for (const [name, value] of Object.entries(referral)) {
    await user.click(field(name as Label));
    await user.paste(value);
  }
  await user.selectOptions(field('centerStage'), 'paper');
  await user.selectOptions(field('relationship'), 'guest');
}

/** The next referral: the affiliate's own name and e-mail kept, the center's empty, and nothing saved until it is typed. */
async function expectNextReferral(leads: FakeLeads) {
  expect(field('nameA')).toHaveValue(referral.nameA);
  expect(field('emailA')).toHaveValue(referral.emailA);
  expect(field('centerName')).toHaveValue('');
  await elapse(autosaveTiming.saveDelayMs);
  expect(leads.records.size).toBe(1);
}

describe('the referral form', () => {
  it('marks every field required except phone and other information, in the label and the placeholder', async () => {
    renderForm();
    await settle();
    for (const name of Object.keys(labels) as Label[]) {
      const optional = name === 'phone' || name === 'otherInfo';
      expect(field(name).required, name).toBe(!optional);
      expect(field(name).closest('.field')!.querySelector('.field__required') !== null, name).toBe(!optional);
      const placeholder = field(name).getAttribute('placeholder') ?? field(name).querySelector('option[value=""]')?.textContent;
      expect(placeholder, name).toBe(placeholders[name]);
      expect(placeholder!.endsWith('*'), name).toBe(!optional);
    }
  });

  it('offers the two lists of options: how the affiliate knows the center and where the center stands', async () => {
    renderForm();
    await settle();
    expect(
      within(field('relationship'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('I was a guest or patient there');
    expect(
      within(field('centerStage'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Running on paper and spreadsheets');
  });

  it('shows the e-mail preview only once the contact person, your name and your email are filled in, following the typing', async () => {
    renderForm();
    await settle();
    const user = typist();
    expect(preview()).toBeNull();
    expect(screen.getByText(affiliateText.preview.waiting)).toBeInTheDocument();
    await fill('contactPersonName', 'Kari', user);
    await fill('nameA', 'Ada', user);
    expect(preview()).toBeNull();
    await fill('emailA', 'ada@example.org', user);
    expect(preview()).toHaveTextContent('Dear Kari,');
    expect(preview()).toHaveTextContent('Ada suggested that we write to you about your center.');
    expect(preview()).toHaveTextContent('Ada <ada@example.org>');

    await user.type(field('contactPersonName'), ' N');
    expect(preview()).toHaveTextContent('Dear Kari N,');
    await user.paste('ordmann');
    await fill('centerName', 'Fjord Senter', user);
    expect(preview()).toHaveTextContent('Dear Kari Nordmann,');
    expect(preview()).toHaveTextContent('Ada thinks Heartwork could help Fjord Senter');

    await fill('nameA', '   ', user);
    expect(preview()).toBeNull();
  });

  it('shows markup typed into the fields as the characters typed, never as HTML', async () => {
    renderForm();
    await settle();
    const user = typist();
    const payload = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    for (const name of ['contactPersonName', 'nameA', 'emailA', 'centerName', 'email'] as const) {
      await user.click(field(name));
      await user.paste(payload);
    }
    expect(preview()).toHaveTextContent(`Dear ${payload},`);
    expect(preview()!.querySelector('img, b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('refuses an invalid form with the exact message, marks the fields and takes the visitor to the first', async () => {
    const { leads } = renderForm();
    await settle();
    const user = typist();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(/^The form seems to be invalid\. Please check all required fields\.$/);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.affiliateInvalid);
    expect(field('centerName')).toHaveAttribute('aria-invalid', 'true');
    expect(field('centerName')).toHaveAccessibleDescription(messages.Required);
    expect(field('phone')).not.toHaveAttribute('aria-invalid');
    expect(field('centerName')).toHaveFocus();
    expect(leads.calls).toEqual([]);

    await fillReferral(user);
    // Once nothing is left to fix, neither is the message.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('saves every change: one record created, then updated by its id', async () => {
    const { leads } = renderForm();
    await settle();
    const user = typist();
    await fill('centerName', 'Fjord', user);
    await elapse(autosaveTiming.saveDelayMs);
    await fill('website', 'www.fjord.example', user);
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.calls.map((c) => c.kind)).toEqual(['add', 'update']);
    expect(leads.only()).toMatchObject({ centerName: 'Fjord', website: 'www.fjord.example' });
    expect(leads.only().submitted).toBeUndefined();
  });

  it('says at once what a value no draft may hold needs, and saves the other fields meanwhile', async () => {
    const { leads } = renderForm();
    await settle();
    const user = typist();
    // Under the field's length limit, over the one of the part before the @.
    await fill('emailA', `${'a'.repeat(65)}@example.org`, user);
    expect(field('emailA')).toHaveAttribute('aria-invalid', 'true');
    expect(field('emailA')).toHaveAccessibleDescription(messages.emailLocalPartTooLong);
    await fill('centerName', 'Fjord', user);
    await fill('nameA', 'Ada', user);
    await elapse(autosaveTiming.saveDelayMs);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(leads.only()).toMatchObject({ centerName: 'Fjord', nameA: 'Ada' });
    expect(leads.only().emailA).toBeUndefined();
    // Only that field is marked: nothing was submitted.
    expect(field('website')).not.toHaveAttribute('aria-invalid');

    await fill('emailA', 'ada@example.org', user);
    await elapse(autosaveTiming.saveDelayMs);
    expect(field('emailA')).not.toHaveAttribute('aria-invalid');
    expect(leads.only().emailA).toBe('ada@example.org');
  });

  it('sends a valid referral with submitted: true, thanks the visitor and starts the next referral as a new record', async () => {
    const { leads, analytics } = renderForm();
    await settle();
    const user = typist();
    await fillReferral(user);
    await user.click(submitButton());
    await settle();

    const { _id, createdAt, updatedAt, ...stored } = leads.only();
    expect(stored).toEqual({ ...referral, centerStage: 'paper', relationship: 'guest', submitted: true, locale: 'en' });
    expect(screen.getByText(affiliateText.notices.succeeded)).toHaveFocus();
    expect(analytics.track).toHaveBeenCalledWith(analyticsEvents.affiliateSubmitted);
    // The center's details are cleared; the affiliate's own stay for the next referral.
    expect(field('centerName')).toHaveValue('');
    expect(field('contactPersonName')).toHaveValue('');
    expect(field('centerStage')).toHaveValue('');
    expect(field('nameA')).toHaveValue(referral.nameA);
    expect(field('emailA')).toHaveValue(referral.emailA);
    expect(leadMemory.read('affiliates').recordId ?? null).toBeNull();

    // The next change clears the success message and starts a second record.
    await fill('centerName', 'Casa Verde', user);
    expect(screen.queryByText(affiliateText.notices.succeeded)).toBeNull();
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.records.size).toBe(2);
    const next = [...leads.records.values()].find((r) => r._id !== _id)!;
    expect(next).toMatchObject({ centerName: 'Casa Verde', nameA: referral.nameA, emailA: referral.emailA });
    expect(next.submitted).toBeUndefined();
  });

  it('shown again in the page that sent a referral (a link away and back), keeps the affiliate’s own name and email for the next one', async () => {
    const leads = new FakeLeads('affiliates');
    const first = renderForm(leads);
    await settle();
    const user = typist();
    await fillReferral(user);
    await user.click(submitButton());
    await settle();
    expect(screen.getByText(affiliateText.notices.succeeded)).toBeInTheDocument();
    first.unmount();

    renderForm(leads);
    await settle();
    await expectNextReferral(leads);
    // Then it is one new record, with the referrer.
    await fill('centerName', 'Casa Verde', user);
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.records.size).toBe(2);
    const sent = [...leads.records.values()].find((r) => r.submitted)!;
    expect([...leads.records.values()].find((r) => r._id !== sent._id)).toMatchObject({
      centerName: 'Casa Verde',
      nameA: referral.nameA,
      emailA: referral.emailA,
    });
  });

  it('sent from another tab, starts the next referral with the affiliate’s own name and email on ‘Send another request’', async () => {
    const leads = new FakeLeads('affiliates');
    const tabs = new FakeTabs();
    renderForm(leads, tabs);
    await settle();
    const user = typist();
    await fillReferral(user);
    await elapse(autosaveTiming.saveDelayMs);
    const sent = leads.touch(leads.only()._id, { submitted: true });
    act(() => tabs.emit({ type: 'tab.sent', recordId: sent._id, at: sent.updatedAt! }));
    await settle();
    expect(screen.getByText(affiliateText.notices.sent)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.sent.again }));
    await settle();
    await expectNextReferral(leads);
  });

  it('shown again after a send the server stored but never answered here, shows the referral sent', async () => {
    const leads = new FakeLeads('affiliates');
    const first = renderForm(leads);
    await settle();
    const user = typist();
    await fillReferral(user);
    await elapse(autosaveTiming.saveDelayMs);
    leads.manual = true;
    await user.click(submitButton());
    const submit = leads.next('update');
    // The visitor leaves while the send is out; the server stores it, its answer reaches no form.
    first.unmount();
    await act(async () => submit.settle());
    leads.manual = false;

    renderForm(leads);
    await settle();
    expect(screen.getByText(affiliateText.notices.sent)).toBeInTheDocument();
    expect(screen.getByText(/^Sent on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: affiliateText.form.submit })).toBeNull();
  });

  /**
   * The center's name typed while the next `failing` saves find no network: the failure is said
   * once the pause is over, unless the visitor pressed Send on the incomplete referral first.
   */
  async function typeWhileSavesFail(failing: number, { sendIncomplete = false } = {}) {
    const leads = new FakeLeads('affiliates');
    leads.failures.push(...Array.from({ length: failing }, () => networkDown()));
    const { analytics } = renderForm(leads);
    await settle();
    const user = typist();
    await fill('centerName', 'Fjord', user);
    if (sendIncomplete) await user.click(submitButton());
    await elapse(autosaveTiming.saveDelayMs);
    expect(screen.getByRole('alert')).toHaveTextContent(sendIncomplete ? affiliateText.notices.invalid : affiliateText.notices.failed.unreachable);
    return { leads, analytics, user };
  }

  /** The referral completed while its saves still fail: the failure is said, tracked once as what it was (no network). */
  async function completeWhileSavesFail(user: UserEvent, analytics: ReturnType<typeof renderForm>['analytics']) {
    await fillReferral(user);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(affiliateText.notices.failed.unreachable);
    expect(analytics.track.mock.calls.filter(([name]) => name === analyticsEvents.affiliateSaveFailed)).toEqual([
      [analyticsEvents.affiliateSaveFailed, { reason: 'unreachable', status: 0 }],
    ]);
  }

  it('tells the visitor when a save fails, tracks it once, keeps what was typed and saves it on the retry', async () => {
    const { leads, analytics } = await typeWhileSavesFail(2);
    await elapse(retryDelayMs(1));
    expect(analytics.track.mock.calls.filter(([name]) => name === analyticsEvents.affiliateSaveFailed)).toEqual([
      [analyticsEvents.affiliateSaveFailed, { reason: 'unreachable', status: 0 }],
    ]);
    expect(field('centerName')).toHaveValue('Fjord');
    expect(leads.records.size).toBe(0);

    await elapse(retryDelayMs(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(leads.only()).toMatchObject({ centerName: 'Fjord' });
  });

  it('tracks a failing save once when the invalid-form message comes and goes over it, and says the failure again', async () => {
    const { analytics, user } = await typeWhileSavesFail(12);
    // Send on an incomplete referral: the invalid-form message takes the failure's place ...
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(affiliateText.notices.invalid);
    // ... and once the referral is complete, the failure, still going on, is said again: not tracked again.
    await completeWhileSavesFail(user, analytics);
  });

  it('tracks a save that failed under the invalid-form message with the failure it was, once the message goes', async () => {
    // The save fails while the invalid-form message is shown: the message stays until the referral is complete.
    const { analytics, user } = await typeWhileSavesFail(12, { sendIncomplete: true });
    await completeWhileSavesFail(user, analytics);
  });

  it('lets the visitor retry a submit that did not get through, without waiting for the backoff', async () => {
    const leads = new FakeLeads('affiliates');
    renderForm(leads);
    await settle();
    const user = typist();
    await fillReferral(user);
    await elapse(autosaveTiming.saveDelayMs);
    leads.failures.push(networkDown());
    await user.click(submitButton());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(affiliateText.notices.failed.unreachable);
    expect(field('centerName')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: affiliateText.form.retry }));
    await settle();
    expect(leads.only().submitted).toBe(true);
    expect(screen.getByText(affiliateText.notices.succeeded)).toBeInTheDocument();
  });
});
