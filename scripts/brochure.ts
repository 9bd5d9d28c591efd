/**
 * Writes public/brochure.pdf, the two-page product brochure offered beside the demo form.
 * Plain PDF 1.4 with the standard Helvetica fonts: no dependency, a few kilobytes, and the same
 * bytes on every run (tests/unit/brochure.test.ts checks the committed file is up to date).
 * Run: npx tsx scripts/brochure.ts
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { featureGroups, featureOptions } from '../src/domain/features';
import { config } from '../src/services/config';
import { paths } from './paths';

type Line = { text: string; size?: number; bold?: boolean; gap?: number; color?: 'brand' | 'ink' | 'muted' };

const page1: Line[] = [
  { text: config.appName, size: 30, bold: true, color: 'brand' },
  { text: config.tagline, size: 18, bold: true, gap: 8 },
  { text: 'Experience the power of automations in your team.', size: 13, color: 'muted', gap: 4 },
  { text: 'Software for residential lifestyle and health centers and their teams.', size: 11, color: 'muted', gap: 4 },
  { text: 'Areas covered', size: 15, bold: true, color: 'brand', gap: 26 },
  { text: 'Patient management: replaces papers and spreadsheets.' },
  { text: 'Treatment scheduling: automatic generation of all schedules.' },
  { text: 'Research: collect data and generate reports and statistics.' },
  { text: 'Bookings: rooms management and online bookings.' },
  { text: 'Kitchen: adjust recipes for any number of guests.' },
  { text: 'And more: send us a request for the area you need.' },
  { text: 'Features', size: 15, bold: true, color: 'brand', gap: 22 },
  { text: 'Mobile app: notifications and easy access for employees and guests.' },
  { text: 'Automatic SMS and email.' },
  { text: 'Medical data privacy: 2FA, activity logs, export and anonymized data.' },
  { text: 'Follow up with patients.' },
  { text: 'Blood tests: import blood test results.' },
  { text: 'And more.' },
  { text: 'Good to know', size: 15, bold: true, color: 'brand', gap: 22 },
  { text: 'Available in English, Romanian and Norwegian.' },
  { text: 'Updated every two weeks, and in use by several centers.' },
  { text: 'Access by customizable roles: each role has duties, each duty has permissions.' },
  { text: "Start free with the Front Desk module; grow into the doctor's office, the laboratory" },
  { text: 'and the entire building with the Basic, Standard and Advanced packages.' },
];

const page2: Line[] = [
  { text: 'Everything a center can ask us to show in a demo', size: 15, bold: true, color: 'brand' },
  ...featureGroups.flatMap((group, i) => [
    { text: group, size: 12, bold: true, gap: i === 0 ? 14 : 12 } as Line,
    ...featureOptions.filter((o) => o.group === group).map((o) => ({ text: `-  ${o.label}` }) as Line),
  ]),
  { text: 'Book a demo', size: 15, bold: true, color: 'brand', gap: 26 },
  { text: 'Tell us about your center and the areas you need, and suggest a time for a video' },
  { text: 'meeting: we confirm it and send you the link.' },
  { text: `Online: ${config.siteOrigin.replace(/^https?:\/\//, '')}/demo`, bold: true, gap: 10 },
  { text: `Email: ${config.contact.email}`, bold: true },
  { text: `Phone: ${config.contact.phone}`, bold: true },
  { text: config.vision, size: 10, color: 'muted', gap: 30 },
];

const colors = { brand: '0.114 0.361 0.290', ink: '0.122 0.165 0.153', muted: '0.322 0.380 0.361' };

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function pageStream(lines: Line[]): string {
  let y = 842 - 72;
  const ops = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gap ?? 0) + size * 1.45;
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf`, `${colors[line.color ?? 'ink']} rg`, `1 0 0 1 64 ${y.toFixed(1)} Tm`, `(${escapePdf(line.text)}) Tj`);
  }
  ops.push('ET');
  // A band in the brand colour along the top of each page.
  return `${colors.brand} rg 0 812 595 30 re f\n${ops.join('\n')}`;
}

/** The PDF file: objects, then a cross-reference table with their byte offsets. */
export function brochurePdf(): Buffer {
  const streams = [pageStream(page1), pageStream(page2)];
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [5 0 R 7 0 R] /Count 2 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ...streams.flatMap((stream, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    ]),
    `<< /Title (${escapePdf(`${config.appName} brochure`)}) /Author (${config.appName}) /Subject (${escapePdf(config.tagline)}) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const brochurePath = join(paths.root, 'public', 'brochure.pdf');

if (import.meta.url === `file://${process.argv[1]}`) {
  const pdf = brochurePdf();
  await writeFile(brochurePath, pdf);
  console.log(`Wrote ${brochurePath} (${pdf.length} bytes)`);
}
