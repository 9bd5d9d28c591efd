import { type Attribution, attributionFromLanding, attributionMaxAgeMs, keptValue } from '../domain/landing';

/**
 * The first touch (issue 15): where the visitor first came from, kept in localStorage for 30
 * days and added to every lead they send. Only a landing that says something (a campaign
 * parameter, a `ref`, another site's link) is kept, and a kept one is never replaced before it
 * expires. Storage can be missing or full: then leads simply carry no attribution.
 */
export const attributionKey = 'heartwork.attribution';

interface Kept {
  at: number;
  values: Attribution;
}

export function createAttributionStore(storage: () => Storage | undefined = () => globalThis.localStorage) {
  const read = (now: number): Kept | null => {
    try {
      const kept = JSON.parse(storage()?.getItem(attributionKey) ?? 'null') as Kept | null;
      return kept && typeof kept.at === 'number' && now - kept.at < attributionMaxAgeMs && kept.values ? kept : null;
    } catch {
      return null;
    }
  };
  return {
    /** Notes this landing as the first touch unless one is kept and still fresh. */
    remember(url: URL, referrer: string, now = Date.now()): void {
      if (read(now)) return;
      const values = attributionFromLanding(url, referrer, url.origin);
      if (!Object.keys(values).length) return;
      try {
        storage()?.setItem(attributionKey, JSON.stringify({ at: now, values } satisfies Kept));
      } catch {
        /* full or forbidden: no attribution */
      }
    },
    /**
     * The kept first touch (empty when none or expired). Cleaned again as it is read: one kept by
     * an older page may hold what the fields now refuse, and a save must never fail for it.
     */
    current(now = Date.now()): Attribution {
      const values = Object.entries(read(now)?.values ?? {}).flatMap(([field, value]) => {
        // The referrer was kept as an origin, which needs no cleaning (and may be longer than a tag).
        const kept = typeof value !== 'string' ? '' : field === 'referrer' ? value : keptValue(value);
        return kept ? [[field, kept]] : [];
      });
      return Object.fromEntries(values) as Attribution;
    },
  };
}

export const firstTouch = createAttributionStore();
