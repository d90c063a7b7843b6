export type ImageKind = {
  ext: 'png' | 'jpg' | 'webp';
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
};

/** PNG, JPEG or WebP by their magic bytes (never by file name or the declared type); null otherwise. */
export function detectImage(bytes: Uint8Array): ImageKind | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((value, index) => bytes[offset + index] === value);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png' };
  if (starts([0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return null;
}
