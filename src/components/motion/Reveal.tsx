import { animated, to, useSpring, type SpringValue } from '@react-spring/web';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { motion } from '../../domain/motion';
import { useReducedMotion } from './mediaQueries';

interface Pose {
  opacity: number;
  x: number;
  y: number;
}

/** The spec's animations (section 9): where each starts from, how long it runs, its delay. */
const effects = {
  fadeUp: { from: { opacity: 0, x: 0, y: 24 }, durationMs: motion.fadeMs, delayMs: 0 },
  media: { from: { opacity: 0, x: 0, y: 0 }, durationMs: motion.media.durationMs, delayMs: motion.media.delayMs },
  scroll: { from: { opacity: 0, x: 0, y: 40 }, durationMs: motion.scroll.durationMs, delayMs: motion.scroll.delaysMs[0] },
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

const transform = (x: number, y: number) => (x === 0 && y === 0 ? 'none' : `translate3d(${x}px, ${y}px, 0)`);
type PoseValues = { [K in keyof Pose]: SpringValue<number> };
const poseStyle = (values: PoseValues) => ({ opacity: values.opacity, transform: to([values.x, values.y], transform) });

function AnimatedTag({ as = 'div', style, className, children }: { as?: Tag; style: object; className?: string; children?: ReactNode }) {
  const Tag = animated[as];
  return (
    <Tag className={className} style={style}>
      {children}
    </Tag>
  );
}

/**
 * Content that animates in when its section is reached (`shown`, from useSectionReveal). It starts
 * at rest, so the prerendered HTML shows it; hiding happens instantly, showing animates.
 */
export function Reveal({ shown, effect = 'fadeUp', delayMs, as, className, children }: RevealProps & { shown: boolean }): ReactElement {
  const spec = effects[effect];
  const still = useReducedMotion();
  const [values, api] = useSpring(() => rest);
  useEffect(() => {
    if (!shown) api.set(spec.from);
    else if (still) api.set(rest);
    else api.start({ ...rest, delay: delayMs ?? spec.delayMs, config: { duration: spec.durationMs } });
  }, [shown, still, api, spec, delayMs]);
  return <AnimatedTag as={as} className={className} style={poseStyle(values)}>{children}</AnimatedTag>;
}

/**
 * Decoration that animates in once the page has mounted (the hero's shapes and badges). It
 * starts hidden even in the prerendered HTML, so use it only for decoration, never for text a
 * visitor must read first. Reduced motion shows it at once.
 */
export function Appear({ effect = 'fadeUp', delayMs, as, className, children }: RevealProps): ReactElement {
  const spec = effects[effect];
  const still = useReducedMotion();
  const values = useSpring<Pose>({
    from: spec.from,
    to: rest,
    delay: still ? 0 : (delayMs ?? spec.delayMs),
    immediate: still,
    config: { duration: spec.durationMs },
  });
  return <AnimatedTag as={as} className={className} style={poseStyle(values)}>{children}</AnimatedTag>;
}
