import { useEffect, useState, type ReactElement } from 'react';
import { locale as current, type Locale } from '../../i18n/locale';
import { dismissSuggestion, localeToSuggest } from '../../i18n/preference';
import type { LanguageSuggestionBox } from './LanguageSuggestionBox';

/**
 * One dismissible line offering the page in the visitor's language (their earlier choice, or the
 * browser's `navigator.languages`), never a redirect. Decided after hydration, so the prerendered
 * HTML is the same for everyone.
 *
 * Most visits have nothing to suggest: the box's code (and its styles) loads only for those that
 * do, outside the home page's 100 KB of first-load JavaScript (issue 20). It loads in an effect,
 * not through `React.lazy`: a chunk that fails to arrive (a flaky network, a deploy that replaced
 * the hashed files) then means no line, where a lazy component's rejection unmounted the whole
 * page, a form being typed in included (review, 2026-11-25).
 */
export function LanguageSuggestion(): ReactElement | null {
  const [suggested, setSuggested] = useState<Locale | null>(null);
  const [Box, setBox] = useState<typeof LanguageSuggestionBox | null>(null);
  useEffect(() => setSuggested(localeToSuggest(current, navigator.languages ?? [navigator.language])), []);
  useEffect(() => {
    if (!suggested || Box) return;
    let mounted = true;
    import('./LanguageSuggestionBox').then(
      (m) => mounted && setBox(() => m.LanguageSuggestionBox),
      () => {
        /* not arrived: the page goes on without the offer */
      },
    );
    return () => {
      mounted = false;
    };
  }, [suggested, Box]);
  if (!suggested || !Box) return null;
  const dismiss = () => {
    dismissSuggestion();
    setSuggested(null);
  };
  return <Box suggested={suggested} dismiss={dismiss} />;
}
