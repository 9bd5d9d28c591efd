import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactElement, type RefObject } from 'react';
import { watchIslandTriggers } from './islandTriggers';
import type { LazyComponent } from './lazyComponent';
import { replayEdits } from './replayEdits';

/**
 * A part of a prerendered page whose code loads only when it is about to be used (issue 9). The
 * server renders it in full inside a Suspense boundary; while hydrating, the browser suspends on a
 * promise that settles only once a trigger fires (islandTriggers), and React keeps the server's
 * HTML in place meanwhile: same markup, no layout shift, nothing for a crawler to miss. Mounted
 * later by a client-side navigation, it loads at once (the space is kept while it does).
 *
 * Props must be stable (module constants, memoised callbacks): a dehydrated boundary that
 * receives new props before its code arrives is thrown away and client-rendered.
 */

interface Gate<P> {
  open: () => void;
  ready: Promise<ComponentType<P>>;
}

interface Pending {
  live: boolean;
  /** The visitor submitted a form before it was live: submit it again once it is. */
  submit: HTMLFormElement | null;
}

const retryDelaysMs = [1000, 3000, 10_000, 30_000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads the code, retrying a failed load with backoff: the server HTML stays until it works. */
async function loadPatiently<P>(component: LazyComponent<P>): Promise<ComponentType<P>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await component.load();
    } catch (error) {
      console.error('An island’s code could not be loaded; retrying', error);
      await wait(retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)]!);
    }
  }
}

/** Set once the first page has hydrated: islands mounted after that load without waiting. */
let pageHydrated = false;

function createGate<P>(component: LazyComponent<P>): Gate<P> {
  const deferred = typeof window !== 'undefined' && !pageHydrated;
  if (!deferred) return { open: () => {}, ready: loadPatiently(component) };
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, ready: opened.then(() => loadPatiently(component)) };
}

/** Keeps a form inside a not-yet-live island from submitting natively (its fields would land in the URL). */
function guardSubmits(root: HTMLElement, pending: Pending, load: () => void): () => void {
  const guard = (event: Event) => {
    if (pending.live || !(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    pending.submit = event.target;
    load();
  };
  // On the document, capturing: React stops the propagation of events aimed at a dehydrated boundary.
  document.addEventListener('submit', guard, true);
  return () => document.removeEventListener('submit', guard, true);
}

function IslandContent<P extends object>({ component, gate, props, root, pending }: { component: LazyComponent<P>; gate: Gate<P>; props: P; root: RefObject<HTMLDivElement | null>; pending: Pending }) {
  const Component = component.current() ?? use(gate.ready);
  useEffect(() => {
    pending.live = true;
    if (root.current) replayEdits(root.current);
    const form = pending.submit;
    pending.submit = null;
    // In a task of its own: the replayed edits must have re-rendered the form before it submits.
    if (form) setTimeout(() => form.isConnected && form.requestSubmit());
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <Component {...props} />;
}

export interface IslandOptions {
  /** Space kept (CSS length) while the code loads after a client-side navigation. */
  minHeight?: string;
}

export function deferredIsland<P extends object>(component: LazyComponent<P>, { minHeight }: IslandOptions = {}): (props: P) => ReactElement {
  function Island(props: P): ReactElement {
    const root = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => createGate(component));
    const [pending] = useState<Pending>(() => ({ live: false, submit: null }));

    useEffect(() => {
      pageHydrated = true;
      const el = root.current;
      if (!el || pending.live) return;
      const stopGuard = guardSubmits(el, pending, gate.open);
      const stopWatching = watchIslandTriggers(el, gate.open);
      return () => {
        stopGuard();
        stopWatching();
      };
    }, [gate, pending]);

    return (
      // `display: contents`: the wrapper adds no box, so the page's layout is the same with or without it.
      <div ref={root} className="island" style={{ display: 'contents' }}>
        <Suspense fallback={<div className="island__placeholder" style={{ minHeight }} />}>
          <IslandContent component={component} gate={gate} props={props} root={root} pending={pending} />
        </Suspense>
      </div>
    );
  }
  return memo(Island) as unknown as (props: P) => ReactElement;
}
