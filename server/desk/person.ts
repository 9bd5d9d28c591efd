import type { Context } from 'hono';
import type { Person } from '../../src/domain/people';

/** A member of the team as the desk names them: on the timeline, and as the Reply-To of their replies. */
export interface DeskPerson {
  /** How the timeline names them. */
  name: string;
  /** Where replies to what they write go (the Reply-To of a reply). */
  email: string;
}

/**
 * Who is signed in, for everything the desk records (issue 36, items 4 to 6): the session's
 * person (set by the inbox API's guard, `c.var.person`). A member is named by their e-mail, and
 * replies they write come back to it; the owner signed in with the shared secret is 'the owner',
 * and reads replies at the team's address.
 */
export function signedInPerson(c: Context, teamAddress: string): DeskPerson {
  const person = c.get('person') as Person | undefined;
  return person?.email ? { name: person.email, email: person.email } : { name: 'the owner', email: teamAddress };
}
