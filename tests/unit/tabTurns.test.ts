import { describe, expect, it } from 'vitest';
import { tabTurns } from '../../src/services/tabTurns';

/** A lock manager of one tab: one holder per name, the others wait in order (as Web Locks do). */
function locksOfOneBrowser() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, work: () => Promise<unknown>) => {
      const result = (tails.get(name) ?? Promise.resolve()).then(work);
      tails.set(
        name,
        result.catch(() => {}),
      );
      return result;
    },
  } as unknown as Pick<LockManager, 'request'>;
}

describe('tabs taking turns at a first save', () => {
  it("runs a second tab's work only once the first one's has finished", async () => {
    const turns = tabTurns(locksOfOneBrowser());
    const order: string[] = [];
    let finishFirst = () => {};
    const first = turns('heartwork.lead.waitlist-records', async () => {
      order.push('first starts');
      await new Promise<void>((done) => (finishFirst = done));
      order.push('first ends');
      return 'record-1';
    });
    const second = turns('heartwork.lead.waitlist-records', async () => {
      order.push('second starts');
      return 'record-1 again';
    });
    await Promise.resolve();
    expect(order).toEqual(['first starts']);
    finishFirst();
    expect(await Promise.all([first, second])).toEqual(['record-1', 'record-1 again']);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('runs the work at once, once, where the browser refuses the lock, and passes on a failure of the work itself', async () => {
    const refusing = { request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')) } as unknown as Pick<LockManager, 'request'>;
    let runs = 0;
    expect(await tabTurns(refusing)('heartwork.lead.affiliates', async () => ++runs)).toBe(1);

    const failing = tabTurns(locksOfOneBrowser());
    await expect(
      failing('heartwork.lead.affiliates', async () => {
        runs += 1;
        throw new Error('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(runs).toBe(2);
  });

  it('runs the work at once where there are no Web Locks', async () => {
    expect(await tabTurns(undefined)('heartwork.lead.scholarship-applications', async () => 'saved')).toBe('saved');
  });
});
