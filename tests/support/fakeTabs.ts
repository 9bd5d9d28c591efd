import type { TabChannel, TabMessage } from '../../src/services/tabSync';

/**
 * The other tabs of a form, played by the test: what the form's autosave posts is kept in
 * `posted`; `emit` delivers a message as another tab's, at once (no BroadcastChannel task to
 * wait for under fake timers).
 */
export class FakeTabs {
  readonly posted: TabMessage[] = [];
  private readonly listeners = new Set<(message: TabMessage) => void>();

  open = (): TabChannel => ({
    post: (message) => void this.posted.push(message),
    listen: (listener) => {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    },
    close: () => {},
  });

  emit(message: TabMessage): void {
    this.listeners.forEach((listener) => listener(message));
  }
}
