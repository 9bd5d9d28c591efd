import type { ReactElement } from 'react';
import type { Notice } from '../../../machines/affiliate.machine';
import { affiliateText } from '../../content/affiliate';
import { SuccessNotice } from '../form/SuccessNotice';

const text = affiliateText.notices;

/**
 * The form area's one message (spec section 2: an error or a success, each only when set).
 * An error is an alert; the success takes the focus (SuccessNotice).
 */
export function FormNotice({ notice }: { notice: Notice }): ReactElement | null {
  if (!notice) return null;
  if (notice.kind === 'succeeded') return <SuccessNotice>{text.succeeded}</SuccessNotice>;
  return (
    <p className="form-notice form-notice--error" role="alert">
      {notice.kind === 'invalid' ? text.invalid : text.failed[notice.reason]}
    </p>
  );
}
