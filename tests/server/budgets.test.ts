import { describe, expect, it } from 'vitest';
import { budgets, firstLoadSizes } from '../../scripts/first-load';

/**
 * Issue 9's byte budgets for the home page, on the built site. Sizes, not speed: the timings
 * and scores are the benchmark's (npm run bench:web), never a test's.
 */
describe('the home page’s first load', () => {
  it(`needs at most ${budgets.homeJsGzipKb} KB of JavaScript (gzip) before it is interactive`, async () => {
    const { jsKb, js } = await firstLoadSizes('/');
    expect(jsKb, js.join(', ')).toBeLessThanOrEqual(budgets.homeJsGzipKb);
  });

  it(`is an HTML document of at most ${budgets.homeHtmlGzipKb} KB (gzip)`, async () => {
    expect((await firstLoadSizes('/')).htmlKb).toBeLessThanOrEqual(budgets.homeHtmlGzipKb);
  });

  it('leaves the wait-list form’s code and react-spring out of it', async () => {
    const { js } = await firstLoadSizes('/');
    expect(js.filter((f) => /WaitlistForm|react-spring/.test(f))).toEqual([]);
  });
});
