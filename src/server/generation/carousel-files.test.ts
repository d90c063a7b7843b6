import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import { type ProducedFile, storeFiles } from './carousel-files';

const root = mkdtempSync(path.join(os.tmpdir(), 'carousel-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Sixteen real PNGs, each a little different (a slide's PNG also gets its small WebP copy). */
const files: ProducedFile[] = await Promise.all(
  Array.from({ length: 16 }, async (_, index) => ({
    name: `slide-${String(index + 1).padStart(2, '0')}.png`,
    contentType: 'image/png',
    bytes: new Uint8Array(
      await sharp({
        create: { width: 20 + index, height: 25, channels: 3, background: { r: index * 15, g: 90, b: 140 } },
      })
        .png()
        .toBuffer(),
    ),
  })),
);

/** The local storage, counting the writes under way. */
function observeWrites(storage: Storage) {
  const seen = { inFlight: 0, most: 0 };
  const observed: Storage = {
    ...storage,
    async put(...args) {
      seen.inFlight++;
      seen.most = Math.max(seen.most, seen.inFlight);
      try {
        await storage.put(...args);
      } finally {
        seen.inFlight--;
      }
    },
  };
  return { observed, seen };
}

describe('storeFiles', () => {
  it('writes every file at once and lists them in the order given, each readable under its key', async () => {
    const storage = createLocalStorage(root, 'http://localhost:3000');
    const { observed, seen } = observeWrites(storage);

    const stored = await storeFiles(observed, 'u1/c1', files);

    // Every slide written at once (their small copies follow each as it lands).
    expect(seen.most).toBeGreaterThanOrEqual(files.length);
    expect(stored.map((file) => file.nome)).toEqual(files.map((file) => file.name));
    for (const [index, file] of stored.entries()) {
      const bytes = files[index]?.bytes;
      expect(file).toMatchObject({
        key: `u1/c1/${file.nome}`,
        tipo: 'image/png',
        tamanho: bytes?.byteLength,
      });
      expect(await storage.get('carrosseis', file.key)).toEqual(bytes);
      expect(file.thumbnailKey).toBeDefined();
      expect(await storage.get('carrosseis', file.thumbnailKey ?? '')).not.toBeNull();
    }
  });

  it('fails when any write fails, so the job retries', async () => {
    const storage = createLocalStorage(root, 'http://localhost:3000');
    const failing: Storage = {
      ...storage,
      put: (bucket, key, bytes, type) =>
        key.endsWith('slide-07.png')
          ? Promise.reject(new Error('disco cheio'))
          : storage.put(bucket, key, bytes, type),
    };

    await expect(storeFiles(failing, 'u1/c2', files)).rejects.toThrow('disco cheio');
  });
});
