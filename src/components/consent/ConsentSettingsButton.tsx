import type { ReactElement } from 'react';
import { selectCanReview } from '../../../machines/consent.machine';
import { ConsentContext } from '../../actors/consent';
import { consentText } from '../../content/consent';

/** The footer's way back to the consent choice; shown once a choice exists to change. */
export function ConsentSettingsButton({ className }: { className?: string }): ReactElement | null {
  const consent = ConsentContext.useActorRef();
  const canReview = ConsentContext.useSelector(selectCanReview);
  if (!canReview) return null;
  return (
    <button type="button" className={className} onClick={() => consent.send({ type: 'consent.review' })}>
      {consentText.settingsButton}
    </button>
  );
}
