/**
 * GET /api/admin/backup (issue 37): the embedded database's backup, for the admin bearer token,
 * as a download. A GET changes nothing; what `npm run backup` asks while the server runs.
 */
import { Hono } from 'hono';
import { adminOnly, type AdminGuesses } from './admin';
import { fail } from './errors';
import { backupFileName } from '../backups';

export function backupApi({ dump, adminToken, guesses }: { dump?: () => Promise<Uint8Array>; adminToken?: string; guesses: AdminGuesses }): Hono {
  const api = new Hono();
  api.get('/', adminOnly(adminToken, guesses), async (c) => {
    if (!dump) return fail(c, 501, 'This server stores its leads in PostgreSQL: back it up with pg_dump (README, Backups).');
    const bytes = await dump();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/gzip',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${backupFileName(new Date())}"`,
    });
  });
  return api;
}
