/**
 * What `use-sync-external-store/shim` gives @xstate/react and wouter, from React itself: React 18
 * and later have the hook, so the shim's own copy for older Reacts (and its CommonJS wrapper) is
 * bytes of the entry that never run (issue 20's 100 KB budget). Aliased in vite.config.ts.
 */
export { useSyncExternalStore } from 'react';
