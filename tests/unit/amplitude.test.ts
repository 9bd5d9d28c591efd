import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The real service with the real amplitude-js adapter, amplitude-js itself replaced by a fake:
 * proves the SDK is not even imported before consent, and what it receives after.
 */
const amplitudeModule = vi.hoisted(() => {
  const client = {
    init: vi.fn(),
    logEvent: vi.fn(),
    setUserProperties: vi.fn(),
    setUserId: vi.fn(),
    setOptOut: vi.fn(),
    clearStorage: vi.fn(),
  };
  return { imported: vi.fn(), client };
});

vi.mock('amplitude-js', () => {
  amplitudeModule.imported();
  return { default: { getInstance: () => amplitudeModule.client } };
});

async function loadService(apiKey: string | undefined) {
  vi.resetModules();
  vi.stubEnv('VITE_AMPLITUDE_API_KEY', apiKey ?? '');
  return import('../../src/services/analytics');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

describe('amplitude-js behind consent', () => {
  it('is not imported before consent, then initialised with the key and sent the held events', async () => {
    const { analytics, analyticsConfigured } = await loadService('key-123');
    expect(analyticsConfigured).toBe(true);
    analytics.track('View Saas Page');
    analytics.identify('ana@center.example');
    // Any import the calls above started has finished: had one reached for the SDK, it is in.
    await vi.dynamicImportSettled();
    expect(amplitudeModule.imported).not.toHaveBeenCalled();

    analytics.grant();
    await vi.waitFor(() => expect(amplitudeModule.client.logEvent).toHaveBeenCalled());
    expect(amplitudeModule.imported).toHaveBeenCalledTimes(1);
    const [key, userId, options] = amplitudeModule.client.init.mock.calls[0]!;
    expect(key).toBe('key-123');
    expect(userId).toBeUndefined();
    expect(options).toMatchObject({ includeReferrer: false, includeUtm: false, useDynamicConfig: false, trackingOptions: { ip_address: false } });
    expect(amplitudeModule.client.logEvent).toHaveBeenCalledWith('View Saas Page', {});
    expect(amplitudeModule.client.setUserId).toHaveBeenCalledWith('ana@center.example');
  });

  it('opts out and forgets its cookie and unsent events when consent is withdrawn', async () => {
    const { analytics } = await loadService('key-123');
    analytics.grant();
    analytics.track('Page View', { path: '/' });
    await vi.waitFor(() => expect(amplitudeModule.client.logEvent).toHaveBeenCalled());
    localStorage.setItem('amplitude_unsent_key-123', '[{"event_type":"Page View"}]');
    localStorage.setItem('heartwork.analytics-consent', 'granted');
    analytics.deny();
    expect(amplitudeModule.client.setOptOut).toHaveBeenCalledWith(true);
    expect(amplitudeModule.client.clearStorage).toHaveBeenCalled();
    expect(Object.keys(localStorage)).toEqual(['heartwork.analytics-consent']);
    localStorage.clear();
  });

  it('is never imported without a key, whatever the visitor chooses', async () => {
    const { analytics, analyticsConfigured } = await loadService(undefined);
    expect(analyticsConfigured).toBe(false);
    analytics.grant();
    analytics.track('Page View');
    // Any import grant() started has finished by now; the SDK module is cached across tests, so
    // a wrongly loaded adapter shows as a client that was initialised, not as a second import.
    await vi.dynamicImportSettled();
    expect(amplitudeModule.imported).not.toHaveBeenCalled();
    expect(amplitudeModule.client.init).not.toHaveBeenCalled();
  });
});
