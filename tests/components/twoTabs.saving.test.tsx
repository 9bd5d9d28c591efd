import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { autosaveTiming } from '../../machines/saveRules';
import { waitlistText } from '../../src/components/waitlist/waitlistText';
import { messages } from '../../src/domain/messages';
import { FakeLeads, networkDown, refused } from '../support/fakeLeads';
import { elapse, renderWaitlist, settle, typist, useFreshVisit } from '../support/renderWaitlist';
import { TabBus } from '../support/tabBus';
import type { Draft } from '../../src/domain/draftMerge';
import type { ResourceClient } from '../../src/services/api';

/**
 * Two tabs of the /demo form on one device (one localStorage, one leads API), each with its own
 * autosave, hearing each other as BroadcastChannel would carry it. Whatever order they type in,
 * one record holds every field typed in either.
 */
const { labels } = waitlistText;

useFreshVisit('/demo');

/** Two tabs; tab A's answers can be held up on their way back (`client`: the leads API as A reaches it). */
function openTabs(clientOfA: (leads: FakeLeads) => ResourceClient<Draft> = (leads) => leads) {
  const leads = new FakeLeads();
  const bus = new TabBus();
  const tab = (client: ResourceClient<Draft>) => renderWaitlist({}, { leads, saving: { client, tabs: bus.open }, log: () => {} });
  // `reopen`: a tab of the same device opened later (a reload of a closed one).
  return { leads, a: tab(clientOfA(leads)), b: tab(leads), reopen: () => tab(leads) };
}

/** Two tabs; tab A's updates reach the server at once, and their answers wait until `deliver()`. */
function openTabsWithAnswersHeld() {
  let arrive = () => {};
  const tabs = openTabs((leads) =>
    Object.assign(Object.create(leads) as FakeLeads, {
      update: async (...args: Parameters<FakeLeads['update']>) => {
        const saved = await leads.update(...args);
        await new Promise<void>((go) => (arrive = go));
        return saved;
      },
    }),
  );
  return { ...tabs, deliver: () => arrive() };
}

const shown = (view: { container: HTMLElement }, label: string) => (within(view.container).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value;

const type = async (view: { container: HTMLElement }, label: string, text: string) => {
  await typist().type(within(view.container).getByLabelText(new RegExp(`^${label}`)), text);
};

/** Tab A saves a name, then tab B an e-mail (each hears the other's save). */
async function nameInAThenEmailInB(a: { container: HTMLElement }, b: { container: HTMLElement }): Promise<void> {
  await type(a, labels.name, 'Ada Lovelace');
  await elapse(autosaveTiming.saveDelayMs);
  await type(b, labels.email, 'ada@example.org');
  await elapse(autosaveTiming.saveDelayMs);
}

describe('two tabs of one draft', () => {
  it('keeps both tabs fields in one record when they take turns', async () => {
    const { leads, a, b } = openTabs();
    await settle();
    await nameInAThenEmailInB(a, b);
    await type(a, labels.notes, 'Call me');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.only()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org', notes: 'Call me' });
    // Each tab shows what the other typed.
    for (const tab of [a, b]) {
      expect([shown(tab, labels.name), shown(tab, labels.email), shown(tab, labels.notes)]).toEqual(['Ada Lovelace', 'ada@example.org', 'Call me']);
    }
  }, 30_000);

  it('shows the other tab the draft as sent once one tab submits it, and makes no second lead', async () => {
    const { leads, a, b } = openTabs();
    await settle();
    await nameInAThenEmailInB(a, b);
    await typist().click(within(a.container).getByRole('button', { name: waitlistText.submit }));
    await settle();
    expect(within(a.container).getByText(waitlistText.success.full)).toBeInTheDocument();
    // The other tab is thanked too, with the date, and has no form left to send again.
    expect(within(b.container).getByText(waitlistText.success.full)).toBeInTheDocument();
    expect(within(b.container).getByText(/^Sent on /)).toBeInTheDocument();
    expect(within(b.container).queryByRole('form')).not.toBeInTheDocument();
    expect(leads.only()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org', status: 'submitted' });

    // 'Send another request' in the other tab: an empty form, and nothing stored until it is used.
    await typist().click(within(b.container).getByRole('button', { name: messages.sent.again }));
    expect(shown(b, labels.name)).toBe('');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.calls.filter((c) => c.kind === 'add')).toHaveLength(1);
    expect(screen.getAllByRole('form')).toHaveLength(1);
  }, 30_000);

  it("shows a tab the draft as sent when the other tab sent it while this tab's save was out, that save being part of it", async () => {
    const { leads, a, b, deliver } = openTabsWithAnswersHeld();
    await settle();
    await nameInAThenEmailInB(a, b);
    // A's notes are stored, but A does not know yet; B sends (told of them by its 412 first).
    fireEvent.change(within(a.container).getByLabelText(new RegExp(`^${labels.notes}`)), { target: { value: 'Call me' } });
    await elapse(autosaveTiming.saveDelayMs);
    fireEvent.click(within(b.container).getByRole('button', { name: waitlistText.submit }));
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.only()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org', notes: 'Call me', status: 'submitted' });
    expect(within(a.container).getByRole('form')).toBeInTheDocument();

    act(() => deliver());
    await settle();
    expect(within(a.container).getByText(waitlistText.success.full)).toBeInTheDocument();
    expect(within(a.container).getByText(/^Sent on /)).toBeInTheDocument();
    // What A typed is part of the sent lead: nothing is said to be left out.
    expect(within(a.container).queryByText(messages.sent.withoutUnsent)).not.toBeInTheDocument();
    expect(within(a.container).queryByRole('form')).not.toBeInTheDocument();
    expect(leads.records.size).toBe(1);
  }, 30_000);

  it.each(['in the same page', 'after that tab is reloaded'] as const)(
    "keeps what a tab typed after the other tab sent the draft: said under the thanks, and filled in by 'Send another request' (%s)",
    async (when) => {
      const { leads, a, b: tabB, reopen } = openTabs();
      await settle();
      await nameInAThenEmailInB(a, tabB);
      // B's notes wait for their save when A sends: the sent lead does not hold them. (Both tabs
      // share one document here, so the typing and the click move no focus: a field left in B
      // would save the notes at once, as it does in a browser.)
      (within(tabB.container).getByLabelText(new RegExp(`^${labels.email}`)) as HTMLInputElement).blur();
      fireEvent.change(within(tabB.container).getByLabelText(new RegExp(`^${labels.notes}`)), { target: { value: 'Call me after six' } });
      fireEvent.click(within(a.container).getByRole('button', { name: waitlistText.submit }));
      await settle();
      expect(leads.only()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org', status: 'submitted' });
      expect(leads.only().notes).toBeUndefined();
      expect(within(tabB.container).getByText(messages.sent.withoutUnsent)).toBeInTheDocument();
      expect(within(a.container).queryByText(messages.sent.withoutUnsent)).not.toBeInTheDocument();

      let b = tabB;
      if (when === 'after that tab is reloaded') {
        tabB.unmount();
        b = reopen();
        await settle();
      }
      expect(within(b.container).getByText(waitlistText.success.full)).toBeInTheDocument();
      expect(within(b.container).getByText(messages.sent.withoutUnsent)).toBeInTheDocument();
      await typist().click(within(b.container).getByRole('button', { name: messages.sent.again }));
      await settle();
      expect([shown(b, labels.name), shown(b, labels.email), shown(b, labels.notes)]).toEqual(['Ada Lovelace', 'ada@example.org', 'Call me after six']);
      await elapse(autosaveTiming.saveDelayMs);
      // A second lead, not sent until the visitor sends it; the first stays as it was sent.
      expect([...leads.records.values()].map((r) => [r.status, r.notes])).toEqual([
        ['submitted', undefined],
        ['draft', 'Call me after six'],
      ]);
      // Filled in once: a reload now shows that new draft, and nothing is said to be left out.
      b.unmount();
      const again = reopen();
      await settle();
      expect(shown(again, labels.notes)).toBe('Call me after six');
      expect(within(again.container).queryByText(messages.sent.withoutUnsent)).not.toBeInTheDocument();
    },
    30_000,
  );

  // A sent record is read back as its receipt only (exposure audit, 2026-11-25): a tab whose save's
  // answer was lost cannot learn whether that save reached the record, so it keeps the typing.
  it('keeps what the tab typed for the next request, and says it may not be part of the sent lead, when it cannot know whether its lost save reached it', async () => {
    // Tab A's first update is stored, but its answer never comes back (the connection dropped);
    // its first retry does not get through.
    let updates = 0;
    const { leads, a, b } = openTabs((leads) =>
      Object.assign(Object.create(leads) as FakeLeads, {
        update: async (...args: Parameters<FakeLeads['update']>) => {
          updates += 1;
          if (updates === 2) throw networkDown();
          const saved = await leads.update(...args);
          if (updates === 1) throw networkDown();
          return saved;
        },
      }),
    );
    await settle();
    await type(b, labels.name, 'Ada Lovelace');
    await type(b, labels.email, 'ada@example.org');
    await elapse(autosaveTiming.saveDelayMs);
    fireEvent.change(within(a.container).getByLabelText(new RegExp(`^${labels.notes}`)), { target: { value: 'Call me' } });
    await elapse(autosaveTiming.saveDelayMs);
    expect(within(a.container).getByText(messages.saveStatus.offline)).toBeInTheDocument();
    await elapse(autosaveTiming.retryBaseMs);
    expect(updates).toBe(2);
    // B sends (told of A's notes by its 412 first); A, told so, tries again at once and finds the
    // lead sent, notes and all.
    fireEvent.click(within(b.container).getByRole('button', { name: waitlistText.submit }));
    await elapse(autosaveTiming.saveDelayMs);
    expect(updates).toBe(3);
    expect(leads.only()).toMatchObject({ notes: 'Call me', status: 'submitted' });
    expect(within(a.container).getByText(/^Sent on /)).toBeInTheDocument();
    expect(within(a.container).getByText(messages.sent.withoutUnsent)).toBeInTheDocument();
    await typist().click(within(a.container).getByRole('button', { name: messages.sent.again }));
    expect(shown(a, labels.notes)).toBe('Call me');
  }, 30_000);

  it('keeps both tabs fields in one record when they save at the same moment', async () => {
    const { leads, a, b } = openTabs();
    await settle();
    await type(a, labels.name, 'Ada Lovelace');
    await elapse(autosaveTiming.saveDelayMs);
    // Both change a different field, and both saves leave before either hears of the other.
    leads.manual = true;
    await type(a, labels.notes, 'Call me');
    await type(b, labels.email, 'ada@example.org');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.pending.map((p) => p.call.kind)).toEqual(['update', 'update']);
    leads.manual = false;
    leads.next('update').settle();
    leads.next('update').settle();
    await settle();
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.only()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org', notes: 'Call me' });
    expect(leads.calls.filter((c) => c.kind === 'add')).toHaveLength(1);
  }, 30_000);

  it.each(['a submit', 'leaving the page'] as const)(
    "saves at once, with the other tab's field, when %s meets a save of the other tab that this tab has not heard of (412)",
    async (what) => {
      const { leads, a } = openTabs();
      await settle();
      await type(a, labels.name, 'Ada Lovelace');
      await type(a, labels.email, 'ada@example.org');
      await elapse(autosaveTiming.saveDelayMs);
      // The other tab's save reaches the server; its message has not reached this tab yet.
      leads.touch(leads.only()._id, { notes: 'Typed in the other tab' });
      fireEvent.change(within(a.container).getByLabelText(new RegExp(`^${labels.name}`)), { target: { value: 'Ada King' } });
      if (what === 'a submit') fireEvent.click(within(a.container).getByRole('button', { name: waitlistText.submit }));
      else act(() => void dispatchEvent(new Event('pagehide')));
      // No time passes: a page being left has none, and a visitor who pressed Send waits for it.
      await settle();
      expect(leads.only()).toMatchObject({
        name: 'Ada King',
        notes: 'Typed in the other tab',
        status: what === 'a submit' ? 'submitted' : 'draft',
      });
    },
    30_000,
  );

  it("shows the other tab's field when that tab saved on top of this tab's save before its answer came back", async () => {
    const { leads, a, b, deliver } = openTabsWithAnswersHeld();
    await settle();
    await type(a, labels.name, 'Ada Lovelace');
    await elapse(autosaveTiming.saveDelayMs);
    // A's notes are stored, but A does not know yet; B, behind, is told so (412), merges, and saves on top.
    await type(a, labels.notes, 'Call me');
    await elapse(autosaveTiming.saveDelayMs);
    await type(b, labels.email, 'ada@example.org');
    await elapse(autosaveTiming.saveDelayMs);
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.only()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org', notes: 'Call me' });
    expect(shown(a, labels.email)).toBe('');

    act(() => deliver());
    await settle();
    expect([shown(a, labels.name), shown(a, labels.email), shown(a, labels.notes)]).toEqual(['Ada Lovelace', 'ada@example.org', 'Call me']);
    expect(within(a.container).getByText(messages.saveStatus.saved)).toBeInTheDocument();
    expect(leads.calls.filter((c) => c.kind === 'add')).toHaveLength(1);
  }, 30_000);

  it("keeps what the visitor typed after a refused Send when the other tab's save comes in", async () => {
    const { leads, a, b } = openTabs();
    await settle();
    await nameInAThenEmailInB(a, b);
    // The server refuses A's Send (a 400 naming the name): the visitor is back at the fields.
    leads.failures.push(refused('name'));
    fireEvent.click(within(a.container).getByRole('button', { name: waitlistText.submit }));
    await settle();
    expect(leads.only().status).toBe('draft');
    // The visitor types an address a draft may not hold (shown with its error, not saved), and B saves its notes.
    const tooLong = `${'a'.repeat(65)}@example.org`;
    fireEvent.change(within(a.container).getByLabelText(new RegExp(`^${labels.email}`)), { target: { value: tooLong } });
    await type(b, labels.notes, 'Call me');
    await elapse(autosaveTiming.saveDelayMs);
    expect(leads.only()).toMatchObject({ notes: 'Call me', status: 'draft' });
    expect(shown(a, labels.notes)).toBe('Call me');
    expect(shown(a, labels.email)).toBe(tooLong);
  }, 30_000);
});
