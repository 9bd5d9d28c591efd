import type { ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { ConsentContext } from '../../actors/consent';
import { ConsentBanner } from './ConsentBanner';
import { ConsentSettingsButton } from './ConsentSettingsButton';

/**
 * The analytics consent's whole UI: the banner, and the footer's way back to the choice, placed
 * in the footer's slot (`settings`, null where the page has no footer). Its own chunk, loaded
 * after hydration and only by a build with an analytics key (LazyConsent.tsx): without one there
 * is nothing to consent to, and a first visit downloads none of it (issue 20's 100 KB budget).
 */
export function ConsentLayer({ settings }: { settings: HTMLElement | null }): ReactElement {
  return (
    <ConsentContext.Provider>
      <ConsentBanner />
      {settings && createPortal(<ConsentSettingsButton className="footer__top" />, settings)}
    </ConsentContext.Provider>
  );
}
