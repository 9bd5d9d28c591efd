import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Link, useLocation } from 'wouter';
import { chrome } from '../content/chrome';
import { LanguageSwitcher } from './language/LanguageSwitcher';
import { Logo } from './Logo';
import { useMenuDismissal } from './useMenuDismissal';

export const navLinks = [
  { href: '/', label: chrome.navbar.links.home },
  { href: '/about', label: chrome.navbar.links.about },
  { href: '/pricing', label: chrome.navbar.links.pricing },
  { href: '/affiliate', label: chrome.navbar.links.affiliate },
] as const;

/**
 * The top navigation. `showJoin` hides the 'Book a demo' button (spec: showJoin option). On
 * phones the links fold into a menu, but 'Book a demo' stays in the bar: one tap away.
 */
export function Navbar({ showJoin = true }: { showJoin?: boolean }): ReactElement {
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const close = () => setOpen(false);
  useMenuDismissal({ open, toggle: toggleRef, menu: menuRef, onClose: close });
  // A navigation by any means (a link, back/forward) closes the menu.
  useEffect(close, [path]);
  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <Link href="/" className="navbar__brand" aria-label={chrome.navbar.brandLabel} onClick={close}>
          <Logo />
        </Link>
        <nav id="main-menu" aria-label={chrome.navbar.label} className="navbar__menu" data-open={open} ref={menuRef}>
          <ul>
            {navLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} aria-current={path === l.href ? 'page' : undefined} onClick={close}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <LanguageSwitcher className="navbar__languages" />
        </nav>
        <div className="navbar__actions">
          {showJoin && (
            <Link href="/demo" className="button button--primary navbar__join" onClick={close}>
              {chrome.navbar.bookDemo}
            </Link>
          )}
          <button type="button" ref={toggleRef} className="navbar__toggle" aria-expanded={open} aria-controls="main-menu" onClick={() => setOpen(!open)}>
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
            <span className="visually-hidden">{chrome.navbar.menu}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
