import { useEffect, useState, type ReactElement } from 'react';
import { useLocation } from 'wouter';
import { languagesText } from '../../content/languages';
import { locale as current, type Locale } from '../../i18n/locale';
import { htmlLang, localePath } from '../../i18n/paths';
import { dismissSuggestion, localeToSuggest, rememberChoice } from '../../i18n/preference';
import { useScrollClearance, useStylesApplied } from '../fixedBox';
import './language.css';

/**
 * One dismissible line offering the page in the visitor's language (their earlier choice, or the
 * browser's `navigator.languages`), never a redirect. Decided after hydration, so the prerendered
 * HTML is the same for everyone; fixed in place, so it shifts nothing when it appears.
 */
export function LanguageSuggestion(): ReactElement | null {
  const [path] = useLocation();
  const [suggested, setSuggested] = useState<Locale | null>(null);
  useEffect(() => setSuggested(localeToSuggest(current, navigator.languages ?? [navigator.language])), []);
  // Shown once its rules apply (fixedBox.ts), and never over the control that has the focus.
  const styled = useStylesApplied();
  const clearance = useScrollClearance<HTMLElement>();
  if (!suggested || !styled) return null;
  const name = languagesText.names[suggested];
  const dismiss = () => {
    dismissSuggestion();
    setSuggested(null);
  };
  return (
    <aside ref={clearance} className="language-suggestion" aria-label={languagesText.switcherLabel} lang={htmlLang[current]}>
      <p>{languagesText.suggestion.text(name)}</p>
      <a
        className="button button--primary"
        href={localePath(suggested, path)}
        hrefLang={htmlLang[suggested]}
        onClick={(e) => {
          rememberChoice(suggested);
          e.currentTarget.href += location.search + location.hash;
        }}
      >
        {languagesText.suggestion.switch(name)}
      </a>
      <button type="button" className="button button--secondary" onClick={dismiss}>
        {languagesText.suggestion.dismiss}
      </button>
    </aside>
  );
}
