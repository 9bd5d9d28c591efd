import type { MiddlewareHandler } from 'hono';

/** Hosts the page may talk to: only analytics, and only after the visitor's consent. */
const analyticsHosts = 'https://api2.amplitude.com https://api.amplitude.com';
/** The demo video is embedded from this host only once the visitor presses play. */
const videoHosts = 'https://www.youtube-nocookie.com';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Inline style attributes come from prerendered animation start values.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  `connect-src 'self' ${analyticsHosts}`,
  `frame-src ${videoHosts}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every response (DESIGN.md, 'API contract'). */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', contentSecurityPolicy);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('X-Frame-Options', 'DENY');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
};
