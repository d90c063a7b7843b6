import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandPreviewResponse } from '../../src/shared/brand-kit/preview';
import { getContrastRatio } from '../../src/shared/contrast';
import { makePng, uploadImage } from '../helpers/carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let database: TestDatabase;
let testApp: TestApp;
/** An active template on a white-ish background and one on a dark one, read from the seeded designs. */
let light: { id: string; bg: string };
let dark: { id: string; bg: string };

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' });
  const { rows } = await testApp.ctx.pool.query<{ id: string; bg: string }>(
    `select id, design->'palette'->>'bg' as bg from templates where ativo order by ordem`,
  );
  const byLightness = rows
    .filter((row) => /^#[0-9a-f]{6}$/i.test(row.bg))
    .sort((a, b) => getContrastRatio(b.bg, '#000000') - getContrastRatio(a.bg, '#000000'));
  light = byLightness[0] as { id: string; bg: string };
  dark = byLightness.at(-1) as { id: string; bg: string };
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
});

const KIT = {
  nome: 'Ana Confeitaria',
  arroba: 'ana.doces_sp',
  avatar_url: null,
  cor_primaria: '#ffff00',
  cor_destaque: '#ffff00',
  fonte: null,
  mostrar_nome: true,
  mostrar_arroba: true,
  mostrar_avatar: true,
  onde: 'capa',
};

async function preview(user: TestUser, body: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/brand-kit/preview',
    headers: user.headers,
    payload: body,
  });
  return {
    status: response.statusCode,
    body: response.json() as BrandPreviewResponse & { message?: string },
  };
}

async function decode(dataUrl: string) {
  const [head, data] = dataUrl.split(',');
  expect(head).toBe('data:image/jpeg;base64');
  return sharp(Buffer.from(data ?? '', 'base64')).metadata();
}

describe('brand kit preview', () => {
  it('draws a yellow kit on a light template in the chosen format and says which shades it changed', async () => {
    const user = await createUser(testApp);
    const avatar = await uploadImage(testApp, user, await makePng(200, 200), 'logo.png');
    const answer = await preview(user, {
      marca: { ...KIT, avatar_url: avatar.body.url },
      template_visual: light.id,
      formato: 'quadrado',
    });
    expect(answer.status).toBe(200);
    expect({ largura: answer.body.largura, altura: answer.body.altura }).toEqual({
      largura: 540,
      altura: 540,
    });
    const image = await decode(answer.body.imagem);
    expect({ width: image.width, height: image.height }).toEqual({ width: 540, height: 540 });

    const fields = answer.body.ajustes.map((adjustment) => adjustment.campo).sort();
    expect(fields).toEqual(['cor_destaque', 'cor_primaria']);
    for (const adjustment of answer.body.ajustes) {
      expect(adjustment.escolhida).toBe('#ffff00');
      expect(getContrastRatio(adjustment.usada, light.bg)).toBeGreaterThanOrEqual(
        adjustment.contraste_minimo,
      );
    }
    // Nothing was saved: the kit is still the account's defaults.
    const kit = await testApp.app.inject({ method: 'GET', url: '/api/brand-kit', headers: user.headers });
    expect(kit.json()).toMatchObject({ salvo: false, arroba: '' });
  });

  it('keeps a yellow that already reads on a dark template, and draws stories at their height', async () => {
    const user = await createUser(testApp);
    const answer = await preview(user, { marca: KIT, template_visual: dark.id, formato: 'stories' });
    expect(answer.status).toBe(200);
    expect(answer.body.ajustes).toEqual([]);
    const image = await decode(answer.body.imagem);
    expect({ width: image.width, height: image.height }).toEqual({ width: 540, height: 960 });
  });

  it('refuses a bad handle, another user’s image and an unknown template, in Portuguese', async () => {
    const user = await createUser(testApp);
    const other = await createUser(testApp);
    const othersUpload = await uploadImage(testApp, other, await makePng(64, 64));
    const cases: [Record<string, unknown>, string][] = [
      [
        { marca: { ...KIT, arroba: 'ana silva!' }, template_visual: light.id },
        'O @ do Instagram usa só letras, números, ponto e sublinhado, até 30 caracteres.',
      ],
      [
        { marca: { ...KIT, avatar_url: othersUpload.body.url }, template_visual: light.id },
        'Use uma imagem enviada pelo Carrossel (PNG, JPEG ou WebP, até 10 MB).',
      ],
      [
        { marca: KIT, template_visual: '00000000-0000-4000-8000-000000000000' },
        'Escolha um estilo visual da lista para a prévia.',
      ],
      [
        { marca: KIT, template_visual: light.id, formato: 'panorama' },
        'Formato inválido. Escolha Retrato, Quadrado ou Stories.',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await preview(user, body);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/brand-kit/preview',
      payload: { marca: KIT, template_visual: light.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
