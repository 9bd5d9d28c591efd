import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, type AnalyticsOptions } from '../../src/services/analytics';
import { fakeTransport, sentEvents, type SentCall } from '../fakeAnalyticsTransport';

function setup(options: Partial<AnalyticsOptions> = {}) {
  const { sent, transport } = fakeTransport();
  let resolveLoad: () => void = () => {};
  const loaded = new Promise<void>((r) => (resolveLoad = r));
  const loadTransport = vi.fn(async (_key: string) => {
    await loaded;
    return transport;
  });
  const analytics = createAnalytics({ apiKey: 'test-key', loadTransport, isBrowser: () => true, ...options });
  const finishLoading = async () => {
    resolveLoad();
    await vi.waitFor(() => expect(loadTransport.mock.results[0]?.value).toBeDefined());
    await loadTransport.mock.results[0]!.value;
    await Promise.resolve();
  };
  return { analytics, sent, loadTransport, finishLoading };
}

describe('analytics service', () => {
  it('loads nothing and sends nothing before the visitor chooses', async () => {
    const { analytics, sent, loadTransport } = setup();
    analytics.track('Page View', { path: '/' });
    analytics.identify('ana@center.example');
    analytics.peopleSet({ center: 'Casa Verde' });
    await Promise.resolve();
    expect(loadTransport).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('loads the transport once on consent and sends what was held, in order', async () => {
    const { analytics, sent, loadTransport, finishLoading } = setup();
    analytics.track('Page View', { path: '/' });
    analytics.identify('ana@center.example');
    analytics.grant();
    analytics.track('FAQ Opened', { question: 'Q' }); // while amplitude-js is still loading
    analytics.grant();
    await finishLoading();
    expect(loadTransport).toHaveBeenCalledTimes(1);
    expect(loadTransport).toHaveBeenCalledWith('test-key');
    expect(sent).toEqual<SentCall[]>([
      ['event', 'Page View', { path: '/' }],
      ['identify', 'ana@center.example'],
      ['event', 'FAQ Opened', { question: 'Q' }],
    ]);
    analytics.peopleSet({ center: 'Casa Verde' });
    expect(sent.at(-1)).toEqual(['user', { center: 'Casa Verde' }]);
  });

  it('drops what was held when the visitor declines, and never loads', async () => {
    const { analytics, sent, loadTransport } = setup();
    analytics.track('Page View', { path: '/' });
    analytics.deny();
    analytics.track('Clicked youtube video');
    await Promise.resolve();
    expect(loadTransport).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('sends only what happens after a later consent, once declined before', async () => {
    const { analytics, sent, finishLoading } = setup();
    analytics.track('Before');
    analytics.deny();
    analytics.track('While declined');
    analytics.grant();
    analytics.track('After');
    await finishLoading();
    expect(sentEvents(sent)).toEqual([['After', {}]]);
  });

  it('stops sending and opts the visitor out when consent is withdrawn', async () => {
    const { analytics, sent, finishLoading } = setup();
    analytics.grant();
    await finishLoading();
    analytics.track('One');
    analytics.deny();
    analytics.track('Two');
    expect(sent).toEqual<SentCall[]>([
      ['event', 'One', {}],
      ['optOut', true],
    ]);
    analytics.grant();
    analytics.track('Three');
    expect(sent.slice(2)).toEqual<SentCall[]>([
      ['optOut', false],
      ['event', 'Three', {}],
    ]);
  });

  it('opts out at once if consent was withdrawn while amplitude-js was loading', async () => {
    const { analytics, sent, finishLoading } = setup();
    analytics.track('Held');
    analytics.grant();
    analytics.deny();
    await finishLoading();
    expect(sent).toEqual<SentCall[]>([['optOut', true]]);
  });

  it('does nothing at all without an API key, even with consent', async () => {
    const { analytics, sent, loadTransport } = setup({ apiKey: undefined });
    analytics.track('Page View');
    analytics.grant();
    analytics.track('Page View');
    await Promise.resolve();
    expect(loadTransport).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('never loads on the server', async () => {
    const { analytics, loadTransport } = setup({ isBrowser: () => false });
    analytics.grant();
    analytics.track('Page View');
    await Promise.resolve();
    expect(loadTransport).not.toHaveBeenCalled();
  });

  it('adds registered properties to every later event', async () => {
    const { analytics, sent, finishLoading } = setup();
    analytics.grant();
    await finishLoading();
    analytics.register({ site: 'heartwork' });
    analytics.track('Page View', { path: '/faq' });
    analytics.register({ language: 'ro' });
    analytics.track('FAQ Opened', { site: 'override' });
    expect(sentEvents(sent)).toEqual([
      ['Page View', { site: 'heartwork', path: '/faq' }],
      ['FAQ Opened', { site: 'override', language: 'ro' }],
    ]);
  });

  it('holds at most the configured number of calls while undecided', async () => {
    const { analytics, sent, finishLoading } = setup({ maxHeld: 3 });
    for (let i = 0; i < 10; i++) analytics.track(`E${i}`);
    analytics.grant();
    await finishLoading();
    expect(sentEvents(sent).map(([e]) => e)).toEqual(['E0', 'E1', 'E2']);
  });

  it('carries on quietly when amplitude-js cannot load (blocked or offline)', async () => {
    const loadTransport = vi.fn(async () => {
      throw new Error('blocked');
    });
    const log = vi.fn();
    const analytics = createAnalytics({ apiKey: 'k', loadTransport, isBrowser: () => true, log });
    analytics.track('Page View');
    analytics.grant();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('analytics could not load', expect.any(Error)));
    expect(() => analytics.track('Later')).not.toThrow();
  });
});
