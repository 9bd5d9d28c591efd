import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { config } from '../services/config';
import { ConsentSettingsButton } from './consent/ConsentSettingsButton';
import { LanguageSwitcher } from './language/LanguageSwitcher';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';

export const footerLinks = [
  { href: '/about', label: 'About us' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/affiliate', label: 'Affiliate program' },
  { href: '/scholarship', label: 'Scholarship Program' },
  { href: '/privacy-policy', label: 'Privacy policy' },
  { href: '/terms-and-conditions', label: 'Terms and conditions' },
] as const;

function goToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  document.getElementById('main')?.focus({ preventScroll: true });
}

export function Footer(): ReactElement {
  const { contact } = config;
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Logo />
          <p className="footer__vision">{config.vision}</p>
        </div>
        <nav aria-label="Footer" className="footer__links">
          <h2 className="footer__heading">Company</h2>
          <ul>
            {footerLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="footer__contact">
          <h2 className="footer__heading">Contact</h2>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
          <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
          <span>{contact.address}</span>
        </address>
        <aside className="footer__social" aria-label="Social links">
          <h2 className="footer__heading">Follow us</h2>
          <ul>
            {config.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener noreferrer" target="_blank" aria-label={`${s.name} (opens in a new tab)`}>
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="container footer__bottom">
        <p>
          © {config.copyrightYear} {config.appName}. All rights reserved.
        </p>
        <LanguageSwitcher className="footer__languages" />
        <div className="footer__controls">
          <ConsentSettingsButton className="footer__top" />
          <button type="button" className="footer__top" onClick={goToTop}>
            <span aria-hidden="true">↑</span> Go to top
          </button>
        </div>
      </div>
    </footer>
  );
}
