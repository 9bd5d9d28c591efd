// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { brochurePath, brochurePdf } from '../../scripts/brochure';
import { brochureHref } from '../../src/components/waitlist/waitlistText';
import { config } from '../../src/services/config';

describe('the brochure', () => {
  it('is committed as the script builds it (run `npx tsx scripts/brochure.ts` after changing it)', async () => {
    const committed = await readFile(brochurePath);
    expect(committed.equals(brochurePdf())).toBe(true);
    expect(brochurePath.endsWith(`public${brochureHref}`)).toBe(true);
  });

  it('is a small, well-formed PDF whose cross-reference table points at its objects', () => {
    const pdf = brochurePdf();
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(pdf.length).toBeLessThan(20_000);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('tells what the product is and how to book a demo', () => {
    const text = brochurePdf().toString('latin1');
    for (const phrase of [config.tagline, 'Areas covered', 'Patient management', 'Book a demo', config.contact.email, config.contact.phone]) {
      expect(text).toContain(phrase);
    }
  });
});
