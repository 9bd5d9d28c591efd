import type { Context } from 'hono';

/**
 * Cross-site request forgery, without script (OWASP CSRF cheat sheet: Fetch Metadata, then
 * 'Verifying origin with standard headers'): a plain form post carries no anti-forgery header,
 * so the browser's own word on where the post comes from decides. `Sec-Fetch-Site`, which a page
 * cannot set, must say `same-origin`; a browser too old to send it is judged by `Origin`, which
 * must be this site's. A post with neither is refused: browsers send `Origin` on every form post.
 */
export function isSameOriginPost(c: Context, isHttps: (c: Context) => boolean): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined) return site === 'same-origin';
  const origin = c.req.header('Origin');
  return origin !== undefined && origin === ownOrigin(c, isHttps);
}

/** The origin the visitor's browser sees: the Host it asked for, over the scheme it used. */
function ownOrigin(c: Context, isHttps: (c: Context) => boolean): string {
  const host = c.req.header('Host') ?? new URL(c.req.url).host;
  return `${isHttps(c) ? 'https' : 'http'}://${host}`;
}
