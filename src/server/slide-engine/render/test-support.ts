import { crc32, deflateSync } from 'node:zlib';
import type { SatoriNode } from 'satori';

/** Width and height from a PNG's IHDR chunk. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The lines the fitter placed (see fittedLine): their layout box and the room they were fitted to. */
export function listFittedLines(nodes: readonly SatoriNode[]) {
  return nodes
    .filter((node) => typeof node.key === 'string' && node.key.startsWith('fit:'))
    .map((node) => ({
      text: node.textContent ?? '',
      left: node.left,
      top: node.top,
      width: node.width,
      height: node.height,
      room: Number(String(node.key).split(':')[1]),
      fontSize: Number(node.props.style?.fontSize ?? 0),
    }));
}

export function listTexts(nodes: readonly SatoriNode[]): string[] {
  return nodes.flatMap((node) => (node.textContent ? [node.textContent] : []));
}

/**
 * A valid black-and-white PNG of `width` x `height` pixels whose data compresses to almost nothing: 30000x30000
 * is ~109 KB on disk and 900 megapixels to decode (a decompression bomb).
 */
export function makePngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, colour type 0 (greyscale), default compression, filter and no interlace
  // Each row: its filter byte, then one bit a pixel, all zero.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
