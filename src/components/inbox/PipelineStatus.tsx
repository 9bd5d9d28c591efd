import { useState, type FormEvent, type ReactElement } from 'react';
import { formatWhen, inboxText } from '../../content/inbox';
import type { InboxRecord } from '../../domain/inbox';
import { pipelines, statusLabels, type LeadStatus } from '../../domain/pipeline';
import type { ResourceName } from '../../domain/resources';

const t = inboxText.pipeline;
const label = (s: LeadStatus) => statusLabels.en[s];

export interface PipelineStatusProps {
  resource: ResourceName;
  record: InboxRecord;
  /** A change is on its way (the record's change machine): no second one meanwhile. */
  busy: boolean;
  /** Moves the lead to `status` (through the record's change machine, which offers its undo). */
  onMove: (status: LeadStatus) => void;
}

/**
 * Where a lead stands in its kind's pipeline (issue 36, item 3), a step to any other status (a lead
 * may skip one, or go back), and the history of its changes: to what, from what, who and when.
 */
export function PipelineStatus({ resource, record, busy, onMove }: PipelineStatusProps): ReactElement {
  const options = pipelines[resource] as readonly LeadStatus[];
  // The step offered first is the next one; once the lead has moved, the one after it (state adjusted while rendering, not in an effect).
  const next = (from: LeadStatus) => options[options.indexOf(from) + 1] ?? options.find((s) => s !== from) ?? from;
  const [chosen, setChosen] = useState<LeadStatus>(() => next(record.pipelineStatus));
  const [seen, setSeen] = useState(record.pipelineStatus);
  if (seen !== record.pipelineStatus) {
    setSeen(record.pipelineStatus);
    setChosen(next(record.pipelineStatus));
  }
  const history = record.statusHistory ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && chosen !== record.pipelineStatus) onMove(chosen);
  };
  return (
    <section className="inbox-pipeline" aria-labelledby="inbox-pipeline-heading">
      <h4 id="inbox-pipeline-heading" className="inbox-record__subheading">
        {t.heading}
      </h4>
      <p className="inbox-pipeline__current">
        <span className="inbox-tag inbox-tag--status">{t.current(label(record.pipelineStatus))}</span>
      </p>
      <form className="inbox-pipeline__move" onSubmit={submit}>
        <label className="field__label" htmlFor="inbox-pipeline-move">
          {t.moveLabel}
        </label>
        <div className="inbox-search__row">
          <select id="inbox-pipeline-move" className="field__control" value={chosen} onChange={(e) => setChosen(e.target.value as LeadStatus)}>
            {options.map((s) => (
              <option key={s} value={s} disabled={s === record.pipelineStatus}>
                {label(s)}
              </option>
            ))}
          </select>
          {/* aria-disabled, not disabled: a disabled button loses the focus it was pressed with. */}
          <button type="submit" className="button button--primary" aria-disabled={busy || chosen === record.pipelineStatus}>
            {t.move}
          </button>
        </div>
      </form>
      <h5 className="inbox-pipeline__history-heading">{t.historyHeading}</h5>
      {history.length === 0 ? (
        <p>{t.historyEmpty}</p>
      ) : (
        <ol className="inbox-pipeline__history" reversed>
          {[...history].reverse().map((h, i) => (
            <li key={`${h.at}-${i}`}>{t.historyEntry(label(h.status), label(h.previous), h.by, formatWhen(h.at))}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
