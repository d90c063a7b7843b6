import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

const roots: string[] = [];
function createStorage(root = mkdtempSync(path.join(os.tmpdir(), 'local-storage-'))) {
  roots.push(root);
  return createLocalStorage(root, 'http://localhost:3000');
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const bytes = new Uint8Array([1, 2, 3]);

describe('local storage deletePrefix (same meaning as S3: keys starting with the prefix)', () => {
  it('removes a whole folder', async () => {
    const storage = createStorage();
    await storage.put('carrosseis', 'u1/c1/slide-01.png', bytes, 'image/png');
    await storage.put('carrosseis', 'u2/c2/slide-01.png', bytes, 'image/png');
    await storage.deletePrefix('carrosseis', 'u1/');
    expect(await storage.get('carrosseis', 'u1/c1/slide-01.png')).toBeNull();
    expect(await storage.get('carrosseis', 'u2/c2/slide-01.png')).not.toBeNull();
  });

  it('removes only the files whose name starts with a partial prefix', async () => {
    const storage = createStorage();
    await storage.put('medias', 'public/u1-1.png', bytes, 'image/png');
    await storage.put('medias', 'public/u1-2.jpg', bytes, 'image/jpeg');
    await storage.put('medias', 'public/u10-1.png', bytes, 'image/png');
    await storage.deletePrefix('medias', 'public/u1-');
    expect(await storage.get('medias', 'public/u1-1.png')).toBeNull();
    expect(await storage.get('medias', 'public/u1-2.jpg')).toBeNull();
    expect(await storage.get('medias', 'public/u10-1.png')).not.toBeNull();
  });

  it('spares the kept keys and folders, under a folder or a partial prefix', async () => {
    const storage = createStorage();
    for (const key of [
      'u1/c1/v1/slide-01.png',
      'u1/c1/v2/slide-01.png',
      'u1/c2/v1/slide-01.png',
      'u1/c3/a.pdf',
    ])
      await storage.put('carrosseis', key, bytes, 'image/png');
    await storage.deletePrefix('carrosseis', 'u1/', ['u1/c1/', 'u1/c3/a.pdf']);
    expect(await storage.get('carrosseis', 'u1/c1/v1/slide-01.png')).not.toBeNull();
    expect(await storage.get('carrosseis', 'u1/c1/v2/slide-01.png')).not.toBeNull();
    expect(await storage.get('carrosseis', 'u1/c3/a.pdf')).not.toBeNull();
    expect(await storage.get('carrosseis', 'u1/c2/v1/slide-01.png')).toBeNull();

    await storage.put('medias', 'public/u1-1.png', bytes, 'image/png');
    await storage.put('medias', 'public/u1-2.jpg', bytes, 'image/jpeg');
    await storage.deletePrefix('medias', 'public/u1-', ['public/u1-2.jpg']);
    expect(await storage.get('medias', 'public/u1-1.png')).toBeNull();
    expect(await storage.get('medias', 'public/u1-2.jpg')).not.toBeNull();
  });

  it('does nothing when nothing matches', async () => {
    const storage = createStorage();
    await expect(storage.deletePrefix('medias', 'public/nobody-')).resolves.toBeUndefined();
  });
});

describe('local storage putStream', () => {
  it('writes the chunks as they come under the key and answers the size', async () => {
    const storage = createStorage();
    async function* chunks() {
      for (let index = 0; index < 50; index++) yield new Uint8Array(10_000).fill(index);
    }
    expect(await storage.putStream('exportacoes', 'u1/e1.zip', chunks(), 'application/zip')).toBe(500_000);
    const stored = await storage.get('exportacoes', 'u1/e1.zip');
    expect(stored?.byteLength).toBe(500_000);
    expect(stored?.[499_999]).toBe(49);
  });

  it('leaves nothing, not even its temporary file, when the chunks fail midway', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'local-storage-'));
    const storage = createStorage(root);
    async function* failing() {
      yield new Uint8Array(10_000);
      throw new Error('disco cheio');
    }
    await expect(storage.putStream('exportacoes', 'u1/e2.zip', failing(), 'application/zip')).rejects.toThrow(
      'disco cheio',
    );
    expect(readdirSync(path.join(root, 'exportacoes', 'u1'))).toEqual([]);
  });
});
