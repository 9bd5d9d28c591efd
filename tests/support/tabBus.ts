import type { TabChannel, TabMessage } from '../../src/services/tabSync';

/**
 * Several tabs of one form in one test: each autosave opens its own channel on the bus, and a
 * message one posts reaches all the others (never itself), at once, as BroadcastChannel would
 * a moment later.
 */
export class TabBus {
  private readonly channels = new Set<(message: TabMessage) => void>();

  open = (): TabChannel => {
    const listeners = new Set<(message: TabMessage) => void>();
    const deliver = (message: TabMessage) => listeners.forEach((listener) => listener(message));
    this.channels.add(deliver);
    return {
      post: (message) => this.channels.forEach((other) => other !== deliver && other(message)),
      listen: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => void this.channels.delete(deliver),
    };
  };
}
