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
/** Version 2.0: deflate and stored entries, no ZIP64 (a carousel's download is a few MB). */
const VERSION = 20;
/** General purpose bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;

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
 * A ZIP file from whole entries in memory: a carousel's download and an account's data export. The checksums
 * come from zlib's native CRC-32: fflate's zipSync computed them in JavaScript, a byte at a time, ~13 ms of a
 * worker's CPU for every carousel's ~2 MB of slides (docs/decisions/0013-slides-drawn-by-takumi.md).
 */
export function writeZip(entries: readonly ZipEntry[], modified = new Date()): Buffer {
  const stamp = toDosDateTime(modified);
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.deflate ? deflateRawSync(entry.bytes) : entry.bytes;
    const method = entry.deflate ? DEFLATED : STORED;
    const checksum = crc32(entry.bytes);

    // The fields a local header and its central directory entry share, in the same order.
    const shared = {
      method,
      stamp,
      checksum,
      compressed: data.length,
      size: entry.bytes.length,
      name: name.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    writeSharedFields(local, 6, shared);
    // Extra field: none.

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    writeSharedFields(header, 8, shared);
    // Extra field, comment, disk number, internal and external attributes: none.
    header.writeUInt32LE(offset, 42);

    parts.push(local, name, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
