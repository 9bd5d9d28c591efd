import { useEffect, useRef, type ReactElement } from 'react';
import type { SentNote } from '../../../machines/draftForm';
import type { Layout } from '../../../machines/waitlist.machine';
import { SentDetails } from '../form/SentDetails';
import { waitlistText } from './waitlistText';

const text = waitlistText.success;

/**
 * Replaces the form and its button once the server has the entry. It takes the focus (without
 * scrolling: the page may scroll to the section itself) so screen readers read it out. Also
 * shown for an entry sent earlier or in another tab, with its date and 'Send another request'.
 */
export function WaitlistSuccess({
  layout,
  sent,
  onExpand,
  onRestart,
}: {
  layout: Layout;
  sent: SentNote | null;
  onExpand: () => void;
  onRestart: () => void;
}): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <div className="waitlist__success" tabIndex={-1} ref={ref}>
      <p className="waitlist__success-title">{layout === 'short' ? text.short : text.full}</p>
      {layout === 'short' && (
        <p>
          {text.expandBefore}
          <button type="button" className="link-button" onClick={onExpand}>
            {text.expandAction}
          </button>
          {text.expandAfter}
        </p>
      )}
      <SentDetails sent={sent} onRestart={onRestart} />
    </div>
  );
}
