/**
 * A request the server refused with its reasons (400, or 409 for a time taken): its own words
 * and the field they are about, for the inbox's machines to keep and the view to say next to
 * that field. Anything else (no answer, 5xx) is not a refusal. Not a `*.machine.ts`: a helper
 * the machines share, reading the API client's error by shape.
 */
export interface ServerRefusal {
  message: string;
  field: string | null;
}

export function serverRefusal(error: unknown): ServerRefusal | null {
  const e = error as { status?: unknown; message?: unknown; data?: { field?: unknown } } | undefined;
  if (e?.status !== 400 && e?.status !== 409) return null;
  return { message: typeof e.message === 'string' && e.message ? e.message : 'Refused.', field: typeof e.data?.field === 'string' ? e.data.field : null };
}
