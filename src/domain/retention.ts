/**
 * How long leads are kept: the periods the privacy page promises (src/content/legal/privacy.ts
 * prints them) and the purge applies (server/db/retention.ts). One source, so they cannot drift.
 */
export const retention = {
  /** A draft never sent is deleted at the latest this many months after its last change. */
  draftMonths: 6,
  /** A sent record is deleted at the latest this many months after the last contact (or its submission). */
  afterLastContactMonths: 24,
  /** A deletion request is answered within this many days. */
  answerWithinDays: 30,
  /**
   * Backups of the database are deleted at the latest this many days after they are made: what
   * is deleted from the database is gone from the backups by then too (BACKUP_KEEP may not exceed it).
   */
  backupDays: 30,
} as const;

/** `date` moved back by whole calendar months, in UTC (31 Aug − 6 months → 28/29 Feb, not 3 Mar). */
export function monthsBefore(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The instants before which a draft (by last change) and a sent record (by last contact) are due. */
export function retentionCutoffs(now: Date): { drafts: Date; sent: Date } {
  return { drafts: monthsBefore(now, retention.draftMonths), sent: monthsBefore(now, retention.afterLastContactMonths) };
}
