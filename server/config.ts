import { resolve } from 'node:path';
import { adminSessionMaxHours } from '../src/domain/inbox';
import { retention } from '../src/domain/retention';
import { adminTokenShape, minAdminTokenLength } from './api/admin';
import { isPasswordHash } from './auth/password';
import { defaultWriteLimits, type RateLimitOptions, type WriteLimits } from './api/rate-limit';

/** Server configuration, all optional, from the environment (README 'Configuration'). */
export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  adminToken?: string;
  /** ADMIN_PASSWORD_HASH: the owner's password as a scrypt hash (`npm run admin -- hash-password`). */
  adminPasswordHash?: string;
  /** METRICS_TOKEN: a bearer token that reads GET /metrics and nothing else. */
  metricsToken?: string;
  distDir: string;
  trustProxy: boolean;
  writeLimits: WriteLimits;
  /** BACKUP_DIR: where the server writes a backup a day (embedded database only), BACKUP_KEEP of them kept. */
  backupDir?: string;
  backupKeep: number;
  /** ADMIN_SESSION_MAX_HOURS: a desk session ends this long after sign-in, however often it is used (12). */
  adminSessionMaxHours: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/**
 * One limit from `<prefix>_BURST` and `<prefix>_PER_MINUTE`. WRITE_LIMIT_BURST / _PER_MINUTE,
 * the single limit of before, still set both limits where their own variables are unset.
 */
function limit(env: NodeJS.ProcessEnv, prefix: string, fallback: RateLimitOptions): RateLimitOptions {
  const either = (name: string, value: number) => positive(env, `${prefix}_${name}`, positive(env, `WRITE_LIMIT_${name}`, value));
  return { burst: either('BURST', fallback.burst), perMinute: either('PER_MINUTE', fallback.perMinute) };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const adminToken = env.ADMIN_TOKEN || undefined;
  if (adminToken !== undefined && adminToken.length < minAdminTokenLength) {
    throw new Error(`ADMIN_TOKEN must be at least ${minAdminTokenLength} characters (it guards every lead); e.g. openssl rand -base64 32`);
  }
  if (adminToken !== undefined && !adminTokenShape.test(adminToken)) {
    // A space or a letter outside ASCII can be set here but never sent in an Authorization header.
    throw new Error('ADMIN_TOKEN may hold only A-Z, a-z, 0-9 and . _ ~ + / - (optionally ending in =); e.g. openssl rand -base64 32');
  }
  const adminPasswordHash = env.ADMIN_PASSWORD_HASH || undefined;
  if (adminPasswordHash !== undefined && !isPasswordHash(adminPasswordHash)) {
    throw new Error('ADMIN_PASSWORD_HASH is not a hash made by `npm run admin -- hash-password` (it starts with "scrypt:").');
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && (metricsToken.length < minAdminTokenLength || !adminTokenShape.test(metricsToken))) {
    throw new Error(
      `METRICS_TOKEN must be at least ${minAdminTokenLength} characters of A-Z, a-z, 0-9 and . _ ~ + / - (optionally ending in =); e.g. openssl rand -base64 32`,
    );
  }
  const backupKeep = positive(env, 'BACKUP_KEEP', 14);
  if (!Number.isInteger(backupKeep) || backupKeep > retention.backupDays) {
    // One a day: keeping more would keep deleted leads longer than the privacy page says.
    throw new Error(
      `BACKUP_KEEP must be a whole number of daily backups from 1 to ${retention.backupDays} (the privacy page promises backups are deleted within ${retention.backupDays} days), got "${env.BACKUP_KEEP}"`,
    );
  }
  return {
    adminSessionMaxHours: positive(env, 'ADMIN_SESSION_MAX_HOURS', adminSessionMaxHours),
    port,
    metricsToken,
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : undefined,
    backupKeep,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminToken,
    adminPasswordHash,
    distDir: resolve(env.DIST_DIR || './dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    writeLimits: {
      createsPerAddress: limit(env, 'CREATE_LIMIT', defaultWriteLimits.createsPerAddress),
      updatesPerRecord: limit(env, 'UPDATE_LIMIT', defaultWriteLimits.updatesPerRecord),
    },
  };
}
