import { navigate } from 'wouter/use-browser-location';
import { locale } from '../../i18n/locale';
import { splitLocale } from '../../i18n/paths';
import { staticPartAttribute } from './StaticPart';

/**
 * The links of a static part (StaticPart.tsx) were never hydrated: no wouter `Link` handler is
 * attached to them. One handler on the document does what those would have done: a plain click
 * on a link to a page of this site, in this language, becomes a client-side navigation (the
 * navigation machine, its preloader and its page view follow the URL, as after a `Link`). A link
 * to another language's build, a fragment of this page, a download, a new tab or another host
 * stays the browser's. Capturing: React stops the propagation of events aimed at a dehydrated
 * boundary; a hydrated `Link` sees the click as handled and does not navigate a second time.
 */
function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link?.closest(`[${staticPartAttribute}]`) || link.target || link.hasAttribute('download')) return;
  const href = link.getAttribute('href')!;
  if (!href.startsWith('/') || href.startsWith('//')) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || splitLocale(url.pathname).locale !== locale) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

/** Starts handling the static parts' links; returns a function that stops. */
export function navigateStaticLinks(): () => void {
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
