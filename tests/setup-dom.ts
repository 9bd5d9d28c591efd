import '@testing-library/jest-dom/vitest';
import { Globals } from '@react-spring/web';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// Animations finish at once in tests.
Globals.assign({ skipAnimation: true });
afterEach(() => cleanup());

// The browser's tab channel is one browser's: Node's BroadcastChannel reaches every worker thread
// of the process, and the jsdom files run two at a time in threads of one process (vmThreads,
// vitest.config.ts), so one file's forms heard the other's saves and sends (review, 2026-11-25:
// 3-5 failures in two form files run side by side). Each file's channels are its own.
// Only in the jsdom files: a file in the node environment has Node's own global, whose
// BroadcastChannel cannot be replaced (and renders no form).
if (typeof document !== 'undefined' && typeof globalThis.BroadcastChannel === 'function') {
  const Shared = globalThis.BroadcastChannel;
  const file = `${Math.random().toString(36).slice(2)}:`;
  Object.defineProperty(globalThis, 'BroadcastChannel', {
    configurable: true,
    writable: true,
    value: class FileChannel extends Shared {
      constructor(name: string) {
        super(file + name);
      }
    },
  });
}

// Each file starts as a fresh visitor's browser would, with nothing stored and nothing on the
// page, whichever pool runs it (vitest.config.ts: a pool that shares a document between files
// would otherwise carry one file's storage into the next). Files that ask for the node
// environment have no document.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

// The component files have no server: the demo form's time picker hears that booking is off, as
// a site without MEETING_HOURS answers (its own tests give it slots: meetingPicker.test.tsx and
// the path tests). Otherwise its request failed in jsdom at a moment of its own, and its 'could
// not be loaded' alert stood beside the alert a form test was reading (1 failure in a full run).
vi.mock('../src/actors/meetingPicker', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/actors/meetingPicker')>();
  return {
    ...actual,
    meetingPickerActorLogic: actual.bindMeetingPicker({ loadSlots: async () => ({ enabled: false, timeZone: null, minutes: null, slots: [] }) }),
  };
});
