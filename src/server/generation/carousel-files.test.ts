import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import { type ProducedFile, storeFiles } from './carousel-files';

const root = mkdtempSync(path.join(os.tmpdir(), 'carousel-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: ProducedFile[] = Array.from({ length: 16 }, (_, index) => ({
  name: `slide-${String(index + 1).padStart(2, '0')}.png`,
  contentType: 'image/png',
  bytes: new Uint8Array(100 + index).fill(index),
}));

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

    expect(seen.most).toBe(files.length);
    expect(stored.map((file) => file.nome)).toEqual(files.map((file) => file.name));
    for (const [index, file] of stored.entries()) {
      expect(file).toMatchObject({ key: `u1/c1/${file.nome}`, tipo: 'image/png', tamanho: 100 + index });
      expect(await storage.get('carrosseis', file.key)).toEqual(files[index]?.bytes);
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
