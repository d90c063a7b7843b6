import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONVENCER_FIELDS, createCarousel, listTemplates } from '../helpers/carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** Every file under `dir`; none when it does not exist. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('an account deleted while its carousel is being generated', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' }, { worker: true });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.drop();
  });

  it('leaves no file of that carousel in storage, though the worker stores them after the deletion', async () => {
    const user = await createUser(testApp);
    const templates = await listTemplates(testApp, user);
    const userDir = path.join(testApp.dataDir, 'storage', 'carrosseis', user.id);

    // The worker is held at its first file of this user, once it has drawn the slides: the deletion lands
    // exactly between drawing and storing, as when the owner deletes the account mid-generation.
    const { storage } = testApp.ctx;
    const realPut = storage.put;
    let reachStore = () => {};
    const atStore = new Promise<void>((resolve) => {
      reachStore = resolve;
    });
    let openStore = () => {};
    const storeOpen = new Promise<void>((resolve) => {
      openStore = resolve;
    });
    storage.put = async (bucket, key, bytes, contentType) => {
      if (bucket === 'carrosseis' && key.startsWith(`${user.id}/`)) {
        reachStore();
        await storeOpen;
      }
      return realPut.call(storage, bucket, key, bytes, contentType);
    };
    try {
      const created = await createCarousel(testApp, user, {
        objetivo: 'convencer',
        template_visual: templates[0]?.id,
        campos_personalizados: CONVENCER_FIELDS,
      });
      expect(created.status).toBe(201);
      await atStore;

      const deleted = await testApp.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: user.headers,
        payload: { senha: user.senha },
      });
      expect(deleted.statusCode).toBe(204);

      // The worker now stores every file, finds the carousel gone and removes them.
      openStore();
      await vi.waitFor(
        async () => {
          const { rows } = await testApp.ctx.pool.query(
            "select state::text from pgboss.job where name = 'carousel-generate' and data->>'carouselId' = $1",
            [created.body.id],
          );
          expect(rows).toEqual([{ state: 'completed' }]);
        },
        { timeout: 60_000, interval: 100 },
      );
      expect(listFiles(userDir)).toEqual([]);
      const { rows: queued } = await testApp.ctx.pool.query('select key from arquivos_a_remover');
      expect(queued).toEqual([]);
    } finally {
      storage.put = realPut;
    }
  }, 120_000);
});
