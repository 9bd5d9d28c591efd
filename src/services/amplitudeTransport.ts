/**
 * amplitude-js behind the analytics transport. Imported only with `import()` after consent
 * (src/services/analytics.ts), so it is its own chunk and never runs before the visitor agrees.
 */
// Only the default export survives a Vite build of amplitude-js (STACK.md).
import amplitude from 'amplitude-js';
import type { AnalyticsTransport } from './analytics';

function forgetUnsentEvents(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k) => k?.startsWith('amplitude_unsent'));
  keys.forEach((k) => storage.removeItem(k!));
}

export function createAmplitudeTransport(apiKey: string): AnalyticsTransport {
  const client = amplitude.getInstance();
  client.init(apiKey, undefined, {
    // Data minimisation: no referrer or campaign parameters, no stored IP address, and no call
    // to Amplitude's config host (the CSP allows only the event API hosts).
    includeReferrer: false,
    includeUtm: false,
    includeGclid: false,
    includeFbclid: false,
    useDynamicConfig: false,
    trackingOptions: { ip_address: false, city: false, dma: false, carrier: false },
    sameSiteCookie: 'Lax',
    secureCookie: location.protocol === 'https:',
  });
  return {
    logEvent: (event, properties) => void client.logEvent(event, properties),
    setUserProperties: (properties) => client.setUserProperties(properties),
    setUserId: (userId) => client.setUserId(userId),
    setOptOut: (optOut) => {
      client.setOptOut(optOut);
      // Withdrawn consent also removes what it stored: the cookie with the device id, and the
      // events it kept to retry (in localStorage under amplitude_unsent*).
      if (optOut) {
        client.clearStorage();
        forgetUnsentEvents(localStorage);
      }
    },
  };
}
