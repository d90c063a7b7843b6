import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CHARACTERS_MESSAGE } from '../../src/shared/text';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS, listTemplates } from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let testApp: TestApp;
let admin: TestUser;
let user: TestUser;

setUpAppKit({}, (kit) => {
  ({ testApp, admin } = kit);
});
beforeAll(async () => {
  user = await createUser(testApp, { credits: 3, nome: 'Nina Nula' });
});

/** A NUL byte, a high surrogate with no pair, a low surrogate with no pair. */
const BAD = ['Ana\u0000Maria', 'Ana \ud83d', 'Ana \ude00 Maria'];

function expectRefused(response: { statusCode: number; json: () => unknown }): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'validation_failed', message: INVALID_CHARACTERS_MESSAGE });
}

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const { rows } = await testApp.ctx.pool.query<{ n: number }>(
    `select count(*)::int as n from (${sql}) t`,
    values,
  );
  return rows[0]?.n ?? -1;
}

describe('NUL bytes and lone surrogates answer 400 in Portuguese and change nothing', () => {
  it('sign-up nome', async () => {
    for (const [index, nome] of BAD.entries()) {
      const email = `nulo-${index}-${Date.now()}@exemplo.com`;
      expectRefused(
        await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { nome, email, senha: 'girassol-azul' },
        }),
      );
      expect(await count('select 1 from profiles where email = $1', [email])).toBe(0);
    }
  });

  it('support ticket title', async () => {
    for (const title of BAD) {
      expectRefused(
        await testApp.app.inject({
          method: 'POST',
          url: '/api/support/report',
          headers: user.headers,
          payload: { title, description: 'O botão de download não responde.', phone: '11987654321' },
        }),
      );
    }
    expect(await count('select 1 from support_tickets where id_usuario = $1', [user.id])).toBe(0);
  });

  it('admin user edit', async () => {
    for (const nome of BAD) {
      expectRefused(
        await testApp.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${user.id}`,
          headers: admin.headers,
          payload: { nome, email: user.email, tipo: 'cliente', status: 'ativo' },
        }),
      );
    }
    const { rows } = await testApp.ctx.pool.query('select nome from profiles where id = $1', [user.id]);
    expect(rows[0]).toEqual({ nome: 'Nina Nula' });
  });

  it('carousel text fields, with no credit spent', async () => {
    const [template] = await listTemplates(testApp, user);
    for (const mito of BAD) {
      expectRefused(
        await testApp.app.inject({
          method: 'POST',
          url: '/api/carousels',
          headers: user.headers,
          payload: {
            objetivo: 'convencer',
            campos_personalizados: { ...CONVENCER_FIELDS, mito },
            template_visual: template?.id,
          },
        }),
      );
    }
    expect(await count('select 1 from carrosseis where id_usuario = $1', [user.id])).toBe(0);
    const { rows } = await testApp.ctx.pool.query('select saldo_atual from creditos where id_usuario = $1', [
      user.id,
    ]);
    expect(rows[0]).toEqual({ saldo_atual: 3 });
  });

  it('admin logs and tickets filters', async () => {
    const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: admin.headers });
    const urls = (q: string) => [
      `/api/admin/logs?q=${q}`,
      `/api/admin/logs?acao=${q}`,
      `/api/admin/support-tickets?q=${q}`,
    ];
    for (const url of urls('Ana%00Maria')) expectRefused(await get(url));
    // A URL cannot carry half an emoji: its bytes decode to U+FFFD, an ordinary search that finds nothing.
    for (const url of urls('Ana%ED%A0%BD')) expect((await get(url)).statusCode).toBe(200);
  });

  it("a malformed body gets zod's own messages in Portuguese, never its English defaults", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string };
    expect(body.message).toMatch(/^Entrada inválida: esperava um objeto/);
    expect(JSON.stringify(body)).not.toMatch(/Invalid input|expected/);
  });
});
