import type { ReactElement } from 'react';
import type { SentNote } from '../../../machines/draftForm';
import { messages } from '../../domain/messages';
import { formatDate } from '../../i18n/format';

/**
 * The date of a sent record in the page's language, as the site's other dates (i18n/format.ts);
 * null when it is not a date (an old memory). The formatter is made on use, not at module level:
 * a page's first Intl formatter loads the browser's locale data (25-50 ms on this machine), which
 * would otherwise fall in the task that loads every form (issue 20's TBT).
 */
export function formatSentDate(at: string): string | null {
  const date = new Date(at);
  return at && !Number.isNaN(date.getTime()) ? formatDate(date) : null;
}

/**
 * Under a form's success message: when the record was sent, and the one way to send another
 * (issue 13: a sent form stays sent across reloads, tabs and visits until the visitor asks).
 */
export function SentDetails({ sent, onRestart }: { sent: SentNote | null; onRestart: () => void }): ReactElement {
  const date = sent ? formatSentDate(sent.at) : null;
  return (
    <div className="sent-details">
      {date && <p className="sent-details__date">{messages.sent.on(date)}</p>}
      {sent?.withoutUnsent && <p className="sent-details__unsent">{messages.sent.withoutUnsent}</p>}
      <button type="button" className="button button--secondary" onClick={onRestart}>
        {messages.sent.again}
      </button>
    </div>
  );
}
