import { beforeAll, describe, expect, it } from 'vitest';
import { buildLogsQuery, EXACT_TOTAL_LIMIT } from '../../src/server/logs/admin-query';
import { type LogsResponse, logsQuerySchema } from '../../src/shared/admin/logs';
import { ADMIN_MESSAGES } from '../../src/shared/admin/messages';
import { setUpAppKit } from '../helpers/app-kit';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let testApp: TestApp;
let admin: TestUser;
let ana: TestUser;
let bruno: TestUser;

/**
 * A known log: 25 logins of Ana from 10.0.0.1 (minutes 1..25 ago), 5 carousels of Bruno from 10.0.0.2
 * (minutes 31..35 ago) about a cake, 3 system payment entries with a literal '%_' in their details.
 */
setUpAppKit({}, (kit) => {
  ({ testApp, admin } = kit);
});
beforeAll(async () => {
  ana = await createUser(testApp, { nome: 'Ana Souza', email: 'ana@exemplo.com' });
  bruno = await createUser(testApp, { nome: 'Bruno Lima', email: 'bruno@exemplo.com' });
  const { pool } = testApp.ctx;
  await pool.query('delete from logs');
  for (let minute = 1; minute <= 25; minute++) {
    await pool.query(
      `insert into logs (id_usuario, acao, detalhes, ip, user_agent, created_at)
       values ($1, 'login', '{"metodo":"senha"}', '10.0.0.1', 'Firefox', now() - make_interval(mins => $2))`,
      [ana.id, minute],
    );
  }
  for (let minute = 31; minute <= 35; minute++) {
    await pool.query(
      `insert into logs (id_usuario, acao, detalhes, ip, user_agent, created_at)
       values ($1, 'criar_carrossel', '{"tema":"Receita de BOLO de cenoura"}', '10.0.0.2', 'Chrome', now() - make_interval(mins => $2))`,
      [bruno.id, minute],
    );
  }
  for (let minute = 41; minute <= 43; minute++) {
    await pool.query(
      `insert into logs (acao, detalhes, created_at) values ('pagamento', '{"referencia":"ABC%_x","valor":5990}', now() - make_interval(mins => $1))`,
      [minute],
    );
  }
});

async function fetchLogs(query: string): Promise<LogsResponse> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/logs${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LogsResponse;
}

describe('GET /api/admin/logs', () => {
  it('pages newest first, 20 per page by default, with the total', async () => {
    const first = await fetchLogs('');
    expect(first.total).toBe(33);
    expect(first.items).toHaveLength(20);
    const second = await fetchLogs('?page=2&pageSize=20');
    expect(second.items).toHaveLength(13);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(33);
    const times = all.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await fetchLogs('?page=3')).items).toEqual([]);
  });

  it('answers each entry in the spec shape, with the user or null for system entries', async () => {
    const { items } = await fetchLogs('?pageSize=100');
    expect(items[0]).toEqual({
      id: expect.any(Number),
      id_usuario: ana.id,
      acao: 'login',
      ip: '10.0.0.1',
      detalhes: { metodo: 'senha' },
      user_agent: 'Firefox',
      created_at: expect.stringMatching(/Z$/),
      usuario: { nome: 'Ana Souza', email: 'ana@exemplo.com' },
    });
    expect(items.at(-1)).toMatchObject({ acao: 'pagamento', id_usuario: null, usuario: null, ip: null });
  });

  it('filters by acao, user id and IP, alone and together', async () => {
    expect((await fetchLogs('?acao=login')).total).toBe(25);
    expect((await fetchLogs(`?userId=${bruno.id}`)).total).toBe(5);
    expect((await fetchLogs('?ip=10.0.0.2')).total).toBe(5);
    expect((await fetchLogs(`?acao=login&userId=${bruno.id}`)).total).toBe(0);
    const page = await fetchLogs(`?acao=login&userId=${ana.id}&ip=10.0.0.1&page=2&pageSize=10`);
    expect(page.total).toBe(25);
    expect(page.items).toHaveLength(10);
    expect(page.items.every((item) => item.acao === 'login' && item.id_usuario === ana.id)).toBe(true);
  });

  it("q searches action, details, IP and the user's name or e-mail, ignoring case", async () => {
    expect((await fetchLogs('?q=bolo')).total).toBe(5);
    expect((await fetchLogs('?q=ANA%40EXEMPLO')).total).toBe(25);
    expect((await fetchLogs('?q=bruno%20lima')).total).toBe(5);
    expect((await fetchLogs('?q=10.0.0.1')).total).toBe(25);
    expect((await fetchLogs('?q=PAGAMENTO')).total).toBe(3);
    expect((await fetchLogs('?q=nada-disso')).total).toBe(0);
    // Wildcards typed by the admin are plain characters.
    expect((await fetchLogs('?q=%25_')).total).toBe(3);
    // '_' as a wildcard would match all 33; as a character, criar_carrossel and ABC%_x.
    expect((await fetchLogs('?q=_')).total).toBe(8);
    expect((await fetchLogs(`?q=bolo&userId=${ana.id}`)).total).toBe(0);
  });

  it('empty filters are ignored; a malformed user id or page size is a 400', async () => {
    expect((await fetchLogs('?acao=&userId=&ip=&q=')).total).toBe(33);
    const badUser = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/logs?userId=123',
      headers: admin.headers,
    });
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().message).toBe(ADMIN_MESSAGES.invalidUserId);
    const huge = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/logs?pageSize=1000',
      headers: admin.headers,
    });
    expect(huge.statusCode).toBe(400);
  });

  it('the q search can use the trigram index (its expression matches the index)', async () => {
    const statements = buildLogsQuery(logsQuerySchema.parse({ q: 'bolo' }));
    const client = await testApp.ctx.pool.connect();
    try {
      // On 33 rows a sequential scan is cheaper; forbid it to see which index the expression can use.
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query(`explain ${statements.countSql}`, statements.whereParams);
      await client.query('rollback');
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('logs_busca_trgm_idx');
    } finally {
      client.release();
    }
  });
});

describe('totals past the exact-count limit', () => {
  it("are PostgreSQL's estimate, flagged, while the pages keep coming", async () => {
    const { pool } = testApp.ctx;
    await pool.query(
      `insert into logs (acao, detalhes, created_at)
       select 'carga', jsonb_build_object('n', n), now() - interval '1 day' - make_interval(secs => n)
       from generate_series(1, $1::int) as n`,
      [EXACT_TOTAL_LIMIT + 500],
    );
    await pool.query('analyze logs');
    try {
      const first = await fetchLogs('?acao=carga');
      expect(first.totalExact).toBe(false);
      expect(first.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
      expect(first.total).toBeLessThan(3 * (EXACT_TOTAL_LIMIT + 500));
      const far = await fetchLogs('?acao=carga&page=60&pageSize=25');
      expect(far.items).toHaveLength(25);
      expect(far.items.every((item) => item.acao === 'carga')).toBe(true);
      const small = await fetchLogs('?acao=login');
      expect(small).toMatchObject({ total: 25, totalExact: true });
    } finally {
      await pool.query(`delete from logs where acao = 'carga'`);
    }
  });
});
