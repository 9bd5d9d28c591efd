import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';

/**
 * Finds user-facing text written in a view instead of a text module (issue 17: a page built in
 * Romanian must not show an English word left in a component). It reads the source (Vite's own
 * parser), not a rendered page, so it is fast and sees every branch: JSX text, string literals
 * rendered as JSX children (also through `? :`, `??`, `||`, `&&`), and string literals in the
 * attributes a person reads or hears (aria-label, alt, placeholder, title, label…).
 */

/** Attributes whose value is read or announced. */
const spokenAttributes = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'alt', 'placeholder', 'title', 'label']);

/** Attributes that never hold words a person reads (names, addresses, styles, kinds). */
const technicalAttributes = new Set([
  'className',
  'id',
  'href',
  'to',
  'src',
  'type',
  'name',
  'rel',
  'target',
  'role',
  'autoComplete',
  'inputMode',
  'lang',
  'hrefLang',
  'htmlFor',
  'key',
  'variant',
  'icon',
  'as',
  'method',
  'action',
  'pattern',
  'loading',
  'decoding',
  'fetchPriority',
  'referrerPolicy',
  'allow',
  'sandbox',
  'd',
  'viewBox',
  'fill',
  'stroke',
  'xmlns',
  'width',
  'height',
  'tone',
  'size',
  'align',
  'layout',
  'field',
  'resource',
  'tag',
  'mode',
  'kind',
  'level',
  'testId',
  'data-testid',
]);

/** Text a person reads: at least one letter (punctuation, symbols and digits travel as they are). */
const hasWords = (text: string) => /\p{L}/u.test(text);
/** A value of an attribute that is not known to be spoken, that reads as words: a capital or a space. */
const looksLikeProse = (text: string) => hasWords(text) && (/^\p{Lu}/u.test(text) || / /.test(text.trim()));

export interface LiteralText {
  file: string;
  line: number;
  text: string;
}

type Node = any;

/** String literals an expression renders as they are (a condition's branches, a fallback). */
function renderedStrings(node: Node): Node[] {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node];
  if (node.type === 'TemplateLiteral') return node.quasis;
  if (node.type === 'ConditionalExpression') return [...renderedStrings(node.consequent), ...renderedStrings(node.alternate)];
  if (node.type === 'LogicalExpression') return [...renderedStrings(node.left), ...renderedStrings(node.right)];
  if (node.type === 'ParenthesizedExpression') return renderedStrings(node.expression);
  return [];
}

const textOf = (node: Node): string => (node.type === 'TemplateElement' ? node.value.cooked : String(node.value));

export function literalTextIn(file: string, source: string): LiteralText[] {
  const { program, errors } = parseSync(file, source, { lang: 'tsx' });
  if (errors.length) throw new Error(`${file}: ${errors[0].message}`);
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const found: LiteralText[] = [];
  const flag = (node: Node, reads = hasWords) => {
    const text = textOf(node).trim();
    if (reads(text)) found.push({ file, line: lineAt(node.start), text });
  };
  const visit = (node: Node, parent: Node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, parent));
    if (node.type === 'JSXText') flag(node);
    else if (node.type === 'JSXExpressionContainer' && parent?.type !== 'JSXAttribute') renderedStrings(node.expression).forEach((n) => flag(n));
    else if (node.type === 'JSXAttribute' && node.value && !technicalAttributes.has(node.name?.name) && !/^(data|on)[A-Z-]/.test(node.name?.name ?? '')) {
      const reads = spokenAttributes.has(node.name?.name) ? hasWords : looksLikeProse;
      if (node.value.type === 'Literal') flag(node.value, reads);
      else if (node.value.type === 'JSXExpressionContainer') renderedStrings(node.value.expression).forEach((n) => flag(n, reads));
    }
    for (const key of Object.keys(node)) if (key !== 'type' && typeof node[key] === 'object') visit(node[key], node);
  };
  visit(program, null);
  return found;
}

/** Every .tsx file under `dir` (relative to `root`), but for the folders and files in `skip`. */
export function viewFiles(root: string, dir: string, skip: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (skip.includes(path)) continue;
    if (statSync(join(root, path)).isDirectory()) out.push(...viewFiles(root, path, skip));
    else if (name.endsWith('.tsx')) out.push(path);
  }
  return out;
}

export function literalTextInFiles(root: string, files: readonly string[]): LiteralText[] {
  return files.flatMap((f) => literalTextIn(f, readFileSync(join(root, f), 'utf8')));
}
