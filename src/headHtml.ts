import { headTags } from './head';
import { routeMeta } from './routeMeta';
import type { RouteDef } from './routes';
import { jsonLdScript, structuredData } from './structuredData';

/**
 * A route's head as HTML, for the prerenderer (entry-server.tsx). Apart from head.ts because of
 * the JSON-LD: crawlers read it in the prerendered HTML, so the browser bundle need not carry it
 * (nor the content it quotes, e.g. every FAQ answer).
 */
const escapeAttr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function headHtml(route: RouteDef): string {
  const tags = headTags(route).map(
    (t) =>
      `<${t.tag} ${Object.entries(t.attrs)
        .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
        .join(' ')}>`,
  );
  const jsonLd = structuredData(route).map(jsonLdScript);
  return [`<title>${escapeAttr(routeMeta(route).title)}</title>`, ...tags, ...jsonLd].join('\n    ');
}
