import sharp from 'sharp';

/**
 * Tags a JPEG as sRGB by inserting the profile's bytes, without a colour conversion. Takumi draws in sRGB
 * already; sharp's withIccProfile('srgb') would run every pixel through an sRGB -> sRGB transform, which
 * cost more CPU than encoding the JPEG itself (see docs/decisions/0013-slides-drawn-by-takumi.md).
 */

const SOI_LENGTH = 2;
const APP0 = 0xe0;
const APP2 = 0xe2;
const START_OF_SCAN = 0xda;
const ICC_SIGNATURE = 'ICC_PROFILE\0';

interface Segment {
  marker: number;
  start: number;
  end: number;
}

/** The marker segments before the image data: each is 0xFF, a marker byte and a big-endian length. */
function listHeaderSegments(jpeg: Buffer): Segment[] {
  const segments: Segment[] = [];
  let offset = SOI_LENGTH;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1] ?? 0;
    if (marker === START_OF_SCAN) break;
    const end = offset + 2 + jpeg.readUInt16BE(offset + 2);
    segments.push({ marker, start: offset, end });
    offset = end;
  }
  return segments;
}

function isIccSegment(jpeg: Buffer, segment: Segment): boolean {
  return (
    segment.marker === APP2 &&
    jpeg.toString('latin1', segment.start + 4, segment.start + 4 + ICC_SIGNATURE.length) === ICC_SIGNATURE
  );
}

let srgbSegments: Promise<Buffer> | undefined;

/** libvips' own sRGB profile as APP2 segments, cut once from a one-pixel JPEG it tagged. */
function getSrgbSegments(): Promise<Buffer> {
  srgbSegments ??= (async () => {
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .withIccProfile('srgb')
      .jpeg()
      .toBuffer();
    const found = listHeaderSegments(tiny).filter((segment) => isIccSegment(tiny, segment));
    if (found.length === 0) throw new Error('Perfil sRGB não encontrado no JPEG de referência');
    return Buffer.concat(found.map((segment) => tiny.subarray(segment.start, segment.end)));
  })();
  return srgbSegments;
}

/** The JPEG with the sRGB profile placed after its JFIF header (where readers expect it); pixels untouched. */
export async function tagJpegAsSrgb(jpeg: Buffer): Promise<Buffer> {
  const profile = await getSrgbSegments();
  const segments = listHeaderSegments(jpeg);
  if (segments.some((segment) => isIccSegment(jpeg, segment))) return jpeg;
  const first = segments[0];
  const at = first && first.marker === APP0 ? first.end : SOI_LENGTH;
  return Buffer.concat([jpeg.subarray(0, at), profile, jpeg.subarray(at)]);
}
