import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { signedPath } from './signed-link';
import {
  assertSafeKey,
  BUCKETS,
  type Bucket,
  isBucket,
  keptBy,
  SIGNED_ONLY_BUCKETS,
  type Storage,
} from './storage';

/**
 * Removes the file or folder at `key` under `bucketDir`, but every key `isKept` spares (keptBy): a kept folder
 * is never entered, so files a writer stores in it meanwhile stay too. A folder left empty goes.
 */
async function removeUnkept(bucketDir: string, key: string, isKept: (key: string) => boolean): Promise<void> {
  const at = path.join(bucketDir, key);
  const entries = await readdir(at).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  if (entries === null) {
    if (!isKept(key)) await rm(at, { force: true });
    return;
  }
  if (isKept(`${key}/`)) return;
  for (const name of entries) await removeUnkept(bucketDir, `${key}/${name}`, isKept);
  await rmdir(at).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'ENOENT') throw error;
  });
}

/**
 * Files under `root/{bucket}/{key}`, served by the app at `/storage/{bucket}/{key}` (with cacheControlFor's
 * header), except the signed-only buckets, reached through an expiring signed link (signed-link.ts) made with
 * `secret`. One node only: several nodes need S3, or a shared disk mounted at the same DATA_DIR.
 */
export function createLocalStorage(root: string, appUrl: string, secret = 'local-storage-links'): Storage {
  const fileOf = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    return path.join(root, bucket, key);
  };
  const publicUrl = (bucket: Bucket, key: string) =>
    `/storage/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return {
    async put(bucket, key, bytes) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash mid-write never leaves a half file under the real name.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async putStream(bucket, key, chunks) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        // The pipeline asks `chunks` for more only as the disk takes them (backpressure).
        await pipeline(Readable.from(chunks, { objectMode: false }), count, createWriteStream(temporary));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return size;
    },
    async get(bucket, key) {
      try {
        return new Uint8Array(await readFile(fileOf(bucket, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },
    async deletePrefix(bucket, prefix, keep = []) {
      assertSafeKey(prefix.replace(/\/$/, ''));
      // S3 semantics: every key starting with `prefix`, a folder ('u1/') or part of a name ('public/u1-').
      const slash = prefix.lastIndexOf('/');
      const folderKey = prefix.slice(0, slash + 1);
      const folder = path.join(root, bucket, folderKey);
      const namePrefix = prefix.slice(slash + 1);
      if (namePrefix === '' && keep.length === 0) {
        await rm(folder, { recursive: true, force: true });
        return;
      }
      const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const isKept = keptBy(keep);
      for (const name of names.filter((entry) => entry.startsWith(namePrefix))) {
        if (keep.length === 0) await rm(path.join(folder, name), { recursive: true, force: true });
        else await removeUnkept(path.join(root, bucket), `${folderKey}${name}`, isKept);
      }
    },
    publicUrl,
    // Same origin: the page's `download` attribute names the file, and the app serves every bucket; a
    // signed-only bucket (or an asked expiry) gets a signed link, absolute so it also works from an e-mail.
    async readUrl(bucket, key, options = {}) {
      assertSafeKey(key);
      if (!SIGNED_ONLY_BUCKETS.has(bucket) && !options.expiresAt) return publicUrl(bucket, key);
      const expiresAt = options.expiresAt ?? new Date(Date.now() + 3600_000);
      return `${appUrl.replace(/\/$/, '')}${signedPath(secret, bucket, key, expiresAt, options.downloadName)}`;
    },
    browserOrigins: [],
    async check() {
      for (const bucket of BUCKETS) {
        await mkdir(path.join(root, bucket), { recursive: true });
        await access(path.join(root, bucket));
      }
    },
    parsePublicUrl(url) {
      let pathname = url;
      if (/^https?:\/\//i.test(url)) {
        const parsed = new URL(url);
        if (parsed.origin !== new URL(appUrl).origin) return null;
        pathname = parsed.pathname;
      }
      const match = /^\/storage\/([^/]+)\/(.+)$/.exec(pathname);
      if (!match?.[1] || !match[2] || !isBucket(match[1])) return null;
      const key = match[2].split('/').map(decodeURIComponent).join('/');
      try {
        assertSafeKey(key);
      } catch {
        return null;
      }
      return { bucket: match[1], key };
    },
  };
}
