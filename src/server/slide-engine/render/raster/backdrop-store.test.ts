import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackdropStore } from './backdrop-store';

const root = mkdtempSync(path.join(os.tmpdir(), 'backdrop-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
const newDir = () => path.join(root, `store-${++dirs}`);

const pixels = (size: number, value: number) => Buffer.alloc(size, value);
const listFiles = (dir: string) => readdirSync(dir).sort();

/** The file a key is kept in: the only file of a store that holds that key alone. */
async function nameOf(key: string): Promise<string> {
  const dir = newDir();
  const store = createBackdropStore({ dir });
  store.write(key, pixels(1, 0));
  await store.settled();
  const [name] = listFiles(dir);
  if (!name) throw new Error(`${key} not stored`);
  return name;
}

describe('createBackdropStore', () => {
  it('reads back what was written, by key, in a new store on the same directory (another process)', async () => {
    const dir = newDir();
    const first = createBackdropStore({ dir });
    first.write('backdrop:a', pixels(300, 7));
    first.write('backdrop:b', pixels(300, 9));
    await first.settled();

    const second = createBackdropStore({ dir });
    expect(await second.read('backdrop:a', 300)).toEqual(pixels(300, 7));
    expect(await second.read('backdrop:b', 300)).toEqual(pixels(300, 9));
    expect(await second.read('backdrop:c', 300)).toBeUndefined();
  });

  it('takes a file of another size for a miss and removes it, so the slide draws and stores it again', async () => {
    const dir = newDir();
    const store = createBackdropStore({ dir });
    store.write('backdrop:a', pixels(200, 1));
    await store.settled();
    const [name] = listFiles(dir);
    if (!name) throw new Error('nothing stored');
    // Cut short by a full disk, say.
    writeFileSync(path.join(dir, name), pixels(120, 1));

    expect(await store.read('backdrop:a', 200)).toBeUndefined();
    expect(listFiles(dir)).toEqual([]);
  });

  it('reports a directory it cannot use, once, and answers every read with a miss', async () => {
    const blocker = path.join(root, 'a-file');
    writeFileSync(blocker, 'not a directory');
    const errors: unknown[] = [];
    const store = createBackdropStore({
      dir: path.join(blocker, 'backdrops'),
      onError: (e) => errors.push(e),
    });

    store.write('backdrop:a', pixels(100, 1));
    store.write('backdrop:b', pixels(100, 1));
    await store.settled();
    store.write('backdrop:c', pixels(100, 1));
    await store.settled();

    // Once, not at every slide: the log is not flooded while the disk stays unusable.
    expect(errors).toHaveLength(1);
    expect(await store.read('backdrop:a', 100)).toBeUndefined();
  });

  it('stays under its budget by dropping the files used least recently', async () => {
    const dir = newDir();
    // Four files of 300 bytes pass it; trimmed to 80% of it (920 bytes), one goes.
    const store = createBackdropStore({ dir, maxBytes: 1150 });
    for (const key of ['a', 'b', 'c']) store.write(`backdrop:${key}`, pixels(300, 1));
    await store.settled();
    // Used three, two and one hours ago.
    for (const [hours, key] of [
      [3, 'a'],
      [2, 'b'],
      [1, 'c'],
    ] as const) {
      const at = Date.now() / 1000 - hours * 3600;
      utimesSync(path.join(dir, await nameOf(`backdrop:${key}`)), at, at);
    }
    // Reading a makes it the most recently used: b is now the oldest.
    expect(await store.read('backdrop:a', 300)).toBeDefined();
    await store.settled();

    store.write('backdrop:d', pixels(300, 1));
    await store.settled();

    expect(await store.read('backdrop:b', 300)).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(await store.read(`backdrop:${key}`, 300), key).toBeDefined();
    const total = listFiles(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
    expect(total).toBe(900);
  });

  it('clears what a write cut short by a crash left behind, once it is old', async () => {
    const dir = newDir();
    const store = createBackdropStore({ dir });
    store.write('backdrop:a', pixels(100, 1));
    await store.settled();
    const abandoned = path.join(dir, 'x.rgb.5f7a.tmp');
    const fresh = path.join(dir, 'y.rgb.9c21.tmp');
    writeFileSync(abandoned, pixels(50, 1));
    writeFileSync(fresh, pixels(50, 1));
    const hourAgo = Date.now() / 1000 - 3600;
    utimesSync(abandoned, hourAgo, hourAgo);

    // A new process lists the directory at its first write.
    const next = createBackdropStore({ dir });
    next.write('backdrop:b', pixels(100, 1));
    await next.settled();

    expect(listFiles(dir)).not.toContain('x.rgb.5f7a.tmp');
    expect(listFiles(dir)).toContain('y.rgb.9c21.tmp');
    expect(await next.read('backdrop:a', 100)).toBeDefined();
  });
});
