/**
 * The machine's own ceiling for `npm run bench:web`. Lighthouse's simulated phone takes the main
 * thread's work as this machine did it and multiplies it by four, so the machine's speed at that
 * moment moves every score: a plain page of the home page's text, with no CSS, no web font, no
 * image and no script, scored 84 to 90 (400 to 640 ms of "blocking time", all of it the browser
 * laying out text) while other work ran, and 95 to 100 on a quiet moment (November 2026). The
 * bench measures such a plain page next to the real ones, so each figure reads against what this
 * machine allowed in the same minutes. Served from a loopback server of its own, not the site's.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The page's words and markup, without styles, scripts, inline SVG or images. */
export function plainPage(html: string): string {
  const body = html
    .slice(html.indexOf('<body'))
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<img[^>]*>/g, '')
    .replace(/<link[^>]*>/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plain text</title></head>${body}`;
}

/** Serves `html` at the root of a loopback port until `close`. */
export async function servePlain(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
