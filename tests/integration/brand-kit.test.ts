import { describe, expect, it } from 'vitest';
import { cleanupUnusedUploads } from '../../src/server/uploads/cleanup-uploads';
import type { BrandKitResponse } from '../../src/shared/brand-kit/schema';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS, createCarousel, makePng, uploadImage } from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let testApp: TestApp;
let templates: TemplateDto[];

setUpAppKit({}, (kit) => {
  ({ testApp, templates } = kit);
});

async function getKit(user: TestUser) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/brand-kit', headers: user.headers });
  return { status: response.statusCode, body: response.json() as BrandKitResponse };
}

async function putKit(user: TestUser, body: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/brand-kit',
    headers: user.headers,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as BrandKitResponse & { message?: string } };
}

const KIT = {
  nome: 'Ana Confeitaria',
  arroba: '@ana.doces_sp',
  avatar_url: null,
  cor_primaria: '#1A1A2E',
  cor_destaque: '#FF6B6B',
  fonte: 'editorial',
  mostrar_nome: true,
  mostrar_arroba: true,
  mostrar_avatar: false,
  onde: 'todos',
};

describe('brand kit', () => {
  it('starts with the account’s name and no handle, and saves and reads back a whole kit with its avatar', async () => {
    const user = await createUser(testApp, { nome: 'Ana Souza' });
    const fresh = await getKit(user);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      nome: 'Ana Souza',
      arroba: '',
      avatar_url: null,
      avatar_forma: 'circulo',
      salvo: false,
    });

    const avatar = await uploadImage(testApp, user, await makePng(400, 400), 'logo.png');
    expect(avatar.status).toBe(201);
    const saved = await putKit(user, { ...KIT, avatar_url: avatar.body.url, avatar_forma: 'logo' });
    expect(saved.status).toBe(200);
    const expected = {
      ...KIT,
      avatar_forma: 'logo',
      arroba: 'ana.doces_sp',
      cor_primaria: '#1a1a2e',
      cor_destaque: '#ff6b6b',
      avatar_url: avatar.body.url,
      salvo: true,
    };
    expect(saved.body).toEqual(expected);
    expect((await getKit(user)).body).toEqual(expected);
    // Stored as its key, never the address it was sent as (brand-kit/stored-kit.ts); the answers above show
    // the address a browser reads it at.
    const { rows } = await testApp.ctx.pool.query('select avatar_chave from marcas where id_usuario = $1', [
      user.id,
    ]);
    expect(rows).toEqual([{ avatar_chave: avatar.body.path }]);
    // The avatar is in use: the unused-upload cleanup must keep it (it reads brand kits too).
    await testApp.ctx.pool.query(`update uploads set created_at = now() - interval '2 days' where key = $1`, [
      avatar.body.path,
    ]);
    await cleanupUnusedUploads(testApp.ctx);
    expect(await testApp.ctx.storage.get('medias', avatar.body.path)).not.toBeNull();

    // Saved without an avatar (a blank address is none), the kit answers none.
    const bare = await putKit(user, { ...KIT, avatar_url: '  ' });
    expect(bare.body.avatar_url).toBeNull();
    expect((await getKit(user)).body.avatar_url).toBeNull();
  });

  it('refuses a bad handle, a bad colour and an unsafe image with Portuguese messages, changing nothing', async () => {
    const user = await createUser(testApp);
    const other = await createUser(testApp);
    expect((await putKit(user, KIT)).status).toBe(200);
    const othersUpload = await uploadImage(testApp, other, await makePng(64, 64));
    const fakeKey = `public/${user.id}-falso.png`;
    await testApp.ctx.storage.put('medias', fakeKey, Buffer.from('<svg onload="alert(1)">'), 'image/png');

    const handle = 'O @ do Instagram usa só letras, números, ponto e sublinhado, até 30 caracteres.';
    const image = 'Use uma imagem enviada pelo Carrossel (PNG, JPEG ou WebP, até 10 MB).';
    const cases: [Record<string, unknown>, string][] = [
      [{ arroba: 'ana silva!' }, handle],
      [{ arroba: 'a'.repeat(31) }, handle],
      [{ cor_destaque: 'vermelho' }, 'Use uma cor em hexadecimal, como #7C3AED.'],
      [{ cor_primaria: '#12345' }, 'Use uma cor em hexadecimal, como #7C3AED.'],
      [{ avatar_url: 'https://exemplo.com/logo.png' }, image],
      [{ avatar_url: othersUpload.body.url }, image],
      [{ avatar_url: testApp.ctx.storage.publicUrl('medias', fakeKey) }, image],
      [{ nome: '   ' }, 'Informe o nome que aparece nos slides.'],
      [{ onde: 'rodape' }, 'Escolha onde a assinatura aparece: capa, todos os slides ou slide final.'],
      [{ avatar_forma: 'quadrado' }, 'Escolha como a imagem aparece: foto em círculo ou logo inteiro.'],
    ];
    for (const [change, message] of cases) {
      const response = await putKit(user, { ...KIT, ...change });
      expect({ change, status: response.status, message: response.body.message }).toEqual({
        change,
        status: 400,
        message,
      });
    }
    expect((await getKit(user)).body).toMatchObject({ arroba: 'ana.doces_sp', cor_destaque: '#ff6b6b' });
  });

  it('is copied onto a carousel at creation, and a later change leaves that carousel as it was', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const unsigned = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect((await putKit(user, KIT)).status).toBe(200);
    const signed = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect((await putKit(user, { ...KIT, arroba: 'outro.nome' })).status).toBe(200);

    const { rows } = await testApp.ctx.pool.query(
      `select id, webhook_data->'brand' as brand from carrosseis where id = any($1)`,
      [[unsigned.body.id, signed.body.id]],
    );
    const brandOf = (id: string) => rows.find((row) => row.id === id)?.brand;
    expect(brandOf(unsigned.body.id)).toBeNull();
    expect(brandOf(signed.body.id)).toMatchObject({
      nome: 'Ana Confeitaria',
      arroba: 'ana.doces_sp',
      onde: 'todos',
    });
  });

  it('copies the avatar onto the carousel as its key, the same the kit stores', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const avatar = await uploadImage(testApp, user, await makePng(64, 64), 'avatar.png');
    expect((await putKit(user, { ...KIT, avatar_url: avatar.body.url, mostrar_avatar: true })).status).toBe(
      200,
    );
    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect(created.status).toBe(201);
    const { rows } = await testApp.ctx.pool.query(
      `select webhook_data->'brand' as brand from carrosseis where id = $1`,
      [created.body.id],
    );
    expect(rows[0].brand.avatar_chave).toBe(avatar.body.path);
    expect(rows[0].brand).not.toHaveProperty('avatar_url');
  });
});
