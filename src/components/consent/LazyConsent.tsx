import { useEffect, useLayoutEffect, useState, type ReactElement } from 'react';
import { analyticsConfigured } from '../../actors/analytics';
import type { ConsentLayer } from './ConsentLayer';

/** The footer's empty element the consent settings button is placed in, once loaded. */
export const consentSettingsSlotId = 'consent-settings';

/**
 * Where the consent UI goes in the shell. Nothing on the server nor while hydrating (the
 * consent actor starts after hydration anyway, so the banner never was in the prerendered
 * page); then, with an analytics key only, the consent chunk (ConsentLayer.tsx). `footer`: the
 * page shows the footer, whose slot takes the settings button.
 */
export function LazyConsent({ footer }: { footer: boolean }): ReactElement | null {
  const [Layer, setLayer] = useState<typeof ConsentLayer | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!analyticsConfigured) return;
    let mounted = true;
    void import('./ConsentLayer').then((m) => mounted && setLayer(() => m.ConsentLayer));
    return () => {
      mounted = false;
    };
  }, []);
  // After the commit that shows or hides the footer, so its slot is in the document.
  useLayoutEffect(() => setSlot(footer ? document.getElementById(consentSettingsSlotId) : null), [footer]);

  return Layer && <Layer settings={slot} />;
}
