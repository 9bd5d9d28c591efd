/** The messages between the main thread and the embedded database's thread (pglite-host.ts). */
export type HostRequest =
  | { op: 'heartbeat' }
  | { op: 'query'; id: number; tx?: number; text: string; params?: unknown[] }
  | { op: 'exec'; id: number; tx?: number; text: string }
  /** Opens a transaction whose id is this request's id. */
  | { op: 'begin'; id: number; tx?: undefined }
  | { op: 'commit' | 'rollback'; id: number; tx?: undefined }
  | { op: 'close'; id: number; tx?: undefined }
  /** How many fsyncs reached the disk (tests check durability is really on). */
  | { op: 'fsyncs'; id: number; tx?: undefined }
  /** The group commits so far and the seconds their flushes took (the metrics). */
  | { op: 'flushes'; id: number; tx?: undefined }
  /** A backup: a checkpoint, then PGlite's dump of the data directory (db/backup.ts). */
  | { op: 'dump'; id: number; tx?: undefined };

export interface HostError {
  message: string;
  code?: string;
  /** PostgreSQL's severity: after a PANIC the database in that thread is gone. */
  severity?: string;
}

export type HostReply =
  | { type: 'ready' }
  | { type: 'open-failed'; error: HostError }
  | { type: 'heartbeat' }
  /** A flush of the WAL failed: this thread's database acknowledges nothing more (groupCommit.ts). */
  | { type: 'flush-failed'; error: HostError }
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: HostError };
