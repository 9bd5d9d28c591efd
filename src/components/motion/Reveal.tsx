import { createElement, useEffect, useRef, type ReactElement, type ReactNode, type Ref } from 'react';
import { motion } from '../../domain/motion';
import { isNarrowViewport, prefersReducedMotion, useReducedMotion } from './mediaQueries';
import { loadSprings } from './springs';
import { useSpringStyle } from './useSpringStyle';

type Pose = { opacity: number; x: number; y: number };

/** The spec's animations (section 9): where each starts from, how long it runs, its delay. */
const effects = {
  fadeUp: { from: { opacity: 0, x: 0, y: 24 }, durationMs: motion.fadeMs, delayMs: 0 },
  media: { from: { opacity: 0, x: 0, y: 0 }, durationMs: motion.media.durationMs, delayMs: motion.media.delayMs },
  shapeUpRight: { from: { opacity: 0, x: -40, y: 40 }, durationMs: motion.shape.durationMs, delayMs: motion.shape.delayMs },
} as const satisfies Record<string, { from: Pose; durationMs: number; delayMs: number }>;

export type MotionEffect = keyof typeof effects;
const rest: Pose = { opacity: 1, x: 0, y: 0 };

type Tag = 'div' | 'li';

interface RevealProps {
  effect?: MotionEffect;
  /** Replaces the effect's own delay (e.g. a card's place in a stagger). */
  delayMs?: number;
  as?: Tag;
  className?: string;
  children?: ReactNode;
}

const poseStyle = ({ opacity, x, y }: Pose) => ({
  opacity: String(opacity),
  transform: x === 0 && y === 0 ? 'none' : `translate3d(${x}px, ${y}px, 0)`,
});

/** The element an animation moves; its style prop never changes, the springs write to it. */
function Posed({
  as = 'div',
  pose,
  className,
  children,
  posedRef,
}: {
  as?: Tag;
  pose: Pose;
  className?: string;
  children?: ReactNode;
  posedRef: Ref<HTMLElement>;
}) {
  return createElement(as, { ref: posedRef, className, style: poseStyle(pose) }, children);
}

/**
 * Content that animates in when its section is reached (`shown`, from useSectionReveal). It starts
 * at rest, so the prerendered HTML shows it; hiding happens instantly, showing animates.
 */
export function Reveal({ shown, effect = 'fadeUp', delayMs, as, className, children }: RevealProps & { shown: boolean }): ReactElement {
  const spec = effects[effect];
  const still = useReducedMotion();
  const ref = useRef<HTMLElement>(null);
  const move = useSpringStyle<Pose>(ref, rest, poseStyle);
  useEffect(() => {
    if (!shown) {
      move({ kind: 'set', to: spec.from });
      // Fetch the library now, so that it is there when the section is reached.
      loadSprings().catch(() => {});
    } else if (still || prefersReducedMotion()) move({ kind: 'set', to: rest });
    else move({ kind: 'start', to: rest, delayMs: delayMs ?? spec.delayMs, durationMs: spec.durationMs });
  }, [shown, still, move, spec, delayMs]);
  return (
    <Posed as={as} pose={rest} className={className} posedRef={ref}>
      {children}
    </Posed>
  );
}

/**
 * Decoration that animates in once the page has mounted (the hero's shapes and badges). It
 * starts hidden even in the prerendered HTML, so use it only for decoration, never for text a
 * visitor must read first. Reduced motion shows it at once, and so do screens under 800 px, where
 * the spec has all media show at once (section 2): a phone spends nothing on it.
 */
export function Appear({ effect = 'fadeUp', delayMs, as, className, children }: RevealProps): ReactElement {
  const spec = effects[effect];
  const still = useReducedMotion();
  const ref = useRef<HTMLElement>(null);
  const move = useSpringStyle<Pose>(ref, spec.from, poseStyle);
  useEffect(() => {
    // `still` is false while hydrating (the server cannot know): ask the browser directly too.
    move(
      still || prefersReducedMotion() || isNarrowViewport()
        ? { kind: 'set', to: rest }
        : { kind: 'start', to: rest, delayMs: delayMs ?? spec.delayMs, durationMs: spec.durationMs },
    );
  }, [still, move, spec, delayMs]);
  return (
    <Posed as={as} pose={spec.from} className={className} posedRef={ref}>
      {children}
    </Posed>
  );
}
