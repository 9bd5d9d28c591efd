import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { locale as current, type Locale } from '../../i18n/locale';
import { dismissSuggestion, localeToSuggest } from '../../i18n/preference';

// Most visits have nothing to suggest: the box's code (and its styles) loads only for those that do,
// outside the home page's 100 KB of first-load JavaScript (issue 20).
const Box = lazy(() => import('./LanguageSuggestionBox').then((m) => ({ default: m.LanguageSuggestionBox })));

/**
 * One dismissible line offering the page in the visitor's language (their earlier choice, or the
 * browser's `navigator.languages`), never a redirect. Decided after hydration, so the prerendered
 * HTML is the same for everyone.
 */
export function LanguageSuggestion(): ReactElement | null {
  const [suggested, setSuggested] = useState<Locale | null>(null);
  useEffect(() => setSuggested(localeToSuggest(current, navigator.languages ?? [navigator.language])), []);
  if (!suggested) return null;
  const dismiss = () => {
    dismissSuggestion();
    setSuggested(null);
  };
  return (
    <Suspense fallback={null}>
      <Box suggested={suggested} dismiss={dismiss} />
    </Suspense>
  );
}
