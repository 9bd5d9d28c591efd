import type { ReactElement } from 'react';

/**
 * The wait-list form (spec sections 2-4). Inputs as the spec names them: `shortForm` (pricing:
 * email only), `showNavBar` (the form's own title bar), `showContactUsDetails` (the side panel);
 * `onSubmitted` is the spec's `formSubmitted` event.
 * Placeholder until the wait-list issue (4) lands; the props are the contract.
 */
export interface WaitlistFormProps {
  shortForm?: boolean;
  showNavBar?: boolean;
  showContactUsDetails?: boolean;
  onSubmitted?: () => void;
}

export function WaitlistForm({ shortForm = false }: WaitlistFormProps): ReactElement {
  return <div className="waitlist-form" data-layout={shortForm ? 'short' : 'full'} />;
}
