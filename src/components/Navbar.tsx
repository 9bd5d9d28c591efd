import { useState, type ReactElement } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from './Logo';

export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/affiliate', label: 'Invite' },
] as const;

/** The top navigation. `showJoin` hides the 'Book a demo' button (spec: showJoin option). */
export function Navbar({ showJoin = true }: { showJoin?: boolean }): ReactElement {
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <Link href="/" className="navbar__brand" aria-label="Heartwork home" onClick={close}>
          <Logo />
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id="main-menu" aria-label="Main" className="navbar__menu" data-open={open}>
          <ul>
            {navLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} aria-current={path === l.href ? 'page' : undefined} onClick={close}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          {showJoin && (
            <Link href="/demo" className="button button--primary navbar__join" onClick={close}>
              Book a demo
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
