/** Starts the site and API server (`npm start` builds first; see scripts/start.ts). */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = createApp({ distDir: config.distDir });

const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST || undefined }, (info) => {
  console.log(`Heartwork site listening on http://localhost:${info.port}`);
});

function shutdown(signal: string): void {
  console.log(`${signal} received, closing the server`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
