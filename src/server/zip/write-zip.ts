import { crc32, deflateRawSync } from 'node:zlib';
import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '../../shared/dates';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  /** Deflate this entry (text); images and PDFs are compressed already and are stored as they are. */
  deflate?: boolean;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_END_LOCATOR = 0x07064b50;
/** Version 2.0: deflate and stored entries. */
const VERSION = 20;
/** Version 4.5: ZIP64, only where an offset, a size or the count passes what 2.0's fields hold. */
const VERSION_ZIP64 = 45;
/** General purpose bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;
/** The largest value a 4-byte field holds; all ones means "in the ZIP64 record". */
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;

/** Where a 2.0 field ends: tests lower them to check the ZIP64 records without writing 4 GiB. */
export interface ZipLimits {
  offset: number;
  entries: number;
}
const ZIP_LIMITS: ZipLimits = { offset: MAX_32 - 1, entries: MAX_16 - 1 };

/**
 * MS-DOS date and time (two 16-bit words, 2-second resolution), what ZIP readers show as the file's time. The
 * format has no time zone: it is written in São Paulo's clock, the one every date of the product is shown in.
 */
function toDosDateTime(moment: Date): { time: number; date: number } {
  const date = new TZDate(moment.getTime(), TIME_ZONE);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: (Math.max(date.getFullYear() - 1980, 0) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface SharedFields {
  method: number;
  stamp: { time: number; date: number };
  checksum: number;
  compressed: number;
  size: number;
  name: number;
}

/** Flags, method, time, date, CRC-32, sizes and name length: 24 bytes from `at`. */
function writeSharedFields(buffer: Buffer, at: number, fields: SharedFields): void {
  buffer.writeUInt16LE(UTF8_NAMES, at);
  buffer.writeUInt16LE(fields.method, at + 2);
  buffer.writeUInt16LE(fields.stamp.time, at + 4);
  buffer.writeUInt16LE(fields.stamp.date, at + 6);
  buffer.writeUInt32LE(fields.checksum, at + 8);
  buffer.writeUInt32LE(fields.compressed, at + 12);
  buffer.writeUInt32LE(fields.size, at + 16);
  buffer.writeUInt16LE(fields.name, at + 20);
}

/**
 * Writes a ZIP one entry at a time: `add` answers the bytes of that entry (header, name, data), `finish` the
 * central directory. Only the entry at hand is in memory, plus ~60 bytes of directory per entry already
 * written, so an account's export of any size streams to storage (account/export-builder.ts). The sizes and
 * CRC-32 are known before the header is written (each entry is whole), so no data descriptor is needed. Past
 * 4 GiB of offsets or 65,534 entries, the directory carries ZIP64 records, which every current reader takes.
 * The checksums come from zlib's native CRC-32: fflate's zipSync computed them in JavaScript, a byte at a time,
 * ~13 ms of a worker's CPU for every carousel's ~2 MB of slides (docs/decisions/0013-slides-drawn-by-takumi.md).
 */
export function createZipWriter(modified = new Date(), limits: ZipLimits = ZIP_LIMITS) {
  const stamp = toDosDateTime(modified);
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  return {
    /** The bytes of one entry, to be written after every earlier entry's. */
    add(entry: ZipEntry): Buffer[] {
      const name = Buffer.from(entry.name, 'utf8');
      const data = entry.deflate ? deflateRawSync(entry.bytes) : entry.bytes;
      // One file of the account is never near 4 GiB (a slide, a PDF, an upload): only offsets grow past it.
      if (data.length > limits.offset || entry.bytes.length > limits.offset) {
        throw new Error(`ZIP entry too large: ${entry.name}`);
      }
      // The fields a local header and its central directory entry share, in the same order.
      const shared = {
        method: entry.deflate ? DEFLATED : STORED,
        stamp,
        checksum: crc32(entry.bytes),
        compressed: data.length,
        size: entry.bytes.length,
        name: name.length,
      };
      const local = Buffer.alloc(30);
      local.writeUInt32LE(LOCAL_HEADER, 0);
      local.writeUInt16LE(VERSION, 4);
      writeSharedFields(local, 6, shared);
      // Extra field: none.

      // An entry starting past 4 GiB keeps its offset in a ZIP64 extra field (tag 1, 8 bytes).
      const far = offset > limits.offset;
      const extra = far ? Buffer.alloc(12) : Buffer.alloc(0);
      if (far) {
        extra.writeUInt16LE(0x0001, 0);
        extra.writeUInt16LE(8, 2);
        extra.writeBigUInt64LE(BigInt(offset), 4);
      }
      const header = Buffer.alloc(46);
      header.writeUInt32LE(CENTRAL_HEADER, 0);
      header.writeUInt16LE(far ? VERSION_ZIP64 : VERSION, 4);
      header.writeUInt16LE(far ? VERSION_ZIP64 : VERSION, 6);
      writeSharedFields(header, 8, shared);
      header.writeUInt16LE(extra.length, 30);
      // Comment, disk number, internal and external attributes: none.
      header.writeUInt32LE(far ? MAX_32 : offset, 42);
      central.push(header, name, extra);

      offset += local.length + name.length + data.length;
      count += 1;
      return [local, name, Buffer.from(data.buffer, data.byteOffset, data.byteLength)];
    },
    /** The central directory and its end records: the last bytes of the file. */
    finish(): Buffer {
      const directory = Buffer.concat(central);
      const zip64 = offset > limits.offset || directory.length > limits.offset || count > limits.entries;
      const records: Buffer[] = [directory];
      if (zip64) {
        const record = Buffer.alloc(56);
        record.writeUInt32LE(ZIP64_END_OF_CENTRAL_DIRECTORY, 0);
        record.writeBigUInt64LE(44n, 4);
        record.writeUInt16LE(VERSION_ZIP64, 12);
        record.writeUInt16LE(VERSION_ZIP64, 14);
        // Disk numbers: 0.
        record.writeBigUInt64LE(BigInt(count), 24);
        record.writeBigUInt64LE(BigInt(count), 32);
        record.writeBigUInt64LE(BigInt(directory.length), 40);
        record.writeBigUInt64LE(BigInt(offset), 48);
        const locator = Buffer.alloc(20);
        locator.writeUInt32LE(ZIP64_END_LOCATOR, 0);
        locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
        locator.writeUInt32LE(1, 16);
        records.push(record, locator);
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
      end.writeUInt16LE(zip64 ? MAX_16 : count, 8);
      end.writeUInt16LE(zip64 ? MAX_16 : count, 10);
      end.writeUInt32LE(zip64 ? MAX_32 : directory.length, 12);
      end.writeUInt32LE(zip64 ? MAX_32 : offset, 16);
      records.push(end);
      return Buffer.concat(records);
    },
  };
}

/** A ZIP file from whole entries in memory: a carousel's download (a few MB). */
export function writeZip(entries: readonly ZipEntry[], modified = new Date()): Buffer {
  const writer = createZipWriter(modified);
  return Buffer.concat([...entries.flatMap((entry) => writer.add(entry)), writer.finish()]);
}

/**
 * A ZIP as a stream of chunks, each entry read only when the consumer asks for more (the data export: an
 * account's files, one at a time, whatever their total). `entries` yields each entry whole.
 */
export async function* streamZip(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  modified = new Date(),
  limits: ZipLimits = ZIP_LIMITS,
): AsyncGenerator<Buffer> {
  const writer = createZipWriter(modified, limits);
  for await (const entry of entries) yield* writer.add(entry);
  yield writer.finish();
}
