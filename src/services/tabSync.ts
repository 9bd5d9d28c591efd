import type { Draft } from '../domain/draftMerge';

/**
 * Tabs of one form in step (issue 13): a tab that saved tells the others the record, the draft
 * and its version, so they show the same fields and save on top of that version; a tab that
 * sent the form tells the others, which then show it as sent. BroadcastChannel where there is
 * one; otherwise a localStorage entry, whose `storage` event reaches the other tabs.
 */
export type TabMessage = { type: 'tab.saved'; recordId: string; draft: Draft; version: string } | { type: 'tab.sent'; recordId: string; at: string };

export interface TabChannel {
  post(message: TabMessage): void;
  /** Calls `listener` with what other tabs post (never this channel's own); returns the unsubscribe. */
  listen(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

export const tabChannelName = (resource: string): string => `heartwork.tabs.${resource}`;

const isTabMessage = (value: unknown): value is TabMessage => {
  const m = value as TabMessage | null;
  return !!m && (m.type === 'tab.saved' || m.type === 'tab.sent') && typeof m.recordId === 'string';
};

export interface TabChannelDeps {
  BroadcastChannel?: typeof globalThis.BroadcastChannel;
  storage?: () => Storage | undefined;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function openTabChannel(resource: string, deps: TabChannelDeps = globalDeps()): TabChannel {
  const name = tabChannelName(resource);
  if (deps.BroadcastChannel) {
    const channel = new deps.BroadcastChannel(name);
    return {
      post: (message) => channel.postMessage(message),
      listen(listener) {
        const onMessage = (event: MessageEvent) => isTabMessage(event.data) && listener(event.data);
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
      close: () => channel.close(),
    };
  }
  return {
    post(message) {
      try {
        // A nonce makes every message a change, so a repeated one still fires `storage`.
        deps.storage?.()?.setItem(name, JSON.stringify({ ...message, nonce: Math.random() }));
      } catch {
        /* storage refused: the tabs simply do not hear each other */
      }
    },
    listen(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== name || !event.newValue) return;
        try {
          const { nonce: _, ...message } = JSON.parse(event.newValue);
          if (isTabMessage(message)) listener(message);
        } catch {
          /* not ours */
        }
      };
      deps.target?.addEventListener('storage', onStorage as EventListener);
      return () => deps.target?.removeEventListener('storage', onStorage as EventListener);
    },
    close: () => {},
  };
}

function globalDeps(): TabChannelDeps {
  if (typeof window === 'undefined') return {};
  return { BroadcastChannel: globalThis.BroadcastChannel, storage: () => globalThis.localStorage, target: window };
}
