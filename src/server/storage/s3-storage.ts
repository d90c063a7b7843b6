import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createSignedUrlMemo } from './signed-url-memo';
import {
  assertSafeKey,
  attachmentDisposition,
  BUCKETS,
  type Bucket,
  cacheControlFor,
  isBucket,
  keptBy,
  PRIVATE_BUCKETS,
  type Storage,
} from './storage';

export interface S3Options {
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Prepended to bucket names, so one account can host several environments. */
  bucketPrefix: string;
  /** Public base URL of the buckets (CDN or the S3 endpoint); objects are at {publicUrl}/{bucket}/{key}. */
  publicUrl: string;
  /** A presigned URL of a private object stays valid at least this long (and at most twice as long). */
  signedUrlSeconds: number;
}

/**
 * The size of each part of a multipart upload: S3's smallest but the last is 5 MiB; 8 MiB keeps the parts of a
 * 10 GB export under S3's 10,000 and holds one part in memory at a time.
 */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

/** The longest validity S3 accepts for a presigned URL (SigV4: 7 days). */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 3600;

/**
 * Any S3-compatible service (AWS S3, Cloudflare R2, MinIO...) by configuration only: the endpoint, the
 * addressing style and the credentials. Checksums are sent only where S3 requires them, because several
 * compatible services reject the SDK's newer default checksum headers.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const bucketName = (bucket: Bucket) => `${options.bucketPrefix}${bucket}`;
  const base = options.publicUrl.replace(/\/$/, '');
  const signedLinks = createSignedUrlMemo(options.signedUrlSeconds * 1000);
  const publicUrl = (bucket: Bucket, key: string) =>
    `${base}/${bucketName(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

  return {
    async put(bucket, key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucketName(bucket),
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: cacheControlFor(bucket),
        }),
      );
    },
    async putStream(bucket, key, chunks, contentType) {
      assertSafeKey(key);
      const target = { Bucket: bucketName(bucket), Key: key };
      const created = await client.send(
        new CreateMultipartUploadCommand({
          ...target,
          ContentType: contentType,
          CacheControl: cacheControlFor(bucket),
        }),
      );
      const uploadId = created.UploadId;
      if (!uploadId) throw new Error('S3 did not start the multipart upload');
      const parts: { ETag: string | undefined; PartNumber: number }[] = [];
      let pending: Uint8Array[] = [];
      let pendingBytes = 0;
      let size = 0;
      const sendPart = async () => {
        const PartNumber = parts.length + 1;
        const answer = await client.send(
          new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: Buffer.concat(pending) }),
        );
        parts.push({ ETag: answer.ETag, PartNumber });
        pending = [];
        pendingBytes = 0;
      };
      try {
        for await (const chunk of chunks) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          size += chunk.length;
          if (pendingBytes >= UPLOAD_PART_BYTES) await sendPart();
        }
        // The last part may be small (or the only one, even empty).
        if (pendingBytes > 0 || parts.length === 0) await sendPart();
        await client.send(
          new CompleteMultipartUploadCommand({
            ...target,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      } catch (error) {
        // An unfinished upload keeps its parts (and their cost) until aborted.
        await client
          .send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId }))
          .catch(() => undefined);
        throw error;
      }
      return size;
    },
    async get(bucket, key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucketName(bucket), Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucketName(bucket), Key: key }));
    },
    async deletePrefix(bucket, prefix, keep = []) {
      const isKept = keptBy(keep);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucketName(bucket), Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((item) =>
          item.Key && !isKept(item.Key) ? [{ Key: item.Key }] : [],
        );
        if (keys.length > 0) {
          await client.send(
            new DeleteObjectsCommand({ Bucket: bucketName(bucket), Delete: { Objects: keys } }),
          );
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl,
    async readUrl(bucket, key, readOptions = {}) {
      assertSafeKey(key);
      if (!PRIVATE_BUCKETS.has(bucket)) return publicUrl(bucket, key);
      const command = () =>
        new GetObjectCommand({
          Bucket: bucketName(bucket),
          Key: key,
          ResponseContentDisposition: readOptions.downloadName
            ? attachmentDisposition(readOptions.downloadName)
            : undefined,
        });
      // An asked expiry (a data export's 24 hours) is honoured to the second, from now.
      if (readOptions.expiresAt) {
        const seconds = Math.ceil((readOptions.expiresAt.getTime() - Date.now()) / 1000);
        return getSignedUrl(client, command(), {
          expiresIn: Math.min(Math.max(1, seconds), MAX_SIGNED_URL_SECONDS),
        });
      }
      // Signed at the start of the current window and valid for two (signed-url-memo.ts).
      return signedLinks.get(`${bucket}\n${key}\n${readOptions.downloadName ?? ''}`, (windowStart) =>
        getSignedUrl(client, command(), {
          expiresIn: Math.min(2 * options.signedUrlSeconds, MAX_SIGNED_URL_SECONDS),
          signingDate: new Date(windowStart),
        }),
      );
    },
    parsePublicUrl(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const rest = url.slice(base.length + 1);
      const slash = rest.indexOf('/');
      if (slash < 0) return null;
      const name = rest.slice(0, slash).slice(options.bucketPrefix.length);
      const key = rest
        .slice(slash + 1)
        .split('/')
        .map(decodeURIComponent)
        .join('/');
      if (!isBucket(name)) return null;
      try {
        assertSafeKey(key);
      } catch {
        return null;
      }
      return { bucket: name, key };
    },
    browserOrigins: [
      ...new Set([
        new URL(base).origin,
        ...[...PRIVATE_BUCKETS].map((bucket) => signedOrigin(options, bucketName(bucket))),
      ]),
    ],
    async check() {
      for (const bucket of BUCKETS) await client.send(new HeadBucketCommand({ Bucket: bucketName(bucket) }));
    },
  };
}

/** Where presigned URLs of a bucket point: the endpoint (path style) or the bucket's own host. */
function signedOrigin(options: S3Options, bucket: string): string {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  return options.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${bucket}.${endpoint.host}`;
}
