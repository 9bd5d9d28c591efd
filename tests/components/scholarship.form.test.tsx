import { act, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { autosaveTiming } from '../../machines/saveRules';
import { bindScholarship } from '../../src/actors/scholarship';
import { scholarshipFieldOrder } from '../../src/components/scholarship/ScholarshipFields';
import { ScholarshipForm } from '../../src/components/scholarship/ScholarshipForm';
import { scholarshipText } from '../../src/content/scholarship';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import { messages } from '../../src/domain/messages';
import { leadMemory } from '../../src/services/leadMemory';
import { FakeLeads, refused, refusedMessage } from '../support/fakeLeads';
import { elapse, fakeAnalytics, settle, typist, useFreshVisit } from '../support/renderWaitlist';

/** The application form on its real machine and bindings; the leads API and analytics are fakes. */
const text = scholarshipText.form;
type Label = keyof typeof text.labels;

useFreshVisit();

function renderForm(leads = new FakeLeads('scholarship-applications')) {
  const analytics = fakeAnalytics();
  const view = render(<ScholarshipForm logic={bindScholarship({ saving: { client: leads }, analytics, log: vi.fn() })} />);
  return { ...view, leads, analytics };
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (name: Label) => screen.getByLabelText(new RegExp(`^${escape(text.labels[name])}( \\*)?$`)) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: text.submit });
const missing = () => screen.queryByText(text.missing)?.parentElement ?? null;

const application = {
  centerName: 'Casa Verde',
  country: 'Romania',
  contactPersonName: 'Ioana Pop',
  position: 'Director',
  email: 'ioana@casaverde.example',
  phone: '+40 700 000 001',
  message: 'We opened in March and welcome twelve guests a week.',
};

async function fillApplication(user: UserEvent, except?: Label) {
  for (const [name, value] of Object.entries(application)) {
    if (name === except) continue;
    await user.click(field(name as Label));
    await user.paste(value);
  }
  if (except !== 'situation') await user.selectOptions(field('situation'), 'new');
  await user.type(field('sponsorsContacted'), '7');
}

describe('the scholarship application', () => {
  it('cannot be sent while incomplete, and says what is missing', async () => {
    const { leads } = renderForm();
    await settle();
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(missing()).toHaveTextContent(
      `${text.missing}Center nameCountryYour nameYour emailYour center’s situationTell us about your center and the support it needs`,
    );
    expect(sendButton()).toHaveAccessibleDescription(/To send your application, please complete:/);

    const user = typist();
    await fillApplication(user, 'message');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(missing()).toHaveTextContent(`${text.missing}${text.labels.message}`);
    // Pressing it anyway sends nothing and takes the visitor to what is missing.
    await user.click(sendButton());
    await elapse(autosaveTiming.saveDelayMs);
    expect(field('message')).toHaveFocus();
    expect(leads.only().status).toBe('draft');
  });

  it('announces the fields to fix when sent incomplete, marks them and takes the visitor to the first on the page', async () => {
    const { leads } = renderForm();
    await settle();
    const user = typist();
    for (const name of ['centerName', 'position', 'email', 'phone', 'message'] as const) {
      await user.click(field(name));
      await user.paste(application[name]);
    }
    await user.selectOptions(field('situation'), 'new');
    // Listed as the page shows them: Country comes before Your name.
    expect(missing()).toHaveTextContent(`${text.missing}${text.labels.country}${text.labels.contactPersonName}`);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fieldsToFix(2));
    expect(field('country')).toHaveFocus();
    expect(field('country')).toHaveAttribute('aria-invalid', 'true');
    expect(field('country')).toHaveAccessibleDescription(messages.Required);
    expect(field('contactPersonName')).toHaveAttribute('aria-invalid', 'true');
    expect(field('centerName')).not.toHaveAttribute('aria-invalid');

    // The marks follow the typing; the announcement goes once nothing is left to fix.
    await user.type(field('country'), 'Romania');
    expect(field('country')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fieldsToFix(2));
    await user.type(field('contactPersonName'), 'Ioana');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.only().status).toBe('draft');
  });

  it('shows its fields in the order the list of what is missing follows', async () => {
    renderForm();
    await settle();
    const names = [...document.querySelectorAll('form [name]')].map((e) => e.getAttribute('name')).filter((n) => n! in text.labels);
    expect(names).toEqual([...scholarshipFieldOrder]);
  });

  it('names a wrong email among what is missing', async () => {
    renderForm();
    await settle();
    const user = typist();
    await user.type(field('email'), 'ioana@');
    expect(missing()).toHaveTextContent(`${text.labels.email}: ${messages.Email}`);
  });

  it('saves the application as it is typed: one record, created then updated', async () => {
    const { leads } = renderForm();
    await settle();
    const user = typist();
    await user.type(field('centerName'), 'Casa');
    await elapse(autosaveTiming.saveDelayMs);
    await user.type(field('country'), 'Romania');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.calls.map((c) => c.kind)).toEqual(['add', 'update']);
    expect(leads.only()).toMatchObject({ centerName: 'Casa', country: 'Romania', status: 'draft' });
  });

  it('sends a complete application with status submitted and thanks the visitor in place of the form', async () => {
    const { leads, analytics } = renderForm();
    await settle();
    const user = typist();
    await fillApplication(user);
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
    expect(missing()).toBeNull();
    await user.click(sendButton());
    await settle();
    const { _id, createdAt, updatedAt, ...stored } = leads.only();
    expect(stored).toEqual({ ...application, situation: 'new', sponsorsContacted: 7, status: 'submitted', locale: 'en' });
    expect(screen.getByText(text.success)).toHaveFocus();
    expect(screen.queryByRole('form')).toBeNull();
    expect(analytics.track).toHaveBeenCalledWith(analyticsEvents.scholarshipSubmitted);
    expect(leadMemory.read('scholarship-applications').recordId ?? null).toBeNull();
  });

  it('keeps what was typed in a new record when the owner deleted the draft, under a key a reload would repeat', async () => {
    const leads = new FakeLeads('scholarship-applications');
    renderForm(leads);
    await settle();
    const user = typist();
    await user.type(field('centerName'), 'Casa');
    await elapse(autosaveTiming.saveDelayMs);
    leads.records.delete(leads.only()._id);
    leads.manual = true;
    await user.type(field('country'), 'Romania');
    await elapse(autosaveTiming.saveDelayMs);
    await act(async () => leads.next('update').settle());
    await settle();
    // The update found the record gone (404); the create of its replacement is on its way.
    const create = leads.next('add');
    expect(leadMemory.read('scholarship-applications').key).toBe(create.call.idempotencyKey);
    await act(async () => create.settle());
    await settle();
    expect(leads.only()).toMatchObject({ centerName: 'Casa', country: 'Romania', status: 'draft' });
  });

  it('comes back after a reload, continuing the same record', async () => {
    const leads = new FakeLeads('scholarship-applications');
    const first = renderForm(leads);
    await settle();
    const user = typist();
    await user.type(field('centerName'), 'Casa Verde');
    await elapse(autosaveTiming.saveDelayMs);
    first.unmount();
    renderForm(leads);
    await settle();
    expect(field('centerName')).toHaveValue('Casa Verde');
    await user.type(field('country'), 'Romania');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.creates).toBe(1);
    expect(leads.only()).toMatchObject({ centerName: 'Casa Verde', country: 'Romania' });
  });

  it.each(['1001', '2.5', '-3'])('says what the number of sponsors takes (%s), and saves the other fields meanwhile', async (typed) => {
    const { leads } = renderForm();
    await settle();
    const user = typist();
    await user.type(field('centerName'), 'Casa Verde');
    await elapse(autosaveTiming.saveDelayMs);
    const sponsors = field('sponsorsContacted');
    expect(sponsors).toHaveAttribute('min', '0');
    expect(sponsors).toHaveAttribute('max', '1000');
    expect(sponsors).toHaveAttribute('step', '1');
    expect(sponsors).toHaveAccessibleDescription(text.hints.sponsorsContacted);
    expect(text.hints.sponsorsContacted).toContain('whole number from 0 to 1000');

    await user.type(sponsors, typed);
    expect(sponsors).toHaveAttribute('aria-invalid', 'true');
    expect(sponsors).toHaveAccessibleDescription(expect.stringContaining(messages.wholeNumber(0, 1000)));
    await user.type(field('country'), 'Romania');
    await user.type(field('message'), 'We need help.');
    await elapse(autosaveTiming.saveDelayMs);
    // Every save went through (none refused), and the server has all but the wrong number.
    expect(screen.queryByText(messages.saveStatus.rejected)).toBeNull();
    const { sponsorsContacted, ...stored } = leads.only();
    expect(sponsorsContacted).toBeUndefined();
    expect(stored).toMatchObject({ centerName: 'Casa Verde', country: 'Romania', message: 'We need help.', status: 'draft' });
    expect(missing()).toHaveTextContent(`${text.labels.sponsorsContacted}: ${messages.wholeNumber(0, 1000)}`);

    // Corrected, it is saved and its error goes.
    await user.clear(sponsors);
    await user.type(sponsors, '12');
    await elapse(autosaveTiming.saveDelayMs);
    expect(sponsors).not.toHaveAttribute('aria-invalid');
    expect(leads.only().sponsorsContacted).toBe(12);
  });

  it('shows what the server refused next to its field', async () => {
    const leads = new FakeLeads('scholarship-applications');
    leads.failures.push(refused('position'));
    renderForm(leads);
    await settle();
    await typist().type(field('position'), 'Boss');
    await elapse(autosaveTiming.saveDelayMs);
    expect(field('position')).toHaveAttribute('aria-invalid', 'true');
    expect(field('position')).toHaveAccessibleDescription(refusedMessage);
  });
});
