/**
 * A call of the admin API refused because the owner's session has ended (401): the inbox's
 * machines then hand back to the sign-in. Not a `*.machine.ts`: a guard's test they share.
 */
export const isSignedOutError = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 401;
