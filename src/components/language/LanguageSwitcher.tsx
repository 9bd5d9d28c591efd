import type { MouseEvent, ReactElement } from 'react';
import { useLocation } from 'wouter';
import { languagesText } from '../../content/languages';
import { locale as current, locales, type Locale } from '../../i18n/locale';
import { htmlLang, localePath } from '../../i18n/paths';
import { rememberChoice } from '../../i18n/preference';
import { isLocalized, matchRoute } from '../../routes';
import './language.css';

/** Keeps the query and fragment (the demo form's `features`, a section) when the language changes. */
function keepPlace(event: MouseEvent<HTMLAnchorElement>, l: Locale): void {
  rememberChoice(l);
  event.currentTarget.href += location.search + location.hash;
}

/**
 * Links to the page the visitor is on, in the other languages: a full page load of that
 * language's build. An open form's draft survives it: the forms remember their record per
 * resource, whatever the language (src/actors/leadRequests.ts).
 */
export function LanguageSwitcher({ className }: { className?: string }): ReactElement | null {
  const [path] = useLocation();
  // Sample pages, the inbox and unknown paths have no other language.
  if (!isLocalized(matchRoute(path))) return null;
  return (
    <nav className={`language-switcher ${className ?? ''}`} aria-label={languagesText.switcherLabel}>
      <ul>
        {locales.map((l) => (
          <li key={l}>
            {l === current ? (
              <span aria-current="true" lang={htmlLang[l]}>
                {languagesText.names[l]}
              </span>
            ) : (
              <a
                href={localePath(l, path)}
                hrefLang={htmlLang[l]}
                lang={htmlLang[l]}
                title={languagesText.readIn(languagesText.names[l])}
                onClick={(e) => keepPlace(e, l)}
              >
                {languagesText.names[l]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
