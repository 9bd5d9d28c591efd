import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { locales } from '../../src/i18n/locale';
import { localePath } from '../../src/i18n/paths';

/**
 * The privacy page says what the server really does with e-mail (issue 35): its paragraphs about
 * the messages to people and the automatic follow-up are in the prerendered page in every
 * language, hidden by the site's styles unless the page's <html> carries `data-messages` /
 * `data-follow-up`, which this adds while SMTP_URL / FOLLOW_UP_AFTER_HOURS are set. The <html>
 * element is outside what the app hydrates, so the page stays the one the build made.
 */
export function privacyPageRoutes(distDir: string, on: { messages: boolean; followUp: boolean }): Hono {
  const app = new Hono();
  if (!on.messages && !on.followUp) return app;
  const marks = `${on.messages ? ' data-messages' : ''}${on.followUp ? ' data-follow-up' : ''}`;
  for (const locale of locales) {
    const path = localePath(locale, '/privacy-policy');
    const file = join(distDir, path.slice(1), 'index.html');
    app.on(['GET', 'HEAD'], path, async (c, next) => {
      const html = await readFile(file, 'utf8').catch(() => null);
      if (html === null) return next();
      return c.html(html.replace(/<html\b/, `<html${marks}`), 200, { 'Cache-Control': 'no-cache' });
    });
  }
  return app;
}
