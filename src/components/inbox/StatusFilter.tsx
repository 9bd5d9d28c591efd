import type { ReactElement } from 'react';
import { inboxText } from '../../content/inbox';
import { pipelines, statusLabels, type LeadStatus, type StatusCounts } from '../../domain/pipeline';
import type { ResourceName } from '../../domain/resources';

const t = inboxText.pipeline;

export interface StatusFilterProps {
  resource: ResourceName;
  status: LeadStatus | null;
  /** How many leads (within the filter and search) are at each status; absent before the first page. */
  counts: StatusCounts | undefined;
  onSelect: (status: LeadStatus | null) => void;
}

/** The list's status filter (issue 36): the kind's pipeline in order, each with its count. */
export function StatusFilter({ resource, status, counts, onSelect }: StatusFilterProps): ReactElement {
  const count = (s: LeadStatus) => counts?.[s] ?? 0;
  const total = pipelines[resource].reduce((n, s) => n + count(s), 0);
  return (
    <div className="field inbox-status-filter">
      <label className="field__label" htmlFor="inbox-status-filter">
        {t.filterLabel}
      </label>
      <select
        id="inbox-status-filter"
        className="field__control"
        value={status ?? ''}
        onChange={(e) => onSelect((e.target.value || null) as LeadStatus | null)}
      >
        <option value="">{t.any(total)}</option>
        {pipelines[resource].map((s) => (
          <option key={s} value={s}>
            {t.option(statusLabels.en[s], count(s))}
          </option>
        ))}
      </select>
    </div>
  );
}
