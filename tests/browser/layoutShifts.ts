import type { Page } from 'playwright-core';

/** Adds up the page's layout shifts from its first moment on (every document of the context); `shiftOf` reads the sum. */
export const countShifts = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as { shift: number }).shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The sum of the page's layout shifts so far (see `countShifts`). */
export const shiftOf = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);
