import { inflateSync } from 'node:zlib';

/**
 * Horizontal metrics of one font face, read from its WOFF file. The text fitter measures
 * lines with these before satori draws them, so it can promise that nothing overflows.
 * Kerning is deliberately ignored: in Latin text it almost always tightens pairs, so the
 * sum of advance widths is a safe (slightly generous) width.
 */
export interface FontMetrics {
  unitsPerEm: number;
  /** Font units; positive above the baseline. */
  ascender: number;
  /** Font units; negative below the baseline. */
  descender: number;
  /** Advance width in font units, or undefined when the face has no glyph for it. */
  getAdvance(codePoint: number): number | undefined;
  /**
   * How far the glyph's ink reaches above the baseline (top) and below it (bottom, negative), in font
   * units: an accent over a capital, a cedilla's hook. Undefined without a glyph or without outlines.
   */
  getInkExtent(codePoint: number): { top: number; bottom: number } | undefined;
}

interface TableEntry {
  offset: number;
  compLength: number;
  origLength: number;
}

const WOFF_SIGNATURE = 0x774f4646;
/** Outlines (TrueType flavour): only the ink extents need them, so a face without them still measures. */
const OPTIONAL_TABLES = new Set(['loca', 'glyf']);

function readTables(file: Buffer): Map<string, Buffer> {
  if (file.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Fonte não está em WOFF 1.0');
  const numTables = file.readUInt16BE(12);
  const entries = new Map<string, TableEntry>();
  for (let i = 0; i < numTables; i++) {
    const base = 44 + i * 20;
    const tag = file.toString('latin1', base, base + 4);
    entries.set(tag, {
      offset: file.readUInt32BE(base + 4),
      compLength: file.readUInt32BE(base + 8),
      origLength: file.readUInt32BE(base + 12),
    });
  }
  const tables = new Map<string, Buffer>();
  for (const tag of ['head', 'hhea', 'hmtx', 'cmap', 'loca', 'glyf']) {
    const entry = entries.get(tag);
    if (!entry && OPTIONAL_TABLES.has(tag)) continue;
    if (!entry) throw new Error(`Tabela ${tag} ausente na fonte`);
    const raw = file.subarray(entry.offset, entry.offset + entry.compLength);
    tables.set(tag, entry.compLength < entry.origLength ? inflateSync(raw) : Buffer.from(raw));
  }
  return tables;
}

function readCmapFormat4(table: Buffer, start: number, map: Map<number, number>): void {
  const segCount = table.readUInt16BE(start + 6) / 2;
  const endCodes = start + 14;
  const startCodes = endCodes + segCount * 2 + 2;
  const idDeltas = startCodes + segCount * 2;
  const idRangeOffsets = idDeltas + segCount * 2;
  for (let seg = 0; seg < segCount; seg++) {
    const end = table.readUInt16BE(endCodes + seg * 2);
    const begin = table.readUInt16BE(startCodes + seg * 2);
    const delta = table.readInt16BE(idDeltas + seg * 2);
    const rangeOffsetPos = idRangeOffsets + seg * 2;
    const rangeOffset = table.readUInt16BE(rangeOffsetPos);
    for (let code = begin; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) {
        glyph = (code + delta) & 0xffff;
      } else {
        const glyphPos = rangeOffsetPos + rangeOffset + (code - begin) * 2;
        const raw = table.readUInt16BE(glyphPos);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(code, glyph);
    }
  }
}

function readCmapFormat12(table: Buffer, start: number, map: Map<number, number>): void {
  const groups = table.readUInt32BE(start + 12);
  for (let i = 0; i < groups; i++) {
    const base = start + 16 + i * 12;
    const first = table.readUInt32BE(base);
    const last = table.readUInt32BE(base + 4);
    const glyph = table.readUInt32BE(base + 8);
    for (let code = first; code <= last; code++) map.set(code, glyph + (code - first));
  }
}

function readCharMap(cmap: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  const subtables: Array<{ platform: number; encoding: number; offset: number }> = [];
  for (let i = 0; i < count; i++) {
    const base = 4 + i * 8;
    subtables.push({
      platform: cmap.readUInt16BE(base),
      encoding: cmap.readUInt16BE(base + 2),
      offset: cmap.readUInt32BE(base + 4),
    });
  }
  const preferred =
    subtables.find((table) => table.platform === 3 && table.encoding === 10) ??
    subtables.find((table) => table.platform === 3 && table.encoding === 1) ??
    subtables.find((table) => table.platform === 0);
  if (!preferred) throw new Error('Fonte sem tabela cmap Unicode');
  const format = cmap.readUInt16BE(preferred.offset);
  if (format === 4) readCmapFormat4(cmap, preferred.offset, map);
  else if (format === 12) readCmapFormat12(cmap, preferred.offset, map);
  else throw new Error(`Formato de cmap não suportado: ${format}`);
  return map;
}

function requireTable(tables: Map<string, Buffer>, tag: string): Buffer {
  const table = tables.get(tag);
  if (!table) throw new Error(`Tabela ${tag} ausente na fonte`);
  return table;
}

/** Each glyph's yMax and yMin from its outline header (composite glyphs store theirs too). */
function createInkReader(head: Buffer, loca: Buffer | undefined, glyf: Buffer | undefined) {
  if (!loca || !glyf) return () => undefined;
  const isLongOffsets = head.readInt16BE(50) === 1;
  const offsetOf = (glyph: number) =>
    isLongOffsets ? loca.readUInt32BE(glyph * 4) : loca.readUInt16BE(glyph * 2) * 2;
  const glyphCount = loca.length / (isLongOffsets ? 4 : 2) - 1;
  return (glyph: number) => {
    if (glyph >= glyphCount) return undefined;
    const start = offsetOf(glyph);
    if (offsetOf(glyph + 1) <= start || start + 10 > glyf.length) return { top: 0, bottom: 0 };
    return { top: glyf.readInt16BE(start + 8), bottom: glyf.readInt16BE(start + 4) };
  };
}

export function parseWoffMetrics(file: Buffer): FontMetrics {
  const tables = readTables(file);
  const head = requireTable(tables, 'head');
  const hhea = requireTable(tables, 'hhea');
  const hmtx = requireTable(tables, 'hmtx');
  const charMap = readCharMap(requireTable(tables, 'cmap'));
  const numberOfHMetrics = hhea.readUInt16BE(34);
  const lastAdvance = hmtx.readUInt16BE((numberOfHMetrics - 1) * 4);
  const advanceOfGlyph = (glyph: number) =>
    glyph < numberOfHMetrics ? hmtx.readUInt16BE(glyph * 4) : lastAdvance;
  const inkOfGlyph = createInkReader(head, tables.get('loca'), tables.get('glyf'));
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    getAdvance(codePoint) {
      const glyph = charMap.get(codePoint);
      return glyph === undefined ? undefined : advanceOfGlyph(glyph);
    },
    getInkExtent(codePoint) {
      const glyph = charMap.get(codePoint);
      return glyph === undefined ? undefined : inkOfGlyph(glyph);
    },
  };
}
