import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNotifiedCache, type NotifiedCache } from '../../src/server/db/notified-cache';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

/*
 * The cache under the history list (docs/decisions/0025-list-cache.md), against a real PostgreSQL, with a
 * TTL far longer than any test: whatever is read again here is read because of a notification, a drop or a lost
 * connection, never because the entry aged.
 */

const CHANNEL = 'cache_test';
const APPLICATION = 'carrossel-cache-test';
let database: TestDatabase;
let pool: pg.Pool;
const caches: NotifiedCache<string>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  for (const cache of caches) await cache.close();
  await pool.end();
  await database.drop();
});

async function servingCache(maxEntries = 100): Promise<NotifiedCache<string>> {
  const cache = createNotifiedCache<string>({
    connectionString: database.url,
    channel: CHANNEL,
    applicationName: APPLICATION,
    logger: pino({ level: 'silent' }),
    ttlMs: 10 * 60_000,
    maxEntries,
    // Long enough to see the connection down before it is back.
    reconnectDelayMs: 500,
  });
  caches.push(cache);
  // The first get opens the LISTEN connection; until it is up, every get reads.
  await cache.get('warm-up', '', async () => 'x');
  await vi.waitFor(() => expect(cache.isServing()).toBe(true));
  return cache;
}

/** A reader of `scope` that counts its reads and answers `value` (read at the time of each read). */
function counted(value: () => string) {
  let reads = 0;
  return {
    read: async () => {
      reads++;
      return value();
    },
    get reads() {
      return reads;
    },
  };
}

const notify = (scope: string) => pool.query('select pg_notify($1, $2)', [CHANNEL, scope]);

describe('a cache dropped by PostgreSQL notifications', () => {
  it('serves a value from memory until its scope is notified, other scopes untouched', async () => {
    const cache = await servingCache();
    let word = 'antes';
    const a = counted(() => word);
    const b = counted(() => 'b');
    expect(await cache.get('a', '', a.read)).toBe('antes');
    expect(await cache.get('b', '', b.read)).toBe('b');
    word = 'depois';
    // Changed without a word from PostgreSQL: memory answers.
    expect(await cache.get('a', '', a.read)).toBe('antes');
    expect(a.reads).toBe(1);

    await notify('a');
    await vi.waitFor(async () => expect(await cache.get('a', '', a.read)).toBe('depois'));
    expect(await cache.get('b', '', b.read)).toBe('b');
    expect(b.reads).toBe(1);

    // `*` (a TRUNCATE) names every scope.
    await notify('*');
    await vi.waitFor(async () => {
      await cache.get('b', '', b.read);
      expect(b.reads).toBe(2);
    });
  });

  it('keeps variants of a scope apart, and a drop forgets every variant at once', async () => {
    const cache = await servingCache();
    const first = counted(() => 'página 1');
    const second = counted(() => 'página 2');
    expect(await cache.get('w', 'p1', first.read)).toBe('página 1');
    expect(await cache.get('w', 'p2', second.read)).toBe('página 2');
    cache.drop('w');
    await cache.get('w', 'p1', first.read);
    await cache.get('w', 'p2', second.read);
    expect([first.reads, second.reads]).toEqual([2, 2]);
  });

  it('does not remember a read that was under way when its scope was dropped', async () => {
    const cache = await servingCache();
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('w', '', () => new Promise<string>((resolve) => (release = resolve)));
    // A request joining the read under way shares it.
    const joined = cache.get('w', '', async () => 'never read');
    cache.drop('w');
    release('lido antes da mudança');
    expect(await slow).toBe('lido antes da mudança');
    expect(await joined).toBe('lido antes da mudança');
    const after = counted(() => 'lido depois');
    expect(await cache.get('w', '', after.read)).toBe('lido depois');
    expect(after.reads).toBe(1);
  });

  it('forgets the least recently used value beyond its size', async () => {
    const cache = await servingCache(2);
    const reads = { a: counted(() => 'a'), b: counted(() => 'b'), c: counted(() => 'c') };
    await cache.get('a', '', reads.a.read);
    await cache.get('b', '', reads.b.read);
    await cache.get('a', '', reads.a.read);
    await cache.get('c', '', reads.c.read);
    await cache.get('a', '', reads.a.read);
    await cache.get('b', '', reads.b.read);
    expect([reads.a.reads, reads.b.reads, reads.c.reads]).toEqual([1, 2, 1]);
  });

  it('reads the database while its LISTEN connection is lost, and forgets what it held before', async () => {
    const cache = await servingCache();
    let word = 'antes';
    const value = counted(() => word);
    await cache.get('w', '', value.read);

    // The listener's backend is killed (a database restart looks the same from here).
    await pool.query(
      `select pg_terminate_backend(pid, 5000) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [APPLICATION],
    );
    // What changes meanwhile is announced to nobody on this node.
    word = 'durante';
    await vi.waitFor(() => expect(cache.isServing()).toBe(false));
    expect(await cache.get('w', '', value.read)).toBe('durante');
    expect(await cache.get('w', '', value.read)).toBe('durante');
    expect(value.reads).toBe(3);

    await vi.waitFor(() => expect(cache.isServing()).toBe(true));
    word = 'depois';
    expect(await cache.get('w', '', value.read)).toBe('depois');
    // Back to memory, and to notifications.
    word = 'não anunciado';
    expect(await cache.get('w', '', value.read)).toBe('depois');
    await notify('w');
    await vi.waitFor(async () => expect(await cache.get('w', '', value.read)).toBe('não anunciado'));
  });
});
