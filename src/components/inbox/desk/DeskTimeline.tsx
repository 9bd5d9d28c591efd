import type { ReactElement } from 'react';
import { formatWhen } from '../../../content/inbox';
import { deskText } from './deskText';
import type { TimelineEntry } from '../../../domain/desk';

const t = deskText.timeline;

/** What happened to a lead, oldest first: its sending, notes, assignments, replies with their delivery, the reminder. */
export function DeskTimeline({ entries }: { entries: TimelineEntry[] }): ReactElement {
  return (
    <section className="desk-timeline" aria-labelledby="desk-timeline-heading">
      <h5 id="desk-timeline-heading">{t.heading}</h5>
      {entries.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol>
          {entries.map((entry, i) => (
            <li key={'id' in entry ? entry.id : `${entry.kind}-${i}`} className={`desk-timeline__entry desk-timeline__entry--${entry.kind}`}>
              <p className="desk-timeline__what">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time> · {headline(entry)}
              </p>
              {(entry.kind === 'note' || entry.kind === 'reply') && <p className="desk-timeline__body">{entry.body}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function headline(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'sent':
      return t.sent;
    case 'note':
      return t.note(entry.by);
    case 'assigned':
      return t.assigned(entry.by, entry.assignee);
    case 'reminded':
      return t.reminded;
    case 'reply': {
      const d = t.delivery;
      const delivery =
        entry.delivery === 'delivered'
          ? d.delivered(entry.deliveredAt ? formatWhen(entry.deliveredAt) : '')
          : entry.delivery === 'failed'
            ? d.failed(entry.lastError ?? '')
            : d.pending;
      return `${t.reply(entry.by, entry.to)}: “${entry.subject}”, ${delivery}`;
    }
  }
}
