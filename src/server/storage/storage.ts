export const BUCKETS = ['medias', 'carrosseis'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Where files live. Local disk by default; S3-compatible at scale. Paths are relative to the bucket. */
export interface Storage {
  put(bucket: Bucket, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Null when the object does not exist. */
  get(bucket: Bucket, key: string): Promise<Uint8Array | null>;
  delete(bucket: Bucket, key: string): Promise<void>;
  deletePrefix(bucket: Bucket, prefix: string): Promise<void>;
  /** The URL a browser uses to fetch the object (absolute or root-relative). */
  publicUrl(bucket: Bucket, key: string): string;
  /** The inverse of publicUrl for our own URLs; null for anything we did not hand out. */
  parsePublicUrl(url: string): { bucket: Bucket; key: string } | null;
}

/** Rejects keys that could escape the bucket or are not plain relative paths. */
export function assertSafeKey(key: string): void {
  if (
    key === '' ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.split('/').some((part) => part === '..' || part === '.' || part === '')
  ) {
    throw new Error(`Caminho de armazenamento inválido: ${key}`);
  }
}

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}
