import { describe, expect, it } from 'vitest';
import { routeText } from '../../src/content/routes';
import { routeMeta } from '../../src/routeMeta';
import { notFoundRoute, routes } from '../../src/routes';
import { literalTextIn, literalTextInFiles, viewFiles } from './literalText';

/**
 * Issue 17: every word a product page shows comes from a text module, so a Romanian or Norwegian
 * build has none left in English. The owner's inbox and the sample template pages stay English.
 */
const root = process.cwd();
const englishOnly = ['src/components/template', 'src/components/inbox', 'src/pages/template', 'src/pages/AdminPage.tsx'];

/** Words no person reads: the honeypot's placeholder is for the bots that fill it (hidden from people). */
const allowed = [{ file: 'src/components/form/Honeypot.tsx', text: 'Company fax' }];

describe('text written in a view', () => {
  it('is found nowhere in the product pages, their components and the shell', () => {
    const files = [...viewFiles(root, 'src/components', englishOnly), ...viewFiles(root, 'src/pages', englishOnly), 'src/App.tsx'];
    const found = literalTextInFiles(root, files).filter((f) => !allowed.some((a) => a.file === f.file && a.text === f.text));
    expect(found.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([]);
  });

  it('is found in no product route: titles and descriptions come from src/content/routes.ts', () => {
    const texts = Object.values(routeText).map(({ title, description }) => ({ title, description }));
    const product = routes.filter((r) => !r.template && !r.noindex);
    expect(product.length).toBeGreaterThanOrEqual(9);
    for (const r of [...product, notFoundRoute]) expect(texts).toContainEqual(routeMeta(r));
  });

  it.each([
    ['JSX text', '<p>Hello there</p>', ['Hello there']],
    ['a string child', "<p>{open ? 'Close menu' : label}</p>", ['Close menu']],
    ['a fallback child', "<p>{label ?? 'Nothing yet'}</p>", ['Nothing yet']],
    ['a template child', '<p>{`${n} selected`}</p>', ['selected']],
    ['a spoken attribute', '<nav aria-label="Main" />', ['Main']],
    ['an alt in braces', "<img alt={sample ? 'A sample logo' : name} />", ['A sample logo']],
    ['a prose prop', '<Card title="Still wondering?" />', ['Still wondering?']],
    ['a sentence in any prop', '<Card text="book a demo today" />', ['book a demo today']],
    ['no words: symbols and digits', "<p>{'·'} 404 ↑ {x}</p>", []],
    ['no words: technical attributes', '<a className="Button primary" href="/demo" type="Email" />', []],
    ['no words: a module text', '<p aria-label={chrome.menu}>{home.title}</p>', []],
  ] as const)('finds %s', (_, jsx, texts) => {
    expect(literalTextIn('x.tsx', `const v = ${jsx};`).map((f) => f.text)).toEqual(texts);
  });
});
