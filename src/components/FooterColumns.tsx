import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { chrome } from '../content/chrome';
import { config } from '../services/config';
import { footerLinks } from './footerLinks';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';

/** The footer's columns: the site's pages, the contact details, the social links. */
export function FooterColumns(): ReactElement {
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
