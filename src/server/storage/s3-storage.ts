import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Bucket, isBucket, type Storage } from './storage';

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
}

export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const bucketName = (bucket: Bucket) => `${options.bucketPrefix}${bucket}`;
  const base = options.publicUrl.replace(/\/$/, '');
  return {
    async put(bucket, key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucketName(bucket), Key: key, Body: bytes, ContentType: contentType }),
      );
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
    async deletePrefix(bucket, prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucketName(bucket), Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) {
          await client.send(
            new DeleteObjectsCommand({ Bucket: bucketName(bucket), Delete: { Objects: keys } }),
          );
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl(bucket, key) {
      return `${base}/${bucketName(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
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
  };
}
