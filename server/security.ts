import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import { entryLoader } from '../src/entryLoader';

/** Hosts the page may talk to: only analytics, and only after the visitor's consent. */
const analyticsHosts = ['https://api2.amplitude.com', 'https://api.amplitude.com'];
/** The demo video is embedded from this host only once the visitor presses play. */
const videoHosts = ['https://www.youtube-nocookie.com'];

/**
 * Security headers on every response (DESIGN.md, 'API contract'). HSTS is left to the
 * TLS-terminating proxy (it knows whether the site and its subdomains are https-only); the
 * other hono defaults (Cross-Origin-Resource-Policy, Origin-Agent-Cluster, …) cost nothing here.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // The one inline script: the loader that requests the entry after the first paint.
    scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(entryLoader).digest('base64')}'`],
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
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
});
