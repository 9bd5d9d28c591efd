/**
 * Just enough of a WOFF2 reader for the font tests: the characters a file maps (cmap) and its
 * variation axes (fvar). Neither table is ever transformed by WOFF2, so they are read from the
 * decompressed table stream as they are (https://www.w3.org/TR/WOFF2/).
 */
import { brotliDecompressSync } from 'node:zlib';

// The WOFF2 known-table tags, by index (flags' low 6 bits); 63 means the tag follows.
const knownTags = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC ' +
  'JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .match(/.{4} ?/g)!
  .map((t) => t.slice(0, 4));

function tables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const count = file.readUInt16BE(12);
  const compressedLength = file.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = file[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const flags = file[at++]!;
    const tag = (flags & 0x3f) === 63 ? file.toString('latin1', at, (at += 4)) : knownTags[flags & 0x3f]!;
    const version = flags >> 6;
    const origLength = base128();
    // glyf and loca are transformed unless version 3; every other table only when version is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    entries.push({ tag, length: transformed ? base128() : origLength });
  }
  const stream = brotliDecompressSync(file.subarray(at, at + compressedLength));
  const found = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    found.set(tag, stream.subarray(offset, offset + length));
    offset += length;
  }
  return found;
}

/** Every code point the font maps to a glyph (cmap formats 4 and 12). */
export function codePoints(file: Buffer): Set<number> {
  const cmap = tables(file).get('cmap')!;
  const points = new Set<number>();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(at);
    if (format === 4) {
      const segments = cmap.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = cmap.readUInt16BE(starts + s * 2);
        const end = cmap.readUInt16BE(ends + s * 2);
        const delta = cmap.readUInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph = rangeOffset === 0 ? (c + delta) & 0xffff : cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
          if (glyph !== 0) points.add(c);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) {
        const start = cmap.readUInt32BE(at + 16 + g * 12);
        const end = cmap.readUInt32BE(at + 20 + g * 12);
        for (let c = start; c <= end; c++) points.add(c);
      }
    }
  }
  return points;
}

/** The variation axes: tag, least and greatest value. */
export function axes(file: Buffer): { tag: string; min: number; max: number }[] {
  const fvar = tables(file).get('fvar');
  if (!fvar) return [];
  const first = fvar.readUInt16BE(4);
  const count = fvar.readUInt16BE(8);
  const size = fvar.readUInt16BE(10);
  return Array.from({ length: count }, (_, i) => {
    const at = first + i * size;
    return { tag: fvar.toString('latin1', at, at + 4), min: fvar.readInt32BE(at + 4) / 65536, max: fvar.readInt32BE(at + 12) / 65536 };
  });
}
