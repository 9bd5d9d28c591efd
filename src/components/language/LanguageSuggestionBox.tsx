import { useLocation } from 'wouter';
import type { ReactElement } from 'react';
import { languagesText } from '../../content/languages';
import type { Locale } from '../../i18n/locale';
import { languageOffers } from '../../i18n/offers';
import { htmlLang, localePath } from '../../i18n/paths';
import { rememberChoice } from '../../i18n/preference';
import { useScrollClearance, useStylesApplied } from '../fixedBox';
import './language.css';

/**
 * The line offering the page in `suggested` (LanguageSuggestion.ts decides, and loads this only
 * when there is something to offer); fixed in place, so it shifts nothing when it appears.
 */
export function LanguageSuggestionBox({ suggested, dismiss }: { suggested: Locale; dismiss: () => void }): ReactElement | null {
  const [path] = useLocation();
  // Shown once its rules apply (fixedBox.ts), and never over the control that has the focus.
  const styled = useStylesApplied();
  const clearance = useScrollClearance<HTMLElement>();
  if (!styled) return null;
  const offer = languageOffers[suggested];
  // The label is the page's (the landmark among the page's others); the offer is in its language.
  return (
    <aside ref={clearance} className="language-suggestion" aria-label={languagesText.switcherLabel}>
      <p lang={htmlLang[suggested]}>{offer.text}</p>
      <a
        className="button button--primary"
        href={localePath(suggested, path)}
        hrefLang={htmlLang[suggested]}
        lang={htmlLang[suggested]}
        onClick={(e) => {
          rememberChoice(suggested);
          e.currentTarget.href += location.search + location.hash;
        }}
      >
        {offer.switch}
      </a>
      <button type="button" className="button button--secondary" onClick={dismiss} lang={htmlLang[suggested]}>
        {offer.dismiss}
      </button>
    </aside>
  );
}
