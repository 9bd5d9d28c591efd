import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { inboxListMachine, type LoadPageInput } from '../../machines/inboxList.machine';
import { LeadList } from '../../src/components/inbox/LeadList';
import { inboxText } from '../../src/content/inbox';
import { filterLabels, resourceLabels, type InboxPage } from '../../src/domain/inbox';
import type { ResourceName } from '../../src/domain/resources';
import { heldCalls, samplePage, type HeldCalls } from '../support/fakeInboxCalls';
import { describePaths } from './describePaths';

// A path clicks through the whole inbox view; on the shared 2-core machine the first one (cold
// React, cold user-event) can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * One inbox list on the real view (src/components/inbox/LeadList.tsx), each page's answer held and
 * given by the step: the first page of many, a middle page, the last one, a failure, a session
 * that has ended. Filters, search, paging and switching resource are done as the owner does them.
 */
interface Driver {
  user: UserEvent;
  held: HeldCalls;
  signedOut: number;
  rerender: (resource: ResourceName) => void;
}

const t = inboxText.list;
const firstOfMany = samplePage('100', null);
const middle = samplePage('50', '75');
const only = samplePage(null, null);
/** The list's own status line (the record panel below has one too). */
const listStatus = () => screen.getAllByRole('status')[0];
const lastLoad = (d: Driver) => d.held.made.get('loadPage')!.at(-1)![0] as LoadPageInput;

describePaths<typeof inboxListMachine, Driver>('inboxList', inboxListMachine, {
  input: { resource: 'waitlist-records' },
  events: [
    { type: 'xstate.done.actor.loadPage', output: firstOfMany },
    { type: 'xstate.done.actor.loadPage', output: middle },
    { type: 'xstate.done.actor.loadPage', output: only },
    { type: 'xstate.error.actor.loadPage', error: { status: 500 } },
    { type: 'xstate.error.actor.loadPage', error: { status: 401 } },
    { type: 'filter.select', filter: 'sent' },
    { type: 'search.submit', search: 'ana' },
    { type: 'status.select', status: 'contacted' },
    { type: 'resource.select', resource: 'affiliates' },
    { type: 'page.older' },
    { type: 'page.newer' },
    { type: 'list.refresh' },
    { type: 'list.update' },
    { type: 'xstate.done.actor.updatePage', output: middle },
    { type: 'xstate.error.actor.updatePage', error: { status: 500 } },
    { type: 'xstate.error.actor.updatePage', error: { status: 401 } },
    { type: 'list.retry' },
  ],
  describeEvent: (e) => {
    if (e.type === 'xstate.done.actor.loadPage') {
      const p = (e as unknown as { output: InboxPage }).output;
      return p === firstOfMany ? 'first page of many' : p === middle ? 'a middle page' : 'the only page';
    }
    if (e.type === 'xstate.error.actor.loadPage') return `load fails ${(e as unknown as { error: { status: number } }).error.status}`;
    if (e.type === 'xstate.done.actor.updatePage') return 'update brings a middle page';
    if (e.type === 'xstate.error.actor.updatePage') return `update fails ${(e as unknown as { error: { status: number } }).error.status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 15,

  start: (): Driver => {
    const held = heldCalls();
    const driver = { user: userEvent.setup(), held, signedOut: 0 } as Driver;
    const view = (resource: ResourceName) => <LeadList calls={held.calls} resource={resource} onSignedOut={() => driver.signedOut++} />;
    const { rerender } = render(view('waitlist-records'));
    driver.rerender = (resource) => rerender(view(resource));
    return driver;
  },

  perform: {
    'xstate.done.actor.loadPage': (d, e) => d.held.resolve('loadPage', e.output),
    'xstate.error.actor.loadPage': (d, e) => d.held.reject('loadPage', e.error),
    // The update is the same call, made in the background.
    'xstate.done.actor.updatePage': (d, e) => d.held.resolve('loadPage', e.output),
    'xstate.error.actor.updatePage': (d, e) => d.held.reject('loadPage', e.error),
    'filter.select': (d, e) => d.user.click(screen.getByRole('radio', { name: filterLabels[e.filter as 'sent'] })),
    'status.select': (d, e) => d.user.selectOptions(screen.getByLabelText(inboxText.pipeline.filterLabel), e.status as string),
    'search.submit': async (d, e) => {
      await d.user.type(screen.getByRole('searchbox', { name: t.searchLabel }), e.search as string);
      await d.user.click(screen.getByRole('button', { name: t.searchSubmit }));
    },
    'resource.select': (d, e) => d.rerender(e.resource as ResourceName),
    'page.older': (d) => d.user.click(screen.getByRole('button', { name: new RegExp(t.older) })),
    'page.newer': (d) => d.user.click(screen.getByRole('button', { name: new RegExp(t.newer) })),
    // A change made in the record panel reloads the page on screen: open a record, mark it contacted.
    'list.refresh': async (d) => {
      await d.user.click(screen.getByRole('button', { name: t.open('Person 1') }));
      await d.user.click(screen.getByRole('button', { name: inboxText.record.markContacted }));
      await d.held.resolve('applyChange', {});
    },
    // A record nobody had opened is opened: once the server has noted it, the list is brought up to date.
    'list.update': async (d) => {
      const close = screen.queryByRole('button', { name: inboxText.record.close });
      if (close) await d.user.click(close);
      await d.user.click(screen.getByRole('button', { name: t.open('Person 1') }));
      await d.held.resolve('markOpened', {});
    },
    'list.retry': (d) => d.user.click(screen.getByRole('button', { name: t.retry })),
  },

  expectations: {
    'active.loading': (d, state) => {
      expect(listStatus()).toHaveTextContent(t.loading);
      // The page asked for is what the owner chose.
      const asked = lastLoad(d);
      expect(asked).toMatchObject({ resource: state.context.resource, filter: state.context.filter, search: state.context.search });
      expect(asked.status).toBe(state.context.status ?? undefined);
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(resourceLabels[state.context.resource as ResourceName]);
    },
    'active.showing': (_, state) => {
      const page = state.context.page as InboxPage;
      expect(listStatus()).toHaveTextContent(t.count(page.total));
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(page.records.length + 1);
      expect(screen.getByRole('button', { name: new RegExp(t.older) })).toHaveProperty('disabled', page.older === null);
      expect(screen.getByRole('button', { name: new RegExp(t.newer) })).toHaveProperty('disabled', page.newer === null);
      expect(screen.getByRole('link', { name: t.csv }).getAttribute('href')).toContain(`filter=${state.context.filter}`);
      // The status filter names each status of the kind's pipeline with its count, and shows the one chosen.
      const statusFilter = screen.getByLabelText(inboxText.pipeline.filterLabel) as HTMLSelectElement;
      expect(statusFilter.value).toBe(state.context.status ?? '');
      expect(within(statusFilter).getByRole('option', { name: inboxText.pipeline.option('Contacted', page.statusCounts.contacted ?? 0) })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    // The page stays on screen, as it was, while it is brought up to date.
    'active.updating': (_, state) => {
      const page = state.context.page as InboxPage;
      expect(listStatus()).toHaveTextContent(t.count(page.total));
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(page.records.length + 1);
      expect(lastLoad(_)).toMatchObject({ resource: state.context.resource, filter: state.context.filter, search: state.context.search });
    },
    'active.failed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
