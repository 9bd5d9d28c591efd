/**
 * The team at the desk (issue 36, item 5): who may do what. `owner` does everything; `sales`
 * works leads (statuses, notes, replies, meetings) and is refused what cannot be taken back or
 * reaches every lead at once: erasing, purging, exporting everything, and the team's accounts
 * and sessions.
 */
export const roles = ['owner', 'sales'] as const;
export type Role = (typeof roles)[number];
export const isRole = (value: unknown): value is Role => typeof value === 'string' && (roles as readonly string[]).includes(value);

/** Who is signed in: a member's e-mail, or the owner's own secret (ADMIN_TOKEN / ADMIN_PASSWORD_HASH: no e-mail). */
export interface Person {
  email: string | null;
  role: Role;
}

/** The name the audit log and a status's history give a person. */
export const actorName = (person: Person): string => person.email ?? 'owner';

/** What the server answers a sales member asking for an owner's action (403). */
export const ownerOnlyMessage = 'Only an owner may do this: ask an owner of the desk.';

/** How long the link that sets a new member's password works. */
export const passwordLinkHours = 24;

/** A new password's shortest length (as `npm run admin -- hash-password`). */
export const minPasswordLength = 12;

/** An open session as the owner sees it: never its secret. */
export interface OpenSession {
  id: string;
  who: string;
  role: Role;
  startedAt: string;
  lastSeenAt: string;
  /** When it ends whatever happens (the absolute lifetime). */
  endsAt: string;
  /** The session that asks: ending it signs this browser out. */
  current: boolean;
}
