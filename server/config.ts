import { resolve } from 'node:path';

/** Server configuration, all optional, from the environment (README 'Configuration'). */
export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  adminToken?: string;
  distDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminToken: env.ADMIN_TOKEN || undefined,
    distDir: resolve(env.DIST_DIR || './dist'),
  };
}
