/**
 * The trailing-slash redirect must never leave the site (issue 19): `//evil.example/`,
 * `/%5Cevil.example/` (a backslash), `/%09/evil.example/` (a tab, which browsers drop) and the like
 * would otherwise become a `Location` a browser reads as another host.
 */
const base = 'http://site.invalid';

/**
 * The URL without its trailing slashes, as a path on this origin; null when no such path exists
 * (the request's path, read the way a browser reads a `Location`, would name another host).
 * Works on the raw, still percent-encoded path, so an encoded `\` or tab stays text in the path.
 */
export function sameOriginPath(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const target = path + url.search;
  // Only one leading slash, and nothing a URL parser turns into one.
  // oxlint-disable-next-line no-control-regex -- a control character in a redirect target is refused
  if (!/^\/(?![/\\])/.test(target) || /[\\\x00-\x1f\x7f]/.test(target)) return null;
  const resolved = new URL(target, base);
  return resolved.origin === base && resolved.pathname + resolved.search === target ? target : null;
}
