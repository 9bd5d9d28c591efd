import { useEffect, useRef, type ReactElement } from 'react';
import type { Notice } from '../../../machines/affiliate.machine';
import { affiliateText } from '../../content/affiliate';

const text = affiliateText.notices;

/**
 * The form area's one message (spec section 2: an error or a success, each only when set).
 * An error is an alert; the success takes the focus, since the button that was pressed is gone
 * from under it, and is read out from there.
 */
export function FormNotice({ notice }: { notice: Notice }): ReactElement | null {
  if (!notice) return null;
  if (notice.kind === 'succeeded') return <Success />;
  return (
    <p className="form-notice form-notice--error" role="alert">
      {notice.kind === 'invalid' ? text.invalid : text.failed[notice.reason]}
    </p>
  );
}

function Success(): ReactElement {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p className="form-notice form-notice--success" role="status" tabIndex={-1} ref={ref}>
      {text.succeeded}
    </p>
  );
}
