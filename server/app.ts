import { Hono } from 'hono';
import { securityHeaders } from './security';
import { siteRoutes } from './site';

export interface AppOptions {
  distDir: string;
}

/** The whole HTTP surface: `/api` and the built site. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.use('*', securityHeaders);

  const api = new Hono();
  api.get('/health', (c) => c.json({ status: 'ok' }));
  // A sub-app's notFound() is ignored once mounted (STACK.md): answer unknown API paths here.
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  app.route('/api', api);

  app.route('/', siteRoutes(options.distDir));
  app.onError((err, c) => {
    console.error(err);
    return c.json({ error: 'Internal error' }, 500);
  });
  return app;
}
