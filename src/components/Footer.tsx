import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { chrome } from '../content/chrome';
import { config } from '../services/config';
import { consentSettingsSlotId } from './consent/LazyConsent';
import { LanguageSwitcher } from './language/LanguageSwitcher';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';
import { staticPart } from './island/StaticPart';

export const footerLinks = [
  { href: '/about', label: chrome.footer.links.about },
  { href: '/pricing', label: chrome.footer.links.pricing },
  { href: '/affiliate', label: chrome.footer.links.affiliate },
  { href: '/scholarship', label: chrome.footer.links.scholarship },
  { href: '/privacy-policy', label: chrome.footer.links.privacy },
  { href: '/terms-and-conditions', label: chrome.footer.links.terms },
] as const;

function goToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** The footer's columns: never changed after the first paint, so hydration leaves them alone (issue 39). */
function FooterColumns(): ReactElement {
  const { contact } = config;
  return (
    <div className="container footer__grid">
      <div className="footer__about">
        <Logo />
        <p className="footer__vision">{config.vision}</p>
      </div>
      <nav aria-label={chrome.footer.label} className="footer__links">
        <h2 className="footer__heading">{chrome.footer.company}</h2>
        <ul>
          {footerLinks.map((l) => (
            <li key={l.href}>
              <Link href={l.href}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <address className="footer__contact">
        <h2 className="footer__heading">{chrome.footer.contact}</h2>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
        <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
        <span>{contact.address}</span>
      </address>
      <aside className="footer__social" aria-label={chrome.footer.socialLabel}>
        <h2 className="footer__heading">{chrome.footer.followUs}</h2>
        <ul>
          {config.social.map((s) => (
            <li key={s.name}>
              <a href={s.href} rel="noopener noreferrer" target="_blank" aria-label={chrome.footer.opensInNewTab(s.name)}>
                <SocialIcon name={s.name} />
              </a>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

const StaticFooterColumns = staticPart(FooterColumns);

export function Footer(): ReactElement {
  return (
    <footer className="footer">
      <StaticFooterColumns />
      <div className="container footer__bottom">
        <p>
          © {config.copyrightYear} {config.appName}
          {chrome.footer.rightsReserved}
        </p>
        <LanguageSwitcher className="footer__languages" />
        <div className="footer__controls">
          {/* The consent settings button, placed here by the consent chunk once loaded (LazyConsent.tsx). */}
          <span id={consentSettingsSlotId} className="footer__consent" />
          <button type="button" className="footer__top" onClick={goToTop}>
            <span aria-hidden="true">↑</span> {chrome.footer.goToTop}
          </button>
        </div>
      </div>
    </footer>
  );
}
