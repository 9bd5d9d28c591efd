import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { entryLoader } from '../src/entryLoader';
import { fontFlagLoader } from '../src/fontFlag';

/** Hosts the page may talk to: only analytics, and only after the visitor's consent. */
const analyticsHosts = ['https://api2.amplitude.com', 'https://api.amplitude.com'];
/** The demo video is embedded from this host only once the visitor presses play. */
const videoHosts = ['https://www.youtube-nocookie.com'];

/**
 * Security headers on every response (DESIGN.md, 'API contract'). HSTS is left to the
 * TLS-terminating proxy (it knows whether the site and its subdomains are https-only); the
 * other hono defaults (Cross-Origin-Resource-Policy, Origin-Agent-Cluster, …) cost nothing here.
 *
 * Cross-Origin-Opener-Policy is the owner's pages' alone (ownerPageIsolation, issue 39). On a page
 * it makes Chromium leave the tab's renderer for a new one when the tab comes from about:blank
 * (a new process before the first paint; Lighthouse and monitoring tools start every run there),
 * which a page without it reuses. What it guards is a window that a page of another site opened
 * or was opened by: our public pages never use `window.opener` or `postMessage`, show no one's
 * data but the visitor's own, and clickjacking is `frame-ancestors 'none'`. What is given up: on
 * Android, where Chrome isolates only some sites in a process of their own, one sending COOP is
 * among them, so a visitor's own typing on a public page may now share a process with another
 * site there (a Spectre-class read). /admin, with its session and everyone's leads, keeps it.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // The two inline scripts: the loader that requests the entry after the first paint, and the
    // head's brand-font loader (src/fontFlag.ts).
    scriptSrc: ["'self'", ...[entryLoader, fontFlagLoader].map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)],
    // Inline style attributes come from prerendered animation start values.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...analyticsHosts],
    frameSrc: videoHosts,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  crossOriginOpenerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
});

/** The owner's pages: a browsing context group of their own, whatever opened them (see above). */
export const ownerPageIsolation: MiddlewareHandler = async (c, next) => {
  await next();
  try {
    c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  } catch {
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
  }
};
