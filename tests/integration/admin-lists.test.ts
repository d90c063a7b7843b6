import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCarousel, AdminCarouselsPage } from '../../src/shared/admin/carousels';
import type { AdminUsersPage } from '../../src/shared/admin/users';
import { setUpAppKit } from '../helpers/app-kit';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

/**
 * The admin lists page, search, filter and count in PostgreSQL: 250 carousels and 250 users seeded by SQL,
 * each carousel carrying a 3 KB design in its trace that no list row may bring back.
 */
let testApp: TestApp;
let admin: TestUser;

const SEEDED = 250;
// Statuses by i % 5: settled ones only, so the minute sweep has nothing to change while the test runs.
const STATUS_BY_REMAINDER = ['concluido', 'completo', 'erro: tempo esgotado', 'cancelado', 'concluido'];

setUpAppKit({}, (kit) => {
  ({ testApp, admin } = kit);
});
beforeAll(async () => {
  const owner = await createUser(testApp, { nome: 'Dona Dos Carrosséis', email: 'dona.lista@exemplo.com' });
  await testApp.ctx.pool.query(
    `insert into carrosseis (id_usuario, tipo_carrossel, objetivo, campos_personalizados, status, tema, webhook_data, data_criacao)
     select $1, o, o, '{"historiaDeQue":"x"}'::jsonb, ($2::text[])[i % 5 + 1], 'Tema ' || lpad(i::text, 3, '0'),
            jsonb_build_object('template', jsonb_build_object('nome', 'Aurora', 'design', repeat('d', 3000))),
            now() - make_interval(mins => i)
     from generate_series(1, $3) as i,
          lateral (select case when i % 2 = 0 then 'conectar' else 'investigar' end as o) as objective`,
    [owner.id, STATUS_BY_REMAINDER, SEEDED],
  );
  await testApp.ctx.pool.query(
    `insert into profiles (nome, email, status, tipo, password_hash, created_at)
     select 'Pessoa ' || lpad(i::text, 3, '0'), 'lote-' || lpad(i::text, 3, '0') || '@exemplo.com',
            (array['ativo', 'bloqueado', 'pendente'])[i % 3 + 1], 'cliente', 'x', now() - make_interval(mins => i)
     from generate_series(1, $1) as i`,
    [SEEDED],
  );
  // Their balances were made, empty, with their personal workspaces (the trigger of migration 0029).
  await testApp.ctx.pool.query(
    `update creditos set saldo_atual = 7 where id_usuario in (select id from profiles where email like 'lote-%')`,
  );
});

async function getJson<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

describe('GET /api/admin/carousels', () => {
  it('answers one page of 10, newest first, the total and the summary, without any trace or design', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/carousels',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    // 10 rows of a few hundred bytes, not 10 designs (let alone 250).
    expect(response.body.length).toBeLessThan(8_000);
    expect(response.body).not.toContain('design');
    const first = response.json() as AdminCarouselsPage;
    expect(first.items).toHaveLength(10);
    expect(first).toMatchObject({ total: SEEDED, page: 1, pageSize: 10 });
    expect(first.summary).toEqual({ total: SEEDED, concluidos: 150, emProcessamento: 0, comErro: 50 });
    expect(first.items.map((item) => item.tema)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Tema ${String(index + 1).padStart(3, '0')}`),
    );
    expect(first.items[0]).toMatchObject({ template: 'Aurora', creator: { nome: 'Dona Dos Carrosséis' } });
    for (const item of first.items) expect(item).not.toHaveProperty('webhook_data');

    const last = await getJson<AdminCarouselsPage>('/api/admin/carousels?page=25');
    expect(last.items.map((item) => item.tema)).toContain('Tema 250');
    const beyond = await getJson<AdminCarouselsPage>('/api/admin/carousels?page=26');
    expect(beyond).toMatchObject({ items: [], total: SEEDED });
  });

  it('filters by status kind and searches tema, id and type in any case, counted by the database', async () => {
    const count = async (query: string) =>
      (await getJson<AdminCarouselsPage>(`/api/admin/carousels?${query}`)).total;
    expect(await count('status=concluido')).toBe(150); // concluido and the legacy completo
    expect(await count('status=erro')).toBe(50);
    expect(await count('status=cancelado')).toBe(50);
    expect(await count('status=pendente')).toBe(0);
    expect(await count('q=TEMA%2001')).toBe(10); // Tema 010 to Tema 019
    expect(await count('q=tema%2001&status=erro')).toBe(2); // 012 and 017
    expect(await count('q=investig')).toBe(125); // the type's label
    expect(await count('q=100%25')).toBe(0); // a literal %, not a wildcard

    const page = await getJson<AdminCarouselsPage>('/api/admin/carousels?q=Tema%20123');
    const id = page.items[0]?.id ?? '';
    expect(await count(`q=${id.slice(0, 8)}`)).toBeGreaterThanOrEqual(1);
  });

  it('gives the whole record, trace and design included, only for one carousel', async () => {
    const page = await getJson<AdminCarouselsPage>('/api/admin/carousels?q=Tema%20007');
    const id = page.items[0]?.id ?? '';
    const record = await getJson<AdminCarousel>(`/api/admin/carousels/${id}`);
    expect(record).toMatchObject({ id, tema: 'Tema 007', template: 'Aurora' });
    expect(JSON.stringify(record.webhook_data)).toContain('d'.repeat(3000));
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/carousels/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Carrossel não encontrado.' });
  });

  it('refuses a bad page, page size or status in Portuguese', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=101', 'status=quase']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/carousels?${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/Página inválida|tamanho da página|Status deve ser/);
    }
  });
});

describe('GET /api/admin/users', () => {
  it('pages 20 at a time, newest sign-up first, with search, status filter and the total', async () => {
    const first = await getJson<AdminUsersPage>('/api/admin/users?q=LOTE-');
    expect(first).toMatchObject({ total: SEEDED, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ nome: 'Pessoa 001', email: 'lote-001@exemplo.com', credits: 7 });
    const last = await getJson<AdminUsersPage>('/api/admin/users?q=lote-&page=13');
    expect(last.items.map((user) => user.email)).toEqual(
      Array.from({ length: 10 }, (_, index) => `lote-${241 + index}@exemplo.com`),
    );
    const blocked = await getJson<AdminUsersPage>('/api/admin/users?q=lote-&status=bloqueado');
    expect(blocked.total).toBe(84); // i % 3 = 1 for i in 1..250
    expect(blocked.items.every((user) => user.status === 'bloqueado')).toBe(true);
    const byName = await getJson<AdminUsersPage>('/api/admin/users?q=pessoa%20042');
    expect(byName.items.map((user) => user.email)).toEqual(['lote-042@exemplo.com']);
    const everyone = await getJson<AdminUsersPage>('/api/admin/users');
    expect(everyone.total).toBe(SEEDED + 2); // plus the admin and the carousels' owner
  });
});
