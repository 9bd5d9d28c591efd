import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { overviewMachine } from '../../machines/overview.machine';
import { Overview } from '../../src/components/inbox/Overview';
import { deskText, weekLabel } from '../../src/content/deskText';
import type { Overview as OverviewData } from '../../src/domain/overview';
import { resourceLabels } from '../../src/domain/inbox';
import { heldDeskCalls, sampleOverview, type HeldDeskCalls } from '../support/fakeDeskCalls';
import { statusLabels, type LeadStatus } from '../../src/domain/pipeline';
import { describePaths } from './describePaths';

vi.setConfig({ testTimeout: 30_000 });

/**
 * The desk's overview on the real view (src/components/inbox/Overview.tsx), each answer held and
 * given by the step: loading, the numbers (chart, weeks' table, pipeline, sources), a refresh that
 * keeps the numbers shown while it loads, a failed load and its retry, a session that ended.
 */
interface Driver {
  user: UserEvent;
  held: HeldDeskCalls;
  signedOut: number;
}

const t = deskText.overview;
const first = sampleOverview();
const second = sampleOverview(5);

describePaths<typeof overviewMachine, Driver>('overview', overviewMachine, {
  events: [
    { type: 'xstate.done.actor.loadOverview', output: first },
    { type: 'xstate.error.actor.loadOverview', error: { status: 500 } },
    { type: 'xstate.error.actor.loadOverview', error: { status: 401 } },
    { type: 'overview.refresh' },
    { type: 'overview.retry' },
  ],
  describeEvent: (e) => {
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 3,

  start: (): Driver => {
    const held = heldDeskCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    render(<Overview calls={held.calls} onSignedOut={() => driver.signedOut++} />);
    return driver;
  },

  perform: {
    // The second load of a path answers with other numbers: the view must show the new ones.
    'xstate.done.actor.loadOverview': (d) => d.held.resolve('overview', d.held.made.get('overview')!.length > 1 ? second : first),
    'xstate.error.actor.loadOverview': (d, e) => d.held.reject('overview', e.error),
    'overview.refresh': (d) => d.user.click(screen.getByRole('button', { name: t.refresh })),
    'overview.retry': (d) => d.user.click(screen.getByRole('button', { name: t.retry })),
  },

  compare: (state) => state.value,

  expectations: {
    loading: (d, state) => {
      expect(d.held.pending.get('overview')).toHaveLength(1);
      expect(screen.getByRole('region', { name: t.heading })).toHaveAttribute('aria-busy', 'true');
      // A refresh keeps the numbers shown, its button saying it is at work.
      if (state.context.overview) expect(screen.getByRole('button', { name: t.refreshing })).toBeDisabled();
      else expect(screen.getByText(t.loading)).toBeInTheDocument();
    },
    showing: (d) => {
      const shown: OverviewData = d.held.made.get('overview')!.length > 1 ? second : first;
      // The chart is one image with a label; the table holds its numbers, week by week.
      const total = shown.weeks.reduce((sum, w) => sum + w.sent + w.drafts + w.spam, 0);
      expect(screen.getByRole('img', { name: t.chartLabel(12, total) })).toBeInTheDocument();
      const weeks = screen.getByRole('table', { name: t.weeksCaption });
      const last = shown.weeks[11]!;
      const row = within(weeks).getByRole('row', { name: new RegExp(`^${weekLabel(last.start)} `) });
      expect(
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual([last.sent, last.drafts, last.spam, last.sent + last.drafts + last.spam].map(String));
      const pipeline = screen.getByRole('table', { name: t.pipelineCaption });
      const referrals = within(pipeline).getAllByRole('row', { name: new RegExp(`^${resourceLabels.affiliates} `) });
      expect(
        referrals.map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
      ).toEqual(shown.pipeline.filter((p) => p.resource === 'affiliates').map((p) => [statusLabels.en[p.status as LeadStatus], String(p.count)]));
      expect(screen.getByRole('table', { name: t.sourcesCaption(12) })).toHaveTextContent('https://blog.example');
      expect(screen.queryByRole('alert')).toBeNull();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
