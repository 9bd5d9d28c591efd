import { chrome } from '../content/chrome';

/** The footer's links to the site's pages. */
export const footerLinks = [
  { href: '/about', label: chrome.footer.links.about },
  { href: '/pricing', label: chrome.footer.links.pricing },
  { href: '/affiliate', label: chrome.footer.links.affiliate },
  { href: '/scholarship', label: chrome.footer.links.scholarship },
  { href: '/privacy-policy', label: chrome.footer.links.privacy },
  { href: '/terms-and-conditions', label: chrome.footer.links.terms },
] as const;
