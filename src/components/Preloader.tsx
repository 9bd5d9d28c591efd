import { useEffect, useRef, type ReactElement } from 'react';
import { chrome } from '../content/chrome';
import { motion } from '../domain/motion';
import { useSpringStyle } from './motion/useSpringStyle';

type Fade = { opacity: number };
const hidden: Fade = { opacity: 0 };
const fadeStyle = ({ opacity }: Fade) => ({ opacity: String(opacity) });

/** Fades in while a navigation is pending and out when it ends or is cancelled. */
export function Preloader({ visible }: { visible: boolean }): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const move = useSpringStyle(ref, hidden, fadeStyle);
  const shown = useRef(false);
  useEffect(() => {
    // The first render is hidden already: nothing to move (and no library to load) until a navigation.
    if (!visible && !shown.current) return;
    shown.current = true;
    move({ kind: 'start', to: { opacity: visible ? 1 : 0 }, delayMs: 0, durationMs: motion.fadeMs });
  }, [visible, move]);
  return (
    <div
      ref={ref}
      className="preloader"
      style={{ opacity: hidden.opacity, pointerEvents: visible ? 'auto' : 'none' }}
      role="status"
      aria-live="polite"
      aria-hidden={!visible}
      data-visible={visible}
    >
      <span className="preloader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{visible ? chrome.preloader.loading : ''}</span>
    </div>
  );
}
