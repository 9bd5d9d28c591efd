import type * as AnalyticsModule from '../../src/services/analytics';
import { fakeTransport, type SentCall } from '../fakeAnalyticsTransport';

/**
 * For vi.mock of src/services/analytics: the real service, consent already given, sending to a
 * fake transport that records into `sent`. Pages and actors then run unchanged.
 */
export function withGrantedAnalytics(real: typeof AnalyticsModule, sent: SentCall[]): typeof AnalyticsModule {
  const { transport } = fakeTransport(sent);
  const analytics = real.createAnalytics({ apiKey: 'test-key', loadTransport: async () => transport, isBrowser: () => true });
  analytics.grant();
  return { ...real, analytics };
}
