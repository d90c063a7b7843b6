import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Backdrops' RGB pixels on disk, by key, under a byte budget (oldest used dropped first). A worker keeps ~9
 * backdrops in memory (raster/backdrop-cache.ts), fewer than the templates in use hold, so without this nearly
 * every carousel rasterised its backdrops again (10–50 ms each); reading one back costs ~3 ms. Files outlive the
 * process: a restarted worker, or another one sharing the directory, reads what was drawn.
 *
 * Best effort: a missing, unreadable or wrong-sized file is a miss; a failed write is reported (once while writes
 * keep failing) and forgotten, and the slide is drawn as without a store. Writes go to a temporary name then are
 * renamed, so a crash never leaves a half file under a real name.
 */
export interface BackdropStore {
  /** The pixels kept under `key`, when a file of exactly `bytes` bytes is there. */
  read(key: string, bytes: number): Promise<Buffer | undefined>;
  /** Keeps `pixels` under `key`, in the background. */
  write(key: string, pixels: Buffer): void;
  /** Resolves once the writes and trims under way are done (for tests). */
  settled(): Promise<void>;
}

export interface BackdropStoreOptions {
  dir: string;
  /** Default 512 MB: ~115 portrait backdrops. */
  maxBytes?: number;
  onError?: (error: unknown) => void;
}

const DEFAULT_MAX_BYTES = 512 * 2 ** 20;
/** Trimmed down to this share of the budget, so a full store is not listed again at every write. */
const TRIM_TO = 0.8;
const EXTENSION = '.rgb';
const TEMPORARY = '.tmp';
const ABANDONED_AFTER_MS = 60_000;

/**
 * Another rasteriser version may draw the same SVG differently: its files are never read, and age out.
 * Bump FORMAT when what a file holds changes.
 */
const FORMAT = 1;
const RASTERISER = (createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string })
  .version;

function fileName(key: string): string {
  const digest = createHash('sha1').update(`${FORMAT}/${RASTERISER}/${key}`).digest('base64url');
  return `${digest}${EXTENSION}`;
}

export function createBackdropStore(options: BackdropStoreOptions): BackdropStore {
  const { dir } = options;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  // A full disk or a read-only directory fails every write: told once, and again only after a write succeeded.
  let failing = false;
  const report = (error: unknown) => {
    if (!failing) options.onError?.(error);
    failing = true;
  };
  const pending = new Set<Promise<void>>();
  let ready: Promise<unknown> | undefined;
  /**
   * Bytes this process may still write before the directory is listed and trimmed again; unknown (-1) until the
   * first write. Other processes writing meanwhile can take a store past its budget until one of them trims.
   */
  let room = -1;
  let trimming: Promise<void> | undefined;
  /** Written while a trim lists the directory: counted again after it, in case the listing missed them. */
  let writtenWhileTrimming = 0;

  const track = (work: Promise<void>) => {
    const settled = work.catch(report).finally(() => pending.delete(settled));
    pending.add(settled);
  };

  async function trim(): Promise<void> {
    writtenWhileTrimming = 0;
    const listed = (
      await Promise.all(
        (
          await readdir(dir)
        ).map(async (name) => {
          const file = path.join(dir, name);
          // Another process may have removed it meanwhile.
          const info = await stat(file).catch(() => undefined);
          return info ? { name, file, size: info.size, used: info.mtimeMs } : undefined;
        }),
      )
    ).filter((item) => item !== undefined);
    // A write cut short by a crash left its temporary file; one being written now is younger than this.
    const abandoned = Date.now() - ABANDONED_AFTER_MS;
    for (const item of listed) {
      if (item.name.endsWith(TEMPORARY) && item.used < abandoned) await rm(item.file, { force: true });
    }
    const files = listed.filter((item) => item.name.endsWith(EXTENSION));
    let total = files.reduce((sum, item) => sum + item.size, 0);
    if (total > maxBytes) {
      files.sort((a, b) => a.used - b.used);
      for (const item of files) {
        if (total <= maxBytes * TRIM_TO) break;
        await rm(item.file, { force: true });
        total -= item.size;
      }
    }
    room = maxBytes - total - writtenWhileTrimming;
  }

  async function save(key: string, pixels: Buffer): Promise<void> {
    ready ??= mkdir(dir, { recursive: true });
    await ready;
    const file = path.join(dir, fileName(key));
    const temporary = `${file}.${randomUUID()}${TEMPORARY}`;
    try {
      await writeFile(temporary, pixels);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    failing = false;
    room -= pixels.length;
    if (trimming) writtenWhileTrimming += pixels.length;
    if (room < 0 && !trimming) {
      trimming = trim().finally(() => {
        trimming = undefined;
      });
      await trimming;
    }
  }

  return {
    async read(key, bytes) {
      const file = path.join(dir, fileName(key));
      let handle: Awaited<ReturnType<typeof open>> | undefined;
      try {
        handle = await open(file, 'r');
        const { size } = await handle.stat();
        if (size !== bytes) {
          // Not what this slide needs (a damaged file): drawn again and rewritten.
          await rm(file, { force: true });
          return undefined;
        }
        const pixels = Buffer.allocUnsafeSlow(bytes);
        const { bytesRead } = await handle.read(pixels, 0, bytes, 0);
        if (bytesRead !== bytes) return undefined;
        // Recently used files are the last dropped.
        const now = new Date();
        track(utimes(file, now, now).catch(() => {}));
        return pixels;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') report(error);
        return undefined;
      } finally {
        await handle?.close();
      }
    },
    write(key, pixels) {
      track(save(key, pixels));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
