import type { ReactElement } from 'react';
import { chrome } from '../content/chrome';
import { config } from '../services/config';
import { consentSettingsSlotId } from './consent/LazyConsent';
import { LanguageSwitcher } from './language/LanguageSwitcher';
import { lazyComponent } from './island/lazyComponent';
import { staticPart } from './island/StaticPart';

export { footerLinks } from './footerLinks';

function goToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * The footer's columns never change after the first paint, so hydration leaves them alone (issue
 * 39), and their code is needed only when a client-side navigation first shows a footer (from a
 * page without one): it is not part of the first load.
 */
const StaticFooterColumns = staticPart(lazyComponent(() => import('./FooterColumns').then((m) => m.FooterColumns)));

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
