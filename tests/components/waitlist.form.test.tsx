import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { autosaveTiming } from '../../machines/saveRules';
import { followUpMode } from '../../machines/waitlist.machine';
import { waitlistEvents } from '../../src/actors/waitlist';
import { brochureHref, waitlistText } from '../../src/components/waitlist/waitlistText';
import { featureOptions } from '../../src/domain/features';
import { limits } from '../../src/domain/limits';
import { messages } from '../../src/domain/messages';
import { config } from '../../src/services/config';
import { leadMemory } from '../../src/services/leadMemory';
import { FakeLeads, refused, refusedMessage, serverRefusalText } from '../support/fakeLeads';
import { elapse, renderWaitlist, settle, typist, useFreshVisit } from '../support/renderWaitlist';

const { labels, success } = waitlistText;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label (required labels end with an asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));
const submitButton = () => screen.getByRole('button', { name: waitlistText.submit });

useFreshVisit('/demo');

/** Puts a whole value in a field at once (typing key by key is covered by the autosave tests). */
async function fill(element: HTMLElement, text: string, user = typist()) {
  await user.click(element);
  await user.paste(text);
}

async function fillRequired(user = typist()) {
  await fill(field(labels.name), 'Ada Lovelace', user);
  await fill(field(labels.email), 'ada@example.org', user);
}

describe('the full form', () => {
  it('shows its fields in the spec order, each with a visible label', async () => {
    renderWaitlist();
    await settle();
    const form = screen.getByRole('form', { name: waitlistText.formName });
    const names = [...form.querySelectorAll('label, .multiselect > .field__label')].map((l) => l.textContent!.replace(' *', ''));
    expect(names.slice(0, 7)).toEqual([labels.name, labels.email, labels.hasCenter, labels.center, labels.country, labels.website, labels.interestedFeatures]);
    expect(names.filter((n) => !featureOptions.some((o) => o.label === n)).slice(7)).toEqual([
      labels.otherFeatures,
      labels.toldAboutUs,
      labels.refferalContact,
      labels.scheduleMeetingNotes,
      labels.notes,
    ]);
    expect(screen.getByText(waitlistText.hints.scheduleMeetingNotes)).toBeInTheDocument();
    expect(field(labels.name)).toBeRequired();
    expect(field(labels.email)).toHaveAttribute('type', 'email');
    expect(submitButton()).toBeEnabled();
  });

  it('reveals center name, country and website when the visitor has a center, the name marked required', async () => {
    renderWaitlist();
    await settle();
    expect(field(labels.center)).not.toBeVisible();
    await typist().click(screen.getByLabelText(labels.hasCenter));
    expect(field(labels.center)).toBeVisible();
    expect(field(labels.center)).toBeRequired();
    expect(field(labels.country)).toBeVisible();
    expect(field(labels.website)).toBeVisible();
  });

  it('reveals the referral contact when someone told the visitor about us', async () => {
    renderWaitlist();
    await settle();
    expect(field(labels.refferalContact)).not.toBeVisible();
    await typist().click(screen.getByLabelText(labels.toldAboutUs));
    expect(field(labels.refferalContact)).toBeVisible();
  });

  it('shows the missing fields next to them, announces them and moves the focus to the first', async () => {
    const { leads } = renderWaitlist();
    await settle();
    await typist().click(submitButton());
    expect(field(labels.name)).toHaveAccessibleDescription(messages.Required);
    expect(field(labels.name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(labels.email)).toHaveAccessibleDescription(messages.emailRequired);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fieldsToFix(2));
    expect(field(labels.name)).toHaveFocus();
    expect(leads.calls).toEqual([]);
  });

  it('refuses an email the spec rules reject', async () => {
    renderWaitlist();
    await settle();
    const user = typist();
    await fill(field(labels.name), 'Ada', user);
    await fill(field(labels.email), `${'a'.repeat(65)}@example.org`, user);
    await user.click(submitButton());
    // Leaving the field saved the draft, which the server refuses too: either message names the fault.
    const either = [messages.Email, refusedMessage].map((m) => m.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
    expect(field(labels.email)).toHaveAccessibleDescription(new RegExp(`^(${either})$`));
  });

  it('requires the center name only when the visitor has a center', async () => {
    renderWaitlist();
    await settle();
    const user = typist();
    await fillRequired(user);
    await user.click(screen.getByLabelText(labels.hasCenter));
    await user.click(submitButton());
    expect(field(labels.center)).toHaveAccessibleDescription(messages.Required);
    await user.click(screen.getByLabelText(labels.hasCenter));
    await user.click(submitButton());
    expect(await screen.findByText(success.full)).toBeInTheDocument();
  });

  it('takes an error away as soon as its field is fixed', async () => {
    renderWaitlist();
    await settle();
    const user = typist();
    await user.click(submitButton());
    await fill(field(labels.name), 'Ada', user);
    expect(field(labels.name)).not.toHaveAttribute('aria-invalid');
    expect(field(labels.email)).toHaveAccessibleDescription(messages.emailRequired);
  });

  it('stores the entry exactly as typed with status submitted, then shows the success message instead of the form', async () => {
    const onSubmitted = vi.fn();
    const { leads, analytics } = renderWaitlist({ onSubmitted });
    await settle();
    const user = typist();
    await fillRequired(user);
    await user.click(screen.getByLabelText(labels.hasCenter));
    await fill(field(labels.center), 'Sunrise Center', user);
    await fill(field(labels.country), 'Norway', user);
    await fill(field(labels.website), 'www.sunrise.no', user);
    await user.click(screen.getByRole('button', { name: new RegExp(labels.interestedFeatures) }));
    await user.click(screen.getByLabelText('Bookings'));
    await user.click(screen.getByLabelText('Kitchen management'));
    await fill(field(labels.otherFeatures), 'Yoga classes', user);
    await user.click(screen.getByLabelText(labels.toldAboutUs));
    await fill(field(labels.refferalContact), 'Maria, +47 123', user);
    await fill(field(labels.scheduleMeetingNotes), 'Tuesday 10:00 CET', user);
    await fill(field(labels.notes), 'Thank you', user);
    await user.click(submitButton());
    await settle();

    expect(leads.creates).toBe(1);
    const { _id, createdAt, updatedAt, ...stored } = leads.only();
    expect(stored).toEqual({
      status: 'submitted',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      hasCenter: true,
      center: 'Sunrise Center',
      country: 'Norway',
      website: 'www.sunrise.no',
      interestedFeatures: ['bookings', 'kitchen'],
      otherFeatures: 'Yoga classes',
      refferalContact: 'Maria, +47 123',
      scheduleMeetingNotes: 'Tuesday 10:00 CET',
      notes: 'Thank you',
      locale: 'en', // the page's language, so the team answers in it (issue 17)
    });
    expect(document.activeElement).toHaveTextContent(success.full);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: waitlistText.submit })).not.toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(analytics.identify).toHaveBeenCalledWith('ada@example.org');
    expect(analytics.track).toHaveBeenCalledWith(waitlistEvents.submitted, { layout: 'full' });
    expect(leadMemory.read('waitlist-records').recordId ?? null).toBeNull();
  });

  it('shown again after submitting (a link away and back), shows the request sent; "Send another request" starts an empty form', async () => {
    const leads = new FakeLeads();
    const first = renderWaitlist({}, { leads });
    await settle();
    await fillRequired();
    await typist().click(submitButton());
    await settle();
    first.unmount();
    renderWaitlist({}, { leads });
    await settle();
    expect(screen.queryByRole('button', { name: waitlistText.submit })).not.toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: messages.sent.again }));
    await settle();
    expect(field(labels.name)).toHaveValue('');
    expect(leads.calls.filter((c) => c.kind === 'get')).toEqual([]);
  });

  it('shows "Submitting…" and keeps the fields read-only until the server has the entry', async () => {
    const leads = new FakeLeads();
    renderWaitlist({}, { leads });
    await settle();
    await fillRequired();
    await elapse(autosaveTiming.saveDelayMs);
    leads.manual = true;
    await typist().click(submitButton());
    expect(screen.getByRole('button', { name: waitlistText.submitting })).toBeDisabled();
    expect(field(labels.name)).toHaveAttribute('readonly');
    await act(async () => leads.next('update').settle());
    await settle();
    expect(screen.getByText(success.full)).toBeInTheDocument();
  });

  it('shows a field the server refuses next to it and lets the visitor submit again', async () => {
    const leads = new FakeLeads();
    renderWaitlist({}, { leads });
    await settle();
    await fillRequired();
    await elapse(autosaveTiming.saveDelayMs);
    leads.failures.push(refused('email'));
    await typist().click(submitButton());
    await settle();
    expect(field(labels.email)).toHaveAccessibleDescription(refusedMessage);
    expect(submitButton()).toBeEnabled();
    await typist().click(submitButton());
    await settle();
    expect(screen.getByText(success.full)).toBeInTheDocument();
    expect(leads.only()).toMatchObject({ status: 'submitted' });
  });

  it('says a refusal in its own words, and one it cannot name as the generic message', async () => {
    const leads = new FakeLeads();
    renderWaitlist({}, { leads });
    await settle();
    await fillRequired();
    await elapse(autosaveTiming.saveDelayMs);
    // The server's text is English for API clients; the form says the reason in its page's language.
    leads.failures.push(refused('email', null));
    await typist().click(submitButton());
    await settle();
    expect(field(labels.email)).toHaveAccessibleDescription(messages.invalid);
    expect(screen.queryByText(serverRefusalText)).toBeNull();
  });

  // Issue 20: autofill and Enter, or a deferred island replaying the press that woke it.
  it('keeps a submit pressed before the stored draft has come back, and sends it once it has', async () => {
    const leads = new FakeLeads();
    leads.records.set('r1', { _id: 'r1', name: 'Ada', email: 'ada@example.org', status: 'draft' });
    leadMemory.write('waitlist-records', { recordId: 'r1' });
    leads.manual = true;
    renderWaitlist({}, { leads });
    await settle();
    await typist().click(submitButton());
    await settle();
    // Held: nothing is sent before the stored draft is known.
    expect(leads.calls.map((c) => c.kind)).toEqual(['get']);
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    leads.manual = false;
    await act(async () => leads.next('get').settle());
    await settle();
    expect(screen.getByText(waitlistText.success.full)).toBeInTheDocument();
    expect(leads.only()).toMatchObject({ _id: 'r1', name: 'Ada', status: 'submitted' });
  });

  it("says what a paste beyond a field's limit left out, and counts the characters near the limit", async () => {
    renderWaitlist();
    await settle();
    const user = typist();
    const notes = field(labels.notes) as HTMLTextAreaElement;
    expect(notes).not.toHaveAccessibleDescription(/characters/);
    await fill(notes, 'x'.repeat(limits.freeText + 1000), user);
    expect(notes.value).toHaveLength(limits.freeText);
    expect(notes).toHaveAccessibleDescription('Only the first 5,000 characters fit. The last 1,000 characters you pasted were left out.');
    await user.keyboard('{Backspace}');
    expect(notes).toHaveAccessibleDescription('4,999 of 5,000 characters');
    await user.clear(notes);
    expect(notes).not.toHaveAccessibleDescription(/characters/);
  });

  it('offers contact email, phone and the brochure beside the form', async () => {
    renderWaitlist();
    await settle();
    const panel = screen.getByRole('complementary', { name: waitlistText.contact.heading });
    expect(within(panel).getByRole('link', { name: config.contact.email })).toHaveAttribute('href', `mailto:${config.contact.email}`);
    expect(within(panel).getByRole('link', { name: config.contact.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+\d+$/));
    expect(within(panel).getByRole('link', { name: waitlistText.contact.brochure })).toHaveAttribute('href', brochureHref);
  });

  it('can leave out its title bar and its contact panel', async () => {
    renderWaitlist({ showNavBar: false, showContactUsDetails: false });
    await settle();
    expect(screen.queryByRole('heading', { name: waitlistText.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('the feature picker', () => {
  it('groups the 18 features under Reception, Medical and Others and closes with Escape', async () => {
    renderWaitlist();
    await settle();
    const user = typist();
    const opener = screen.getByRole('button', { name: new RegExp(labels.interestedFeatures) });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Reception', 'Medical', 'Others']) {
      const options = within(screen.getByRole('group', { name: group })).getAllByRole('checkbox');
      expect(options.map((o) => o.getAttribute('value'))).toEqual(featureOptions.filter((o) => o.group === group).map((o) => o.value));
    }
    await user.click(screen.getByLabelText('Statistics'));
    await user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
    expect(opener).toHaveTextContent('1 selected: Statistics');
  });
});

describe('the features query parameter', () => {
  it('selects the features the URL names', async () => {
    history.replaceState(null, '', '/demo?features=guests,kitchen');
    renderWaitlist({ syncWithUrl: true });
    await settle();
    await typist().click(screen.getByRole('button', { name: new RegExp(labels.interestedFeatures) }));
    expect(screen.getByLabelText('Guests data management')).toBeChecked();
    expect(screen.getByLabelText('Kitchen management')).toBeChecked();
    expect(screen.getByLabelText('Bookings')).not.toBeChecked();
  });

  it('writes the selection to the URL, keeping the hash, and removes the parameter when empty', async () => {
    history.replaceState(null, '', '/demo?features=guests#form');
    renderWaitlist({ syncWithUrl: true });
    await settle();
    const user = typist();
    await user.click(screen.getByRole('button', { name: new RegExp(labels.interestedFeatures) }));
    await user.click(screen.getByLabelText('Bookings'));
    expect(location.search).toBe('?features=guests,bookings');
    expect(location.hash).toBe('#form');
    await user.click(screen.getByLabelText('Guests data management'));
    await user.click(screen.getByLabelText('Bookings'));
    expect(location.search).toBe('');
    expect(location.hash).toBe('#form');
  });

  it('follows the URL when it changes under the form', async () => {
    renderWaitlist({ syncWithUrl: true });
    await settle();
    await act(async () => {
      history.pushState(null, '', '/demo?features=research');
    });
    await typist().click(screen.getByRole('button', { name: new RegExp(labels.interestedFeatures) }));
    expect(screen.getByLabelText('Research')).toBeChecked();
  });

  it('is left alone by a form that does not sync with the URL', async () => {
    history.replaceState(null, '', '/?features=guests');
    renderWaitlist();
    await settle();
    const user = typist();
    await user.click(screen.getByRole('button', { name: new RegExp(labels.interestedFeatures) }));
    expect(screen.getByLabelText('Guests data management')).not.toBeChecked();
    await user.click(screen.getByLabelText('Bookings'));
    expect(location.search).toBe('?features=guests');
  });
});

describe('follow-up email mode', () => {
  it('prefills the email, tracks the mode, and creates nothing until the visitor acts', async () => {
    history.replaceState(null, '', `/demo?mode=${followUpMode}&email=ada%40example.org`);
    const { leads, analytics } = renderWaitlist({ syncWithUrl: true });
    await settle();
    expect(field(labels.email)).toHaveValue('ada@example.org');
    expect(analytics.register).toHaveBeenCalledWith({ mode: followUpMode });
    expect(analytics.track).toHaveBeenCalledWith(waitlistEvents.modeOpened, { mode: followUpMode });
    expect(analytics.identify).toHaveBeenCalledWith('ada@example.org');
    await elapse(autosaveTiming.saveDelayMs * 2);
    expect(leads.calls).toEqual([]);
    await typist().type(field(labels.name), 'Ada');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.only()).toMatchObject({ name: 'Ada', email: 'ada@example.org' });
  });
});

describe('analytics', () => {
  it('tracks a field change once per field, by name only', async () => {
    const { analytics } = renderWaitlist();
    await settle();
    const user = typist();
    await user.type(field(labels.name), 'Ada');
    await fill(field(labels.email), 'ada@example.org', user);
    await user.type(field(labels.name), ' L');
    expect(analytics.track.mock.calls).toEqual([
      [waitlistEvents.fieldChanged, { field: 'name', layout: 'full' }],
      [waitlistEvents.fieldChanged, { field: 'email', layout: 'full' }],
      [waitlistEvents.fieldChanged, { field: 'name', layout: 'full' }],
    ]);
    expect(analytics.identify).not.toHaveBeenCalled();
  });
});

describe('the pricing short form', () => {
  const pricing = { shortForm: true, showNavBar: false, showContactUsDetails: false } as const;

  it('asks for the email only, without title bar or contact panel', async () => {
    renderWaitlist(pricing);
    await settle();
    const form = screen.getByRole('form');
    expect(within(form).getAllByRole('textbox')).toEqual([field(labels.shortEmail)]);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it("says 'Please enter your email' on an empty submit", async () => {
    renderWaitlist(pricing);
    await settle();
    await typist().click(submitButton());
    expect(field(labels.shortEmail)).toHaveAccessibleDescription('Please enter your email');
  });

  it("stores a sent lead at once, and completes that same record in the full form after 'click here', with the email restored", async () => {
    const onSubmitted = vi.fn();
    const { leads } = renderWaitlist({ ...pricing, onSubmitted });
    await settle();
    const user = typist();
    await fill(field(labels.shortEmail), 'ada@example.org', user);
    await user.click(submitButton());
    await settle();
    expect(screen.getByText(success.short)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    const id = leads.only()._id;
    // A sent lead (counted, exported, kept like one), marked as the pricing page's.
    expect(leads.only()).toMatchObject({ email: 'ada@example.org', status: 'submitted', shortForm: true });

    await user.click(screen.getByRole('button', { name: success.expandAction }));
    expect(screen.queryByText(success.short)).not.toBeInTheDocument();
    expect(field(labels.email)).toHaveValue('ada@example.org');
    expect(field(labels.name)).toHaveFocus();

    await fill(field(labels.name), 'Ada', user);
    await elapse(autosaveTiming.saveDelayMs);
    // The sent lead takes no draft: nothing is saved (nor said to be) before the full form's submit.
    expect(leads.only()).toMatchObject({ status: 'submitted', shortForm: true });
    expect(leads.only()).not.toHaveProperty('name');
    expect(screen.queryByText(messages.saveStatus.saved)).not.toBeInTheDocument();
    await user.click(submitButton());
    await settle();
    expect(screen.getByText(success.full)).toBeInTheDocument();
    expect(leads.creates).toBe(1);
    expect(leads.only()).toMatchObject({ _id: id, name: 'Ada', email: 'ada@example.org', status: 'submitted' });
    expect(leads.only()).not.toHaveProperty('shortForm');
    expect(onSubmitted).toHaveBeenCalledTimes(2);
  });
});
