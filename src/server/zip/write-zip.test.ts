import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { streamZip, writeZip, type ZipEntry } from './write-zip';

describe('writeZip', () => {
  const image = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 31 + 7) % 256);
  const caption = strToU8('Legenda: ação, coração 🚀\n'.repeat(20));
  const zip = writeZip(
    [
      { name: 'slide-01.png', bytes: image },
      { name: 'legenda.txt', bytes: caption, deflate: true },
      { name: 'ação.txt', bytes: strToU8('') },
    ],
    new Date('2026-11-25T17:30:10Z'),
  );

  it('holds every entry byte for byte, stored or deflated, with UTF-8 names', () => {
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(['slide-01.png', 'legenda.txt', 'ação.txt']);
    expect(entries['slide-01.png']).toEqual(image);
    expect(entries['legenda.txt']).toEqual(caption);
    expect(entries['ação.txt']).toEqual(new Uint8Array());
  });

  it('writes the CRC-32 of each entry where readers check it', () => {
    // The first local header's CRC (offset 14) and the central directory's (found by its signature).
    expect(zip.readUInt32LE(14)).toBe(crc32(image));
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(zip.readUInt32LE(central + 16)).toBe(crc32(image));
  });

  it('dates the entries in São Paulo’s clock', () => {
    // 17:30:10 UTC is 14:30:10 in São Paulo: hours 14, minutes 30, seconds 10 / 2; 2026-11-25 from 1980.
    expect(zip.readUInt16LE(10)).toBe((14 << 11) | (30 << 5) | 5);
    expect(zip.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (11 << 5) | 25);
  });

  it('is read and checked by a standard ZIP tool', () => {
    expect(checkWithPython(zip)).toBe('None');
  });
});

/** Python's zipfile verifies every entry's CRC-32 and sizes (testzip answers the first bad name, or None). */
function checkWithPython(zip: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
  try {
    const file = path.join(dir, 'carrossel.zip');
    writeFileSync(file, zip);
    return execFileSync('python3', [
      '-c',
      'import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).testzip())',
      file,
    ])
      .toString()
      .trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('streamZip', () => {
  const modified = new Date('2026-11-25T17:30:10Z');
  const entries: ZipEntry[] = Array.from({ length: 12 }, (_, index) => ({
    name: `arquivos/slide-${index}.png`,
    bytes: Uint8Array.from({ length: 5_000 + index }, (_, at) => (at * 7 + index) % 256),
    deflate: index % 3 === 0,
  }));

  it('writes the same file as writeZip, reading each entry only when the consumer asks for more', async () => {
    let read = 0;
    async function* lazily() {
      for (const entry of entries) {
        read += 1;
        yield entry;
      }
    }
    const stream = streamZip(lazily(), modified);
    // The first chunk is the first entry's header: the second entry has not been asked for yet.
    await stream.next();
    expect(read).toBe(1);
    const rest = await collect(stream);
    expect(read).toBe(entries.length);
    const whole = writeZip(entries, modified);
    expect(rest.equals(whole.subarray(whole.length - rest.length))).toBe(true);
  });

  it('writes ZIP64 records once offsets and the count pass the 2.0 fields, read by fflate and Python', async () => {
    // Limits lowered so a few KB cross them: the records are the ones a 4 GiB export carries.
    const zip = await collect(streamZip(entries, modified, { offset: 20_000, entries: 10 }));
    expect(zip.indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBeGreaterThan(0);
    const read = unzipSync(zip);
    expect(Object.keys(read)).toEqual(entries.map((entry) => entry.name));
    for (const entry of entries) expect(read[entry.name]).toEqual(entry.bytes);
    expect(checkWithPython(zip)).toBe('None');
  });
});
