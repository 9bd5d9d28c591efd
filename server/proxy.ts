import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressKey } from './api/rate-limit';

/**
 * Who sent a request and over what, read once for the whole server. With TRUST_PROXY the proxy
 * in front of us appends what it saw to X-Forwarded-For and X-Forwarded-Proto: the last entry of
 * each is the one to trust, the earlier ones are the visitor's to forge. Without TRUST_PROXY
 * both headers are ignored.
 */
export interface RequestOrigin {
  /** The key the visitor's address is counted under (IPv4 as is, IPv6 by its /64). */
  clientAddress(c: Context): string;
  /** Whether the visitor reached us over https. */
  isHttps(c: Context): boolean;
}

/** The last comma-separated entry of a forwarding header, trimmed. */
function lastHop(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const hop = value.slice(value.lastIndexOf(',') + 1).trim();
  return hop || undefined;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

export function requestOrigin(trustProxy: boolean): RequestOrigin {
  return {
    clientAddress(c) {
      // Only a well-formed address is a key: any other text (up to the header's 16 KB) would be
      // one more entry in the write limiter's memory per request.
      const forwarded = trustProxy ? lastHop(c.req.header('X-Forwarded-For')) : undefined;
      if (forwarded && isIP(forwarded)) return addressKey(forwarded);
      const socket = socketAddress(c);
      return socket && isIP(socket) ? addressKey(socket) : 'unknown';
    },
    isHttps(c) {
      if (new URL(c.req.url).protocol === 'https:') return true;
      return trustProxy && lastHop(c.req.header('X-Forwarded-Proto'))?.toLowerCase() === 'https';
    },
  };
}
