import type { Context } from 'hono';

/** A member of the team as the desk names them: on the timeline, and as the Reply-To of their replies. */
export interface DeskPerson {
  /** How the timeline names them. */
  name: string;
  /** Where replies to what they write go (the Reply-To of a reply). */
  email: string;
}

/**
 * Who is signed in, for everything the desk records (issue 36, items 4 and 6). Today the inbox
 * knows one person: the owner, signed in with the shared secret (the audit log names nobody), who
 * reads replies at the team's address. Item 5 (accounts) replaces this one function with the
 * session's person and their own e-mail; every caller stays as it is.
 */
export function signedInPerson(_c: Context, teamAddress: string): DeskPerson {
  return { name: 'the owner', email: teamAddress };
}
