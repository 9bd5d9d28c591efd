import type { Page } from 'playwright-core';

/**
 * Network presets for throttled browser tests, applied through the DevTools protocol as Chrome
 * DevTools does (issue 14). Bytes per second; latency in ms.
 * - Fast 3G: DevTools' preset of that name (1.6 Mbps down, 750 kbps up, 150 ms RTT, times its
 *   own factors: 90 % of the bandwidth, 3.75 × the latency). DevTools calls it 'Slow 4G' since 2024.
 * - Slow 4G: Lighthouse's mobile 'slow 4G' as a link (1.6 Mbps down, 750 kbps up, 150 ms RTT).
 */
export const networkPresets = {
  'Fast 3G': { latency: 562.5, downloadThroughput: (1.6 * 1_000_000 * 0.9) / 8, uploadThroughput: (750 * 1000 * 0.9) / 8 },
  'Slow 4G': { latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (750 * 1000) / 8 },
} as const;

export type NetworkPreset = keyof typeof networkPresets;

/** Throttles every request of the page (and of its workers) from now on. */
export async function throttle(page: Page, preset: NetworkPreset): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...networkPresets[preset] });
}
