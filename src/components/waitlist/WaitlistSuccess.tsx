import { useEffect, useId, useRef, type ReactElement } from 'react';
import type { SentNote } from '../../../machines/draftForm';
import type { WaitlistLayout } from '../../domain/waitlist';
import { SentDetails } from '../form/SentDetails';
import { showThanks } from '../form/thanksInView';
import { waitlistText } from './waitlistText';

const text = waitlistText.success;

/**
 * Replaces the form and its button once the server has the entry. It takes the focus so screen
 * readers read out its title (it is a group named by it) and, after a submit on this page, comes
 * into view (thanksInView.ts). Also shown for an entry sent earlier or in another tab, with its
 * date and 'Send another request'.
 */
export function WaitlistSuccess({
  layout,
  sent,
  onExpand,
  onRestart,
}: {
  layout: WaitlistLayout;
  sent: SentNote | null;
  onExpand: () => void;
  onRestart: () => void;
}): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => showThanks(ref.current), []);
  const titleId = useId();
  return (
    <div className="waitlist__success" tabIndex={-1} ref={ref} role="group" aria-labelledby={titleId}>
      <p className="waitlist__success-title" id={titleId}>
        {layout === 'short' ? text.short : text.full}
      </p>
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
