import { describe, expect, it, vi } from 'vitest';
import { openTabChannel, tabChannelName, type TabMessage } from '../../src/services/tabSync';

const saved: TabMessage = { type: 'tab.saved', recordId: 'r1', draft: { name: 'Ana' }, version: '2026-11-23T22:00:00.000Z' };

describe('tab channel', () => {
  it('carries a message from one tab to the others over BroadcastChannel, not back to itself', async () => {
    const a = openTabChannel('affiliates', { BroadcastChannel });
    const b = openTabChannel('affiliates', { BroadcastChannel });
    const other = openTabChannel('scholarship-applications', { BroadcastChannel });
    const heardByA = vi.fn();
    const heardByOther = vi.fn();
    a.listen(heardByA);
    other.listen(heardByOther);
    const heard = new Promise<TabMessage>((resolve) => b.listen(resolve));
    a.post(saved);
    expect(await heard).toEqual(saved);
    expect(heardByA).not.toHaveBeenCalled();
    expect(heardByOther).not.toHaveBeenCalled();
    [a, b, other].forEach((c) => c.close());
  });

  it('falls back to the storage event where there is no BroadcastChannel', () => {
    const channel = openTabChannel('affiliates', { storage: () => localStorage, target: window });
    const listener = vi.fn();
    const stop = channel.listen(listener);
    channel.post({ type: 'tab.sent', recordId: 'r1', at: '2026-11-23T22:00:00.000Z' });
    // The browser fires `storage` in the other tabs only; here the test plays the other tab.
    const newValue = localStorage.getItem(tabChannelName('affiliates'));
    window.dispatchEvent(new StorageEvent('storage', { key: tabChannelName('affiliates'), newValue }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '{}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: tabChannelName('affiliates'), newValue: '{"type":"nope"}' }));
    expect(listener.mock.calls).toEqual([[{ type: 'tab.sent', recordId: 'r1', at: '2026-11-23T22:00:00.000Z' }]]);
    stop();
  });
});
