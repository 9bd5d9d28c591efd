import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { autosaveTiming, retryDelayMs } from '../../machines/saveRules';
import { WaitlistForm } from '../../src/components/waitlist/WaitlistForm';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messages } from '../../src/domain/messages';
import { leadMemory } from '../../src/services/leadMemory';
import { ApiError } from '../../src/services/api';
import { FakeLeads, networkDown } from '../support/fakeLeads';
import { elapse, renderWaitlist, settle, typist, useFreshVisit } from '../support/renderWaitlist';

const { labels } = waitlistText;

useFreshVisit('/demo');

describe('saving as the visitor types', () => {
  it('creates exactly one record under ten rapid changes, then saves the last of them', async () => {
    const leads = new FakeLeads();
    leads.manual = true;
    renderWaitlist({}, { leads });
    await settle();
    const user = typist();
    const name = screen.getByLabelText(new RegExp(labels.name));
    await user.type(name, 'A');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.pending.map((p) => p.call.kind)).toEqual(['add']);

    // Ten changes while the first save is on its way.
    await user.type(name, 'da Lovelac');
    await elapse(autosaveTiming.saveDelayMs * 3);
    expect(leads.calls.map((c) => c.kind)).toEqual(['add']);

    await act(async () => leads.next('add').settle());
    await settle();
    // What was typed meanwhile is saved on the same cadence: once the visitor has paused.
    expect(leads.pending).toEqual([]);
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.pending.map((p) => p.call.kind)).toEqual(['update']);
    await act(async () => leads.next('update').settle());
    await settle();

    expect(leads.maxInFlight).toBe(1);
    expect(leads.only()).toMatchObject({ name: 'Ada Lovelac', status: 'draft' });
    expect(screen.getByText(messages.saveStatus.saved)).toBeInTheDocument();
  });

  it('coalesces a burst of typing into one save', async () => {
    const { leads } = renderWaitlist();
    await settle();
    await typist().type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    expect(screen.getByText(messages.saveStatus.saving)).toBeInTheDocument();
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.calls.map((c) => c.kind)).toEqual(['add']);
    expect(leads.only()).toMatchObject({ name: 'Ada' });
  });

  it('loses no change when the server fails twice and then recovers', async () => {
    const leads = new FakeLeads();
    leads.failures.push(networkDown(), networkDown());
    const { log } = renderWaitlist({}, { leads });
    await settle();
    const user = typist();
    await user.type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    await elapse(autosaveTiming.saveDelayMs);
    expect(screen.getByRole('status')).toHaveTextContent(messages.saveStatus.offline);

    // Typing goes on while the form waits to retry.
    await user.type(screen.getByLabelText(new RegExp(labels.email)), 'ada@example.org');
    await elapse(autosaveTiming.retryBaseMs);
    expect(leads.calls).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(messages.saveStatus.offline);

    await elapse(autosaveTiming.retryBaseMs * 2);
    expect(leads.calls).toHaveLength(3);
    expect(leads.only()).toMatchObject({ name: 'Ada', email: 'ada@example.org' });
    expect(screen.getByText(messages.saveStatus.saved)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByLabelText(new RegExp(labels.name))).toHaveValue('Ada');
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('says the server is not answering, not that the visitor is offline, while it answers 503, and saves once it is back', async () => {
    const leads = new FakeLeads();
    const unavailable = () => new ApiError(503, 'Service Unavailable', 'The database is not available right now. Please try again shortly.');
    leads.failures.push(unavailable(), networkDown());
    renderWaitlist({}, { leads });
    await settle();
    await typist().type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    await elapse(autosaveTiming.saveDelayMs);
    expect(screen.getByRole('status')).toHaveTextContent(messages.saveStatus.unavailable);
    expect(screen.getByRole('status')).not.toHaveTextContent(messages.saveStatus.offline);

    // The next try finds no connection at all: that is what the form says then.
    await elapse(autosaveTiming.retryBaseMs);
    expect(screen.getByRole('status')).toHaveTextContent(messages.saveStatus.offline);

    await elapse(autosaveTiming.retryBaseMs * 2);
    expect(leads.only()).toMatchObject({ name: 'Ada' });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('retries at once when the connection comes back', async () => {
    const leads = new FakeLeads();
    leads.failures.push(networkDown());
    renderWaitlist({}, { leads });
    await settle();
    await typist().type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.records.size).toBe(0);
    await act(async () => window.dispatchEvent(new Event('online')));
    await settle();
    expect(leads.only()).toMatchObject({ name: 'Ada' });
  });

  it('saves a pending change at once, with keepalive, when the visitor leaves the page', async () => {
    const { leads } = renderWaitlist();
    await settle();
    await typist().type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    expect(leads.calls).toHaveLength(0);
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    await settle();
    expect(leads.calls).toEqual([expect.objectContaining({ kind: 'add', keepalive: true })]);
    expect(leads.only()).toMatchObject({ name: 'Ada' });
  });

  it('creates one record when rendered in StrictMode, as the app is (effects run twice there)', async () => {
    const leads = new FakeLeads();
    const { logic } = renderWaitlist({}, { leads });
    cleanup();
    render(
      <StrictMode>
        <WaitlistForm logic={logic} />
      </StrictMode>,
    );
    await settle();
    await typist().type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.only()).toMatchObject({ name: 'Ada' });
  });

  it('saves a pending change when the form goes away with its page inside the app', async () => {
    const { leads, unmount } = renderWaitlist();
    await settle();
    await typist().type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    unmount();
    await settle();
    expect(leads.only()).toMatchObject({ name: 'Ada' });
    // The device keeps the lead (its key, or its record): the page shown again goes on with that one record.
    renderWaitlist({}, { leads });
    await settle();
    expect(screen.getByLabelText(new RegExp(labels.name))).toHaveValue('Ada');
    expect(leads.records.size).toBe(1);
    expect(leadMemory.read('waitlist-records').recordId ?? null).toBe(leads.only()._id);
  });
});

describe('draft restore', () => {
  it('shows the saved draft again after a reload and goes on updating the same record', async () => {
    const leads = new FakeLeads();
    const first = renderWaitlist({}, { leads });
    await settle();
    const user = typist();
    await user.type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    await user.type(screen.getByLabelText(new RegExp(labels.email)), 'ada@example.org');
    await user.click(screen.getByLabelText(labels.hasCenter));
    await user.type(screen.getByLabelText(new RegExp(labels.center)), 'Sunrise Center');
    await elapse(autosaveTiming.saveDelayMs);
    const id = leads.only()._id;
    first.unmount();

    renderWaitlist({}, { leads });
    await settle();
    expect(screen.getByLabelText(new RegExp(labels.name))).toHaveValue('Ada');
    expect(screen.getByLabelText(new RegExp(labels.email))).toHaveValue('ada@example.org');
    expect(screen.getByLabelText(labels.hasCenter)).toBeChecked();
    expect(screen.getByLabelText(new RegExp(labels.center))).toHaveValue('Sunrise Center');

    await user.type(screen.getByLabelText(labels.notes), 'Hello');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.only()).toMatchObject({ _id: id, name: 'Ada', center: 'Sunrise Center', notes: 'Hello' });
  });

  it('starts a new draft when the stored one is gone from the server', async () => {
    const leads = new FakeLeads();
    leadMemory.write('waitlist-records', { recordId: 'deleted-record' });
    renderWaitlist({}, { leads });
    await settle();
    expect(leadMemory.read('waitlist-records').recordId ?? null).toBeNull();
    await typist().type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.only()).toMatchObject({ name: 'Ada' });
  });

  it('keeps what was typed while the stored draft was loading', async () => {
    const leads = new FakeLeads();
    leads.records.set('r1', { _id: 'r1', name: 'Ada', email: 'ada@example.org', status: 'draft' });
    leadMemory.write('waitlist-records', { recordId: 'r1' });
    leads.manual = true;
    renderWaitlist({}, { leads });
    await settle();
    await typist().type(screen.getByLabelText(labels.notes), 'Call me');
    await act(async () => leads.next('get').settle());
    await settle();
    expect(screen.getByLabelText(new RegExp(labels.name))).toHaveValue('Ada');
    expect(screen.getByLabelText(labels.notes)).toHaveValue('Call me');
    await elapse(autosaveTiming.saveDelayMs);
    await act(async () => leads.next('update').settle());
    expect(leads.only()).toMatchObject({ name: 'Ada', notes: 'Call me' });
  });
});

describe("the pricing page's full form, completing the short form's lead", () => {
  it('opens again after a reload with what was typed in it, and its Submit completes that same lead', async () => {
    const leads = new FakeLeads();
    const first = renderWaitlist({ shortForm: true }, { leads });
    await settle();
    const user = typist();
    await user.type(screen.getByLabelText(new RegExp(labels.shortEmail)), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: waitlistText.submit }));
    await settle();
    await user.click(screen.getByRole('button', { name: waitlistText.success.expandAction }));
    await settle();
    await user.type(screen.getByLabelText(new RegExp(`^${labels.name}`)), 'Ada Lovelace');
    await user.type(screen.getByLabelText(labels.notes), 'Call me after six');
    await elapse(autosaveTiming.saveDelayMs);
    // Nothing of the completion reaches the server before its Submit (the server takes it once).
    expect(leads.only()).toMatchObject({ email: 'ada@example.org', shortForm: true, status: 'submitted' });
    expect(leads.only().name).toBeUndefined();
    first.unmount();

    renderWaitlist({ shortForm: true }, { leads });
    await settle();
    expect(screen.getByLabelText(new RegExp(`^${labels.name}`))).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(labels.notes)).toHaveValue('Call me after six');
    await user.click(screen.getByRole('button', { name: waitlistText.submit }));
    await settle();
    expect(screen.getByText(waitlistText.success.full)).toBeInTheDocument();
    expect(leads.only()).toMatchObject({ email: 'ada@example.org', name: 'Ada Lovelace', notes: 'Call me after six', status: 'submitted' });
    // Completed: a later visit is thanked, with no form to complete it again.
    expect(leadMemory.read('waitlist-records').sent?.completion).toBeUndefined();
  });

  it("makes a lead of its own of a completion the server refuses as another person's, and leaves the short lead as it was", async () => {
    const leads = new FakeLeads();
    renderWaitlist({ shortForm: true }, { leads });
    await settle();
    const user = typist();
    await user.type(screen.getByLabelText(new RegExp(labels.shortEmail)), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: waitlistText.submit }));
    await settle();
    const short = leads.only()._id;
    await user.click(screen.getByRole('button', { name: waitlistText.success.expandAction }));
    await settle();
    // The next person at this computer completes it with their own address.
    const email = screen.getByLabelText(new RegExp(`^${labels.email}`));
    await user.clear(email);
    await user.type(email, 'grace@example.org');
    await user.type(screen.getByLabelText(new RegExp(`^${labels.name}`)), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: waitlistText.submit }));
    await settle();
    expect(screen.getByText(waitlistText.success.full)).toBeInTheDocument();
    const records = [...leads.records.values()];
    expect(records).toHaveLength(2);
    expect(leads.records.get(short)).toMatchObject({ email: 'ada@example.org', shortForm: true, status: 'submitted' });
    expect(records.find((r) => r._id !== short)).toMatchObject({ email: 'grace@example.org', name: 'Grace Hopper', status: 'submitted' });
    expect(leadMemory.read('waitlist-records').sent?.recordId).not.toBe(short);
  });
});

describe('a failing save', () => {
  // The form owns its saving (issue 33): no child that can stop, so no 'stalled' form and no
  // 'Try again'. What the old tests of a broken autosave proved is proved of a failing save:
  // nothing typed is lost, the retry saves it to one record, and a form left meanwhile is quiet.
  const cases = [
    { when: 'after its record was created', savedFirst: true },
    { when: 'before any record exists', savedFirst: false },
  ];

  it.each(cases)('keeps what was typed when a save fails $when, and the retry saves it to one record', async ({ savedFirst }) => {
    const leads = new FakeLeads();
    const { log } = renderWaitlist({}, { leads });
    await settle();
    const user = typist();
    await user.type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    if (savedFirst) await elapse(autosaveTiming.saveDelayMs);
    const id = savedFirst ? leads.only()._id : undefined;

    leads.failures.push(networkDown());
    await user.type(screen.getByLabelText(new RegExp(labels.email)), 'ada@example.org');
    await elapse(autosaveTiming.saveDelayMs);
    expect(log).toHaveBeenCalledWith('[waitlist-records] save failed, will retry', expect.any(Error));

    // The form still works: what was typed is there and more can be typed.
    expect(screen.getByLabelText(new RegExp(labels.name))).toHaveValue('Ada');
    expect(screen.getByLabelText(new RegExp(labels.email))).toHaveValue('ada@example.org');
    await user.type(screen.getByLabelText(labels.notes), 'Call me');
    // Retried, never a second record.
    expect(leads.records.size).toBeLessThanOrEqual(1);

    await elapse(retryDelayMs(1));
    await elapse(autosaveTiming.saveDelayMs);
    expect(screen.getByText(messages.saveStatus.saved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: waitlistText.submit })).toBeEnabled();
    // One record holding everything: the one created before, or the first to reach the server.
    expect(leads.only()).toMatchObject({ name: 'Ada', email: 'ada@example.org', notes: 'Call me', status: 'draft' });
    if (id) expect(leads.only()._id).toBe(id);
    expect(leadMemory.read('waitlist-records').recordId ?? null).toBe(leads.only()._id);
  });

  it('lets the visitor leave a form whose save fails quietly', async () => {
    const leads = new FakeLeads();
    leads.failures.push(networkDown());
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const { unmount } = renderWaitlist({}, { leads });
    await settle();
    await typist().type(screen.getByLabelText(new RegExp(labels.name)), 'Ada');
    await elapse(autosaveTiming.saveDelayMs);
    expect(screen.getByText(messages.saveStatus.offline)).toBeInTheDocument();
    unmount();
    await settle();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
