/**
 * What the browser and the server must agree on about a request, defined once for both.
 *
 * Anti-forgery (double-submit cookie, DESIGN.md 'HTTP client'): the server hands out a token in
 * this cookie and accepts a POST, PUT or DELETE under /api only when this header repeats it.
 */
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'X-XSRF-TOKEN';

/** Fields the server owns: sent back in every record, never taken from a request body. */
export const serverFields = ['_id', 'createdAt', 'updatedAt'] as const;

/**
 * The most characters a server field may hold when it comes back in a PUT of the whole record
 * (server/api/validate.ts drops it; longer is refused), and so in the body limits (bodyLimits.ts).
 */
export const serverFieldLimit = 64;

/** A stored record's server-owned part. */
export type ServerOwned = Record<(typeof serverFields)[number], string>;
