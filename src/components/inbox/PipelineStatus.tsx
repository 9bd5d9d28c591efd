import { useState, type FormEvent, type ReactElement } from 'react';
import { DateTime } from 'luxon';
import { formatWhen, inboxText, ownerZone } from '../../content/inbox';
import type { InboxRecord } from '../../domain/inbox';
import { datedStatuses, pipelines, statusLabels, type LeadStatus } from '../../domain/pipeline';
import type { ResourceName } from '../../domain/resources';

const t = inboxText.pipeline;
const label = (s: LeadStatus) => statusLabels.en[s];

export interface PipelineStatusProps {
  resource: ResourceName;
  record: InboxRecord;
  /** A change is on its way (the record's change machine): no second one meanwhile. */
  busy: boolean;
  /** Moves the lead to `status`, at `at` if it happened before now (through the record's change machine, which offers its undo). */
  onMove: (status: LeadStatus, at?: string) => void;
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
  // A subscription's date is asked (the rewards run from it): today unless the owner says otherwise, in their zone.
  const today = DateTime.now().setZone(ownerZone()).toISODate()!;
  const [day, setDay] = useState(today);
  const dated = datedStatuses.includes(chosen);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || chosen === record.pipelineStatus || (dated && !(day <= today))) return;
    onMove(chosen, dated && day < today ? DateTime.fromISO(day, { zone: ownerZone() }).startOf('day').toUTC().toISO()! : undefined);
  };
  // aria-disabled, not disabled: a disabled button loses the focus it was pressed with.
  const move = (
    <button type="submit" className="button button--primary" aria-disabled={busy || chosen === record.pipelineStatus}>
      {t.move}
    </button>
  );
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
          {!dated && move}
        </div>
        {/* A dated status asks its day before the button, in the order the owner tabs through. */}
        {dated && (
          <div className="field inbox-pipeline__day">
            <label className="field__label" htmlFor="inbox-pipeline-day">
              {t.dayLabel(label(chosen))}
            </label>
            <div className="inbox-search__row">
              <input id="inbox-pipeline-day" className="field__control" type="date" max={today} value={day} onChange={(e) => setDay(e.target.value)} required />
              {move}
            </div>
          </div>
        )}
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
