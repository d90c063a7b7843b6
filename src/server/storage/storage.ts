export const BUCKETS = ['medias', 'carrosseis', 'exportacoes'] as const;
export type Bucket = (typeof BUCKETS)[number];

/**
 * Who may read a bucket. `medias` (uploads shown on slides, template previews) is public: its URLs are
 * stable and anyone holding one may fetch it. `carrosseis` (each user's finished slides, ZIP and PDF) is
 * private: on S3 a browser gets a presigned URL that expires. `exportacoes` (a user's data export, LGPD) is
 * private everywhere: only a link signed with an expiry reaches it, on local disk as on S3.
 */
export const PRIVATE_BUCKETS: ReadonlySet<Bucket> = new Set(['carrosseis', 'exportacoes']);

/** Buckets the local driver never serves as plain files: only through an expiring signed link. */
export const SIGNED_ONLY_BUCKETS: ReadonlySet<Bucket> = new Set(['exportacoes']);

/**
 * The Cache-Control of every stored object, one rule for both drivers. Uploads and template previews get a
 * fresh name on every write, so a day is safe. A carousel's files are private and go with their carousel, so
 * browsers revalidate after a minute, and never share them through a proxy.
 */
export function cacheControlFor(bucket: Bucket): string {
  return PRIVATE_BUCKETS.has(bucket) ? 'private, max-age=60' : 'public, max-age=86400';
}

export interface ReadUrlOptions {
  /** Served as an attachment under this file name (the download page's links). */
  downloadName?: string;
  /**
   * The link stops working at this moment exactly (a data export's 24 hours), on local disk as on S3; without
   * it a private object's link follows the driver's own window.
   */
  expiresAt?: Date;
}

/** Where files live. Local disk by default; S3-compatible at scale. Paths are relative to the bucket. */
export interface Storage {
  /** Stores the object with its Content-Type and the bucket's Cache-Control (cacheControlFor). */
  put(bucket: Bucket, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores what `chunks` yields as one object, written as it comes, never whole in memory (a data export of
   * any size): a temporary file renamed at the end on local disk, a multipart upload on S3. Nothing is left
   * under `key` (nor half-written anywhere) when `chunks` throws. Answers the object's size in bytes.
   */
  putStream(
    bucket: Bucket,
    key: string,
    chunks: AsyncIterable<Uint8Array>,
    contentType: string,
  ): Promise<number>;
  /** Null when the object does not exist. */
  get(bucket: Bucket, key: string): Promise<Uint8Array | null>;
  delete(bucket: Bucket, key: string): Promise<void>;
  /**
   * Deletes every key starting with `prefix` (a folder 'u1/' or part of a name 'public/u1-'), except the ones
   * `keep` names: a key, or a folder ending in '/' whose every key stays (keptBy).
   */
  deletePrefix(bucket: Bucket, prefix: string, keep?: readonly string[]): Promise<void>;
  /**
   * The object's stable address (absolute or root-relative). For public buckets it is what a browser uses;
   * for private ones it is only a name we can parse back (it is what the database keeps): use readUrl.
   */
  publicUrl(bucket: Bucket, key: string): string;
  /** The URL a browser uses now: publicUrl for public buckets, a presigned, expiring URL for private ones on S3. */
  readUrl(bucket: Bucket, key: string, options?: ReadUrlOptions): Promise<string>;
  /** The inverse of publicUrl for our own URLs; null for anything we did not hand out. */
  parsePublicUrl(url: string): { bucket: Bucket; key: string } | null;
  /** Origins (besides the app's own) that browsers load stored images from: the CSP's img-src. */
  readonly browserOrigins: string[];
  /** Throws when the storage cannot be reached (every bucket): the readiness probe. */
  check(): Promise<void>;
}

/**
 * What a prefix deletion spares, as a test of one key: `keep` names it, or names a folder ('…/') that holds it.
 * A set read once per deletion, each key tested by its own folders, so a long list costs nothing per key.
 */
export function keptBy(keep: readonly string[]): (key: string) => boolean {
  const kept = new Set(keep);
  return (key) => {
    if (kept.has(key)) return true;
    for (let slash = key.indexOf('/'); slash >= 0; slash = key.indexOf('/', slash + 1)) {
      if (kept.has(key.slice(0, slash + 1))) return true;
    }
    return false;
  };
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

/** RFC 6266 attachment header that keeps non-ASCII names (slide names are ASCII today; titles may not be). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
