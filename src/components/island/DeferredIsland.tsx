import { memo, Suspense, use, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { createGate, replayCode, type IslandGate } from './islandGate';
import { watchIslandTriggers } from './islandTriggers';
import type { LazyComponent } from './lazyComponent';
import { fulfilled } from '../../onDemand';
import { guardSubmits, type HeldSubmit } from './submitGuard';

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
interface ContentProps<P> {
  component: LazyComponent<P>;
  gate: IslandGate<P>;
  props: P;
  root: RefObject<HTMLDivElement | null>;
  held: HeldSubmit;
  stopWatching: RefObject<(() => void) | null>;
}

function IslandContent<P extends object>({ component, gate, props, root, held, stopWatching }: ContentProps<P>) {
  // Always through use(), also once the code is loaded (see `fulfilled`).
  const loaded = component.current();
  const Component = use(loaded ? fulfilled(loaded) : gate.ready);
  useEffect(() => {
    held.live = true;
    stopWatching.current?.();
    // Loaded with the island's code by a deferred gate; an island mounted later has no early typing.
    const replay = replayCode.current();
    if (root.current && replay) replay(root.current);
    const { form, button } = held;
    held.form = null;
    held.button = null;
    // In a task of its own: the replayed edits must have re-rendered the form before it is
    // pressed or submits.
    if (form || button)
      setTimeout(() => {
        if (button?.isConnected) button.click();
        if (form?.isConnected) form.requestSubmit();
      });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <Component {...props} />;
}

export interface IslandOptions<P> {
  /** Space kept (a CSS length) while the code loads after a client-side navigation. */
  minHeight?: (props: P) => string;
  /**
   * Whether to load at once rather than on a trigger: a form this browser remembers a lead for
   * (a reload, a return visit) must show it without waiting for the visitor to come near.
   */
  wakeAtOnce?: () => boolean;
}

export function deferredIsland<P extends object>(component: LazyComponent<P>, { minHeight, wakeAtOnce }: IslandOptions<P> = {}): (props: P) => ReactElement {
  function Island(props: P): ReactElement {
    const root = useRef<HTMLDivElement>(null);
    const stopWatching = useRef<(() => void) | null>(null);
    const [gate] = useState(() => createGate(component));
    const [held] = useState<HeldSubmit>(() => ({ live: false, form: null, button: null }));

    useEffect(() => {
      const el = root.current;
      if (!el || !gate.deferred || held.live) return;
      if (wakeAtOnce?.()) gate.open();
      const stopGuard = guardSubmits(el, held, gate.open);
      const stopTriggers = watchIslandTriggers(el, gate.open);
      stopWatching.current = stopTriggers;
      return () => {
        stopGuard();
        stopTriggers();
      };
    }, [gate, held]);

    return (
      // `display: contents`: the wrapper adds no box, so the page's layout is the same with or without it.
      <div ref={root} className="island" style={{ display: 'contents' }}>
        <Suspense fallback={<div className="island__placeholder" style={{ minHeight: minHeight?.(props) }} />}>
          <IslandContent component={component} gate={gate} props={props} root={root} held={held} stopWatching={stopWatching} />
        </Suspense>
      </div>
    );
  }
  return memo(Island) as unknown as (props: P) => ReactElement;
}
