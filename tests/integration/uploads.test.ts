import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupUnusedUploads } from '../../src/server/uploads/cleanup-uploads';
import { makePng, uploadImage } from '../helpers/carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let database: TestDatabase;
let testApp: TestApp;
let png: Buffer;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, { RATE_LIMIT: 'on' });
  png = await makePng(40, 40);
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
});

async function ageUpload(key: string, hours: number): Promise<void> {
  await testApp.ctx.pool.query(
    `update uploads set created_at = now() - make_interval(hours => $2) where key = $1`,
    [key, hours],
  );
}

describe('POST /api/uploads', () => {
  it('names each upload with a random key, so two sent at the same moment never collide', async () => {
    const user = await createUser(testApp);
    const [one, two] = await Promise.all([uploadImage(testApp, user, png), uploadImage(testApp, user, png)]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.path).toMatch(new RegExp(`^public/${user.id}-[0-9a-f-]{36}\\.png$`));
    expect(two.body.path).not.toBe(one.body.path);
    expect(await testApp.ctx.storage.get('medias', one.body.path)).not.toBeNull();
    expect(await testApp.ctx.storage.get('medias', two.body.path)).not.toBeNull();
  });

  it('limits each user, not their shared IP: a neighbour still uploads when one user hits the limit', async () => {
    const busy = await createUser(testApp);
    const neighbour = await createUser(testApp);
    for (let round = 0; round < 30; round++) expect((await uploadImage(testApp, busy, png)).status).toBe(201);
    const refused = await uploadImage(testApp, busy, png);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+s\.$/);
    expect((await uploadImage(testApp, neighbour, png)).status).toBe(201);
  });
});

describe('removing unused uploads', () => {
  it('removes uploads older than a day that no carousel or template uses, and keeps the rest', async () => {
    const user = await createUser(testApp);
    const unused = (await uploadImage(testApp, user, png)).body;
    const onCarousel = (await uploadImage(testApp, user, png)).body;
    const onTemplate = (await uploadImage(testApp, user, png)).body;
    const fresh = (await uploadImage(testApp, user, png)).body;
    await testApp.ctx.pool.query(
      `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status, objetivo, tema)
       values ($1, 'convencer', $2::jsonb, 'concluido', 'convencer', 'Tema')`,
      [user.id, JSON.stringify({ imagemChave: onCarousel.path })],
    );
    await testApp.ctx.pool.query(
      `update templates set imagem_url = $1 where id = (select id from templates limit 1)`,
      [onTemplate.url],
    );
    for (const upload of [unused, onCarousel, onTemplate]) await ageUpload(upload.path, 25);

    expect(await cleanupUnusedUploads(testApp.ctx)).toBe(1);
    expect(await testApp.ctx.storage.get('medias', unused.path)).toBeNull();
    for (const kept of [onCarousel, onTemplate, fresh]) {
      expect(await testApp.ctx.storage.get('medias', kept.path)).not.toBeNull();
    }
    // Only the fresh one is still waiting to be judged; running again removes nothing more.
    const { rows } = await testApp.ctx.pool.query('select key from uploads where id_usuario = $1', [user.id]);
    expect(rows).toEqual([{ key: fresh.path }]);
    expect(await cleanupUnusedUploads(testApp.ctx)).toBe(0);
  });
});
