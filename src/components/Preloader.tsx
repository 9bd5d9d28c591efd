import { animated, useSpring } from '@react-spring/web';
import type { ReactElement } from 'react';
import { motion } from '../domain/motion';

/** Fades in while a navigation is pending and out when it ends or is cancelled. */
export function Preloader({ visible }: { visible: boolean }): ReactElement {
  const style = useSpring({ opacity: visible ? 1 : 0, config: { duration: motion.fadeMs } });
  return (
    <animated.div
      className="preloader"
      style={{ ...style, pointerEvents: visible ? 'auto' : 'none' }}
      role="status"
      aria-live="polite"
      aria-hidden={!visible}
      data-visible={visible}
    >
      <span className="preloader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{visible ? 'Loading page…' : ''}</span>
    </animated.div>
  );
}
