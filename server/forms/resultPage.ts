import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FormPostName, formPosts } from '../../src/domain/formPosts';
import type { Locale } from '../../src/i18n/locale';
import { htmlLang, localePath } from '../../src/i18n/paths';
import type { FormValues } from './formBody';
import type { FormPageText } from './formText';

/**
 * The pages a plain form post is answered with, made from the form's own prerendered page (same
 * header, layout and styles): the form replaced by a thank-you, or the form again with what the
 * visitor typed and every field to fix named and marked. Both pages carry no script: they are
 * what a visitor without JavaScript gets, and a script arriving late must not hydrate a page the
 * app did not render (its own form state would overwrite what the server kept). Each is in the
 * language of the page the form was sent from: that locale's prerendered page, and its words.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Styles for a page without script: the parts a script would reveal are shown, its controls hidden. */
const noScriptStyles = '<link rel="stylesheet" href="/noscript.css">';

async function prerendered(distDir: string, form: FormPostName, locale: Locale): Promise<string> {
  const page = localePath(locale, formPosts[form].page);
  const file = join(distDir, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`);
  return readFile(file, 'utf8').catch(
    () => `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><title>Heartwork</title></head><body><main></main></body></html>`,
  );
}

/** The page without its scripts and preloads, with the no-script styles and a title of its own. */
function scriptless(html: string, title: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>([\s\S]*?)<\/title>/, (_, was: string) => `<title>${escapeHtml(title)} · ${was}</title>`)
    .replace('</head>', `  ${noScriptStyles}\n    <meta name="robots" content="noindex">\n  </head>`);
}

/** The form element of the page (by its action), or null when the page has none. */
function findForm(html: string, form: FormPostName): { start: number; end: number } | null {
  const open = new RegExp(`<form\\b[^>]*\\baction="${formPosts[form].action}"[^>]*>`).exec(html);
  if (!open) return null;
  const close = html.indexOf('</form>', open.index);
  return close < 0 ? null : { start: open.index, end: close + '</form>'.length };
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? unescapeHtml(m[1]!) : undefined;
};
const withoutAttr = (tag: string, name: string) => tag.replace(new RegExp(`\\s${name}(="[^"]*")?(?=[\\s/>])`, 'g'), '');
const withAttr = (tag: string, name: string, value: string) =>
  withoutAttr(tag, name).replace(/\s*\/?>$/, (end) => ` ${name}="${escapeHtml(value)}"${end.trim() === '/>' ? '/>' : '>'}`);

export interface FormProblems {
  /** A message for the whole form (too many posts, unreadable), shown above the fields. */
  message?: string;
  /** Field name → the message to show beside it. */
  errors?: Record<string, string>;
}

/** Marks a control invalid, points it at its message, and returns the message to put after it. */
function markInvalid(tag: string, message: string): { tag: string; after: string } {
  const id = attr(tag, 'id');
  if (!id) return { tag: withAttr(tag, 'aria-invalid', 'true'), after: '' };
  const errorId = `${id}-server-error`;
  const described = [attr(tag, 'aria-describedby'), errorId].filter(Boolean).join(' ');
  return {
    tag: withAttr(withAttr(tag, 'aria-invalid', 'true'), 'aria-describedby', described),
    after: `<p class="field__error" id="${errorId}">${escapeHtml(message)}</p>`,
  };
}

/** The label a visitor sees for a control, read from the page itself. */
function labelOf(html: string, name: string): string {
  const id = attr(new RegExp(`<(?:input|textarea|select)\\b[^>]*\\sname="${name}"[^>]*>`).exec(html)?.[0] ?? '', 'id');
  const label = id && new RegExp(`<label\\b[^>]*\\sfor="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1];
  const text = label
    ? unescapeHtml(label.replace(/<[^>]*>/g, ''))
        .replace(/\s*\*\s*$/, '')
        .trim()
    : '';
  return text || name;
}

/** The form with the visitor's values back in its fields, and each problem beside its field. */
function refill(form: FormPostName, formHtml: string, values: FormValues, problems: FormProblems, text: FormPageText): string {
  const errors = problems.errors ?? {};
  const flagged = new Set<string>();
  const problem = (name: string | undefined) => {
    if (!name || !(name in errors) || flagged.has(name)) return undefined;
    flagged.add(name);
    return errors[name];
  };
  let html = formHtml
    // Whatever a script would reveal is shown: nothing typed may sit in a hidden part.
    .replace(/(<[a-z]+\b[^>]*?)\shidden=""/g, '$1')
    // A button the script marks unavailable until the form is complete: here the server judges.
    .replace(/<button\b[^>]*>/g, (tag) => withoutAttr(withoutAttr(tag, 'aria-disabled'), 'aria-describedby'))
    .replace(/<input\b[^>]*>/g, (tag) => {
      const name = attr(tag, 'name');
      const type = attr(tag, 'type') ?? 'text';
      if (!name || ['hidden', 'submit', 'button', 'reset', 'file', 'image'].includes(type)) return tag;
      const sent = values.get(name) ?? [];
      if (type === 'checkbox' || type === 'radio') {
        const on = sent.includes(attr(tag, 'value') ?? 'on');
        return on ? withAttr(tag, 'checked', '') : withoutAttr(tag, 'checked');
      }
      const filled = withAttr(tag, 'value', sent[0] ?? '');
      const message = problem(name);
      if (message === undefined) return filled;
      const marked = markInvalid(filled, message);
      return marked.tag + marked.after;
    })
    .replace(/(<textarea\b[^>]*>)[\s\S]*?<\/textarea>/g, (_, open: string) => {
      const name = attr(open, 'name');
      // The first line break after <textarea> is dropped by the parser: start with one.
      const body = `\n${escapeHtml((values.get(name ?? '')?.[0] ?? '').replace(/\r\n?/g, '\n'))}</textarea>`;
      const message = problem(name);
      if (message === undefined) return open + body;
      const marked = markInvalid(open, message);
      return marked.tag + body + marked.after;
    })
    .replace(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g, (_, open: string, options: string) => {
      const name = attr(open, 'name');
      const chosen = values.get(name ?? '')?.[0] ?? '';
      const body = options.replace(/<option\b[^>]*>/g, (tag) => (attr(tag, 'value') === chosen ? withAttr(tag, 'selected', '') : withoutAttr(tag, 'selected')));
      const message = problem(name);
      if (message === undefined) return `${open}${body}</select>`;
      const marked = markInvalid(open, message);
      return `${marked.tag}${body}</select>${marked.after}`;
    });

  const listed = Object.entries(errors).map(([name, message]) => `<li>${escapeHtml(labelOf(formHtml, name))}: ${escapeHtml(message)}</li>`);
  const intro = problems.message ?? (listed.length ? [text.fix.lead[form], text.fix.heading(listed.length)].filter(Boolean).join(' ') : '');
  if (intro) {
    // autofocus: without script this is how the visitor (and a screen reader) lands on it.
    const summary =
      `<div class="form-notice form-notice--error" role="alert" tabindex="-1" autofocus=""><p>${escapeHtml(intro)}</p>` +
      (listed.length ? `<ul>${listed.join('')}</ul>` : '') +
      '</div>';
    html = html.replace(/^<form\b[^>]*>/, (open) => open + summary);
  }
  return html;
}

/** The form's page again: what the visitor sent in its fields, and what to fix. */
export async function problemPage(
  distDir: string,
  form: FormPostName,
  values: FormValues,
  problems: FormProblems,
  locale: Locale,
  text: FormPageText,
): Promise<string> {
  const html = scriptless(await prerendered(distDir, form, locale), text.fix.title);
  const at = findForm(html, form);
  if (!at) {
    const text = problems.message ?? Object.values(problems.errors ?? {}).join(' ');
    return html.replace(/<main\b[^>]*>/, (open) => `${open}<p role="alert">${escapeHtml(text)}</p>`);
  }
  return html.slice(0, at.start) + refill(form, html.slice(at.start, at.end), values, problems, text) + html.slice(at.end);
}

/** The form's page with the form replaced by its thank-you. */
export async function thanksPage(distDir: string, form: FormPostName, locale: Locale, text: FormPageText): Promise<string> {
  const html = scriptless(await prerendered(distDir, form, locale), text.thanksTitle);
  const thanks =
    `<div class="form-notice form-notice--success" role="status" tabindex="-1" autofocus="">` +
    `<p>${escapeHtml(text.thanks[form])}</p>` +
    `<p><a href="${localePath(locale, formPosts[form].page)}">${escapeHtml(text.another)}</a></p></div>`;
  const at = findForm(html, form);
  if (!at) return html.replace(/<main\b[^>]*>/, (open) => open + thanks);
  return html.slice(0, at.start) + thanks + html.slice(at.end);
}

/**
 * A short page for a post that is refused outright (another site's form), in the language of the
 * page it came from: its body is never read.
 */
export function refusedPage(locale: Locale, text: FormPageText): string {
  const title = escapeHtml(text.notSent);
  const home = localePath(locale, '/');
  return `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Heartwork</title><meta name="robots" content="noindex"></head><body><main><h1>${title}</h1><p>${escapeHtml(text.crossSite)}</p><p><a href="${home}">Heartwork</a></p></main></body></html>`;
}
