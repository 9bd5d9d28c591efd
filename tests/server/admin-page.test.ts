/**
 * The owner's inbox in the built site: prerendered as the session check only, so no lead, no list
 * and no admin answer is ever in a file the server hands to anyone.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../scripts/paths';
import { inboxText } from '../../src/content/inbox';

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

describe('the prerendered /admin', () => {
  it('shows only the session check: no sign-in form filled, no list, no records', async () => {
    const html = await readFile(join(paths.dist, 'admin', 'index.html'), 'utf8');
    expect(html).toContain(inboxText.signIn.checking);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain(inboxText.list.columns.when);
    expect(html).not.toContain('inbox-table');
  });

  it('no published HTML holds inbox data', async () => {
    const html = (await files(paths.dist)).filter(
      (f) =>
        f.endsWith('.html') &&
        !relative(paths.dist, f)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
    expect(html.length).toBeGreaterThan(20);
    for (const file of html) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toContain('inbox-table');
      expect(text, file).not.toContain('"lastContactAt"');
    }
  });
});
