import { useEffect, type RefObject } from 'react';

interface MenuDismissal {
  open: boolean;
  toggle: RefObject<HTMLElement | null>;
  menu: RefObject<HTMLElement | null>;
  onClose: () => void;
}

const focusable = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];

/**
 * What a disclosure menu owes keyboard and touch users while it is open (WAI-ARIA disclosure
 * navigation): Escape closes it and gives focus back to its toggle, a tap or click outside closes
 * it, and Tab cycles between the toggle and the menu's links instead of wandering off behind it.
 */
export function useMenuDismissal({ open, toggle, menu, onClose }: MenuDismissal): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        toggle.current?.focus();
      } else if (event.key === 'Tab' && toggle.current && menu.current) {
        const cycle = [toggle.current, ...focusable(menu.current)];
        const at = cycle.indexOf(document.activeElement as HTMLElement);
        const next = at === -1 ? 0 : (at + (event.shiftKey ? cycle.length - 1 : 1)) % cycle.length;
        event.preventDefault();
        cycle[next].focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, toggle, menu, onClose]);
}
