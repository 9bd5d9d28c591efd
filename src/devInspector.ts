import type { InspectionEvent } from 'xstate';
import { addInspector, type Inspector } from './inspect';

/**
 * Development only (main.tsx imports it behind `import.meta.env.DEV`, so production bundles
 * leave it out): attaches an inspector to every actor when asked.
 * - `?inspect` (or `?inspect=stately`, or `VITE_INSPECT=1`): the Stately inspector. It opens
 *   stately.ai in a new window, so it needs the internet and a pop-up permission.
 * - `?inspect=console` (or `VITE_INSPECT=console`): offline, each actor's events and states in
 *   the browser console (`console.debug`, shown at the 'Verbose' level).
 */
export type InspectMode = 'stately' | 'console';

export function inspectMode(search: string, env: string | undefined): InspectMode | undefined {
  const params = new URLSearchParams(search);
  const asked = params.has('inspect') ? params.get('inspect') : env;
  if (asked === null || asked === undefined || ['0', 'false', 'off'].includes(asked)) return undefined;
  return asked === 'console' ? 'console' : 'stately';
}

/** Attaches the inspector asked for, if any; returns a function that detaches it. */
export async function attachInspector(search: string, env: string | undefined): Promise<() => void> {
  const mode = inspectMode(search, env);
  if (mode === 'console') return addInspector(consoleInspector);
  if (mode === 'stately') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    const detach = addInspector((event) => inspector.inspect.next?.(event));
    return () => {
      detach();
      inspector.stop();
    };
  }
  return () => {};
}

/** A machine actor by its machine's id ('navigation'), any other by its own id ('loadPage'). */
function actorName(event: InspectionEvent): string {
  // Not getSnapshot(): an actor being created has none yet.
  const actor = event.actorRef as { id?: string; logic?: { id?: string } };
  return actor.logic?.id ?? actor.id ?? 'actor';
}

export const consoleInspector: Inspector = (event) => {
  if (event.type === '@xstate.actor') console.debug('[xstate]', `${actorName(event)} started`);
  if (event.type === '@xstate.event') console.debug('[xstate]', `${actorName(event)} ← ${event.event.type}`, event.event);
  if (event.type === '@xstate.snapshot') {
    const { value, status } = event.snapshot as { value?: unknown; status: string };
    console.debug('[xstate]', `${actorName(event)} → ${value === undefined ? status : JSON.stringify(value)}`, event.snapshot);
  }
};
