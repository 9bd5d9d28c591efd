import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { loadSprings, type Springs } from './springs';

type Values = Record<string, number>;
type Controller = InstanceType<Springs['Controller']>;

const sameValues = (a: Values, b: Values) => Object.keys(a).every((k) => a[k] === b[k]);

/** What a view asks of its element: jump to values at once, or animate to them. */
export type SpringMove<V extends Values> = { kind: 'set'; to: V } | { kind: 'start'; to: V; delayMs: number; durationMs: number };

/**
 * Drives an element's inline style with react-spring, loaded on the first animation (springs.ts).
 * The element is a plain one that the component renders with `initial` as its style, so the server
 * HTML, the hydrating render and the page before the library arrives are the same markup, and
 * nothing remounts when it does. Jumps (`set`), and animations to what is already shown, need no
 * library and apply at once.
 *
 * Only the latest move counts: an animation asked for while the library loads is dropped if
 * another move follows. If the library cannot load, the animation's end values apply at once.
 * `toStyle` must be a module-level function (it is read once, like `initial`).
 */
export function useSpringStyle<V extends Values>(
  ref: RefObject<HTMLElement | null>,
  initial: V,
  toStyle: (values: V) => Partial<Record<'opacity' | 'transform', string>>,
): (move: SpringMove<V>) => void {
  const controller = useRef<Controller | null>(null);
  const latest = useRef<SpringMove<V> | null>(null);
  /** What the element shows now, for a controller created later to start from. */
  const shown = useRef(initial);

  const apply = useCallback(
    (values: V) => {
      shown.current = values;
      if (ref.current) Object.assign(ref.current.style, toStyle(values));
    },
    [ref], // eslint-disable-line react-hooks/exhaustive-deps
  );

  useEffect(
    () => () => {
      controller.current?.stop();
      latest.current = null;
    },
    [],
  );

  return useCallback(
    (move: SpringMove<V>) => {
      latest.current = move;
      // Animating to what is already shown moves nothing: no reason to fetch the library.
      if (move.kind === 'set' || (!controller.current && sameValues(move.to, shown.current))) {
        controller.current?.stop();
        controller.current?.set(move.to);
        apply(move.to);
        return;
      }
      loadSprings().then(
        ({ Controller }) => {
          if (latest.current !== move) return;
          const springs = (controller.current ??= new Controller(shown.current));
          springs.start({
            ...move.to,
            delay: move.delayMs,
            config: { duration: move.durationMs },
            onChange: () => apply(springs.get() as V),
          });
        },
        () => {
          if (latest.current === move) apply(move.to);
        },
      );
    },
    [apply],
  );
}
