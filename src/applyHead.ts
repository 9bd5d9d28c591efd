import { headTags, optionalTags } from './head';
import { routeMeta } from './routeMeta';
import type { RouteDef } from './routes';

/**
 * Brings the live document's head in line with `route` (browser only). A module of its own, so
 * the browser loads it with the first client-side navigation (actors/navigation.ts) and no entry
 * carries it, while the server's head (headHtml.ts) imports head.ts alone.
 */
export function applyHead(doc: Document, route: RouteDef): void {
  doc.title = routeMeta(route).title;
  for (const el of doc.head.querySelectorAll(optionalTags.join(','))) el.remove();
  for (const t of headTags(route)) {
    const selector = t.tag + t.key.map(([k, v]) => `[${k}="${v}"]`).join('');
    let el = doc.head.querySelector(selector);
    if (!el) {
      el = doc.createElement(t.tag);
      doc.head.appendChild(el);
    }
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
  }
}
