export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Paragraphs (and an optional link) as plain text and as simple, escaped HTML. */
export interface MailLink {
  intro: string;
  url: string;
  label?: string;
  note?: string;
}

export function mailBody(parts: { paragraphs: string[]; link?: MailLink | MailLink[]; after?: string[]; closing: string[]; footer?: string }) {
  const { paragraphs, after = [], closing, footer } = parts;
  const links = parts.link === undefined ? [] : Array.isArray(parts.link) ? parts.link : [parts.link];
  const text = [
    ...paragraphs,
    ...links.flatMap((link) => [link.intro ? `${link.intro}\n${link.url}` : link.url, ...(link.note ? [link.note] : [])]),
    ...after,
    closing.join('\n'),
    ...(footer ? [`--\n${footer}`] : []),
  ].join('\n\n');
  const p = (t: string) => `<p style="margin:0 0 1em">${escapeHtml(t).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1d2b36;max-width:36em">',
    ...paragraphs.map(p),
    ...links.flatMap((link) => [
      ...(link.intro ? [p(link.intro)] : []),
      `<p style="margin:0 0 1em"><a href="${escapeHtml(link.url)}" style="color:#0b5cad;font-weight:bold">${escapeHtml(link.label ?? link.url)}</a></p>`,
      ...(link.note ? [`<p style="margin:0 0 1em;font-size:14px;color:#4a5a66">${escapeHtml(link.note)}</p>`] : []),
    ]),
    ...after.map(p),
    p(closing.join('\n')),
    ...(footer ? [`<p style="margin:2em 0 0;font-size:13px;color:#4a5a66">${escapeHtml(footer)}</p>`] : []),
    '</body></html>',
  ].join('\n');
  return { text, html };
}
