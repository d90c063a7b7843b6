import { describe, expect, it } from 'vitest';
import type { AdminCarousel, AdminCarouselsPage } from '../../src/shared/admin/carousels';
import { type AdminStats, DATABASE_TABLES } from '../../src/shared/admin/stats';
import type { AdminWriterStats } from '../../src/shared/admin/writer-stats';
import { setUpAppKit } from '../helpers/app-kit';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { insertCarousel, makeImage, sendTemplateForm } from './admin-test-kit';

let testApp: TestApp;
let admin: TestUser;
setUpAppKit({}, (kit) => {
  ({ testApp, admin } = kit);
});

async function getJson<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

describe('GET /api/admin/carousels', () => {
  it("lists every user's carousels newest first, with creator and template name; the details carry the raw trace", async () => {
    const ana = await createUser(testApp, { nome: 'Ana Criadora', email: 'ana.criadora@exemplo.com' });
    const bruno = await createUser(testApp, { nome: 'Bruno', email: 'bruno.criador@exemplo.com' });
    const created = await sendTemplateForm(testApp, admin, 'POST', '/api/admin/templates', {
      fields: { nome: 'Aurora', tipo: 'emocional' },
      image: { bytes: await makeImage() },
    });
    const templateId = created.json().id as string;
    const older = await insertCarousel(testApp, ana.id, {
      tema: 'Mais antigo',
      templateVisual: templateId,
      minutesAgo: 30,
    });
    const newer = await insertCarousel(testApp, bruno.id, {
      tema: 'Mais novo',
      status: 'erro: tempo esgotado',
      templateVisual: 'modelo-apagado',
      minutesAgo: 5,
    });
    await testApp.ctx.pool.query(
      `update carrosseis set webhook_data = '{"template":{"id":"modelo-apagado","nome":"Modelo antigo"},"motivo":"x"}' where id = $1`,
      [newer],
    );

    const list = (await getJson<AdminCarouselsPage>('/api/admin/carousels')).items;
    const ids = list.map((carousel) => carousel.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.find((carousel) => carousel.id === older)).toMatchObject({
      id_usuario: ana.id,
      tema: 'Mais antigo',
      status: 'concluido',
      objetivo: 'conectar',
      template_visual: templateId,
      template: 'Aurora',
      creator: { nome: 'Ana Criadora', email: 'ana.criadora@exemplo.com' },
    });
    // A deleted template is named by the copy stored at creation.
    expect(list.find((carousel) => carousel.id === newer)).toMatchObject({
      status: 'erro: tempo esgotado',
      template: 'Modelo antigo',
      creator: { nome: 'Bruno', email: 'bruno.criador@exemplo.com' },
    });
    expect(await getJson<AdminCarousel>(`/api/admin/carousels/${older}`)).toMatchObject({
      template: 'Aurora',
      campos_personalizados: { historiaDeQue: 'x' },
      webhook_data: null,
    });
    expect(await getJson<AdminCarousel>(`/api/admin/carousels/${newer}`)).toMatchObject({
      template: 'Modelo antigo',
      webhook_data: { motivo: 'x' },
    });
  });
});

describe('GET /api/admin/stats', () => {
  it('counts real rows: users by status, credits handed out, carousels by status, templates, logs, tables', async () => {
    const before = await getJson<AdminStats>('/api/admin/stats');

    const active = await createUser(testApp, { credits: 5 });
    const blocked = await createUser(testApp, { credits: 2 });
    const pending = await createUser(testApp, { credits: 0 });
    await testApp.ctx.pool.query(`update profiles set status = 'bloqueado' where id = $1`, [blocked.id]);
    await testApp.ctx.pool.query(`update profiles set status = 'pendente' where id = $1`, [pending.id]);
    // A debit must not count as credits distributed.
    await testApp.ctx.pool.query(
      `insert into credit_ledger (id_usuario, kind, delta, saldo_apos, descricao) values ($1, 'ajuste_admin', -1, 4, 'Ajuste')`,
      [active.id],
    );
    for (const status of ['concluido', 'completo', 'processando', 'pendente', 'erro: falhou', 'cancelado']) {
      await insertCarousel(testApp, active.id, { status });
    }
    await sendTemplateForm(testApp, admin, 'POST', '/api/admin/templates', {
      fields: { nome: 'Inativo', ativo: 'false' },
      image: { bytes: await makeImage() },
    });
    await testApp.ctx.pool.query(
      `insert into logs (acao, detalhes, created_at) values ('mais_recente', '{"n":1}', now() + interval '1 minute')`,
    );

    const after = await getJson<AdminStats>('/api/admin/stats');
    expect(after.users.total - before.users.total).toBe(3);
    expect(after.users.ativos - before.users.ativos).toBe(1);
    expect(after.users.bloqueados - before.users.bloqueados).toBe(1);
    expect(after.users.pendentes - before.users.pendentes).toBe(1);
    expect(after.creditsDistributed - before.creditsDistributed).toBe(7);
    expect(after.carousels.total - before.carousels.total).toBe(6);
    expect(after.carousels.concluidos - before.carousels.concluidos).toBe(2);
    expect(after.carousels.emProcessamento - before.carousels.emProcessamento).toBe(2);
    expect(after.carousels.erro - before.carousels.erro).toBe(1);
    expect(after.templates.total - before.templates.total).toBe(1);
    expect(after.templates.ativos - before.templates.ativos).toBe(0);
    // Creating the template logged too; users made here logged in.
    expect(after.logs.total).toBeGreaterThan(before.logs.total + 1);
    expect(after.logs.exact).toBe(true);
    expect(after.recentLogs).toHaveLength(4);
    expect(after.recentLogs[0]).toMatchObject({ acao: 'mais_recente', usuario: null });

    expect(after.tables.map((table) => table.name)).toEqual([...DATABASE_TABLES]);
    for (const table of after.tables) {
      const { rows } = await testApp.ctx.pool.query(`select count(*)::int as n from ${table.name}`);
      expect(table, table.name).toEqual({ name: table.name, count: rows[0].n, exact: true });
    }
    expect(after.tables.find((table) => table.name === 'templates')?.count).toBe(after.templates.total);
  });
});

describe('GET /api/admin/writer', () => {
  it('reports the active writer and the last 24 h of model runs: success rate, mean latency, fallbacks by reason', async () => {
    const user = await createUser(testApp);
    const carousel = await insertCarousel(testApp, user.id, { tema: 'Escritor' });
    const runs: [string, string | null, number | null, string | null, number][] = [
      ['llm', 'gpt-4o-mini', 1000, null, 1],
      ['llm', 'gpt-4o-mini', 2000, null, 2],
      ['llm', 'gpt-4o-mini', 3000, null, 3],
      ['local', 'gpt-4o-mini', 4000, 'tempo esgotado (15 s)', 4],
      // The local writer chosen by configuration is no model run; a run older than 24 h is out of the window.
      ['local', null, null, null, 5],
      ['llm', 'gpt-4o-mini', 9000, null, 60 * 25],
    ];
    for (const [escritor, modelo, latencia, motivo, minutesAgo] of runs) {
      await testApp.ctx.pool.query(
        `insert into escritas_carrossel (id_carrossel, escritor, modelo, latencia_ms, tentativas, motivo_fallback, created_at)
         values ($1, $2, $3, $4, 1, $5, now() - make_interval(mins => $6))`,
        [carousel, escritor, modelo, latencia, motivo, minutesAgo],
      );
    }
    const stats = await getJson<AdminWriterStats>('/api/admin/writer');
    expect(stats).toEqual({
      escritor: 'local',
      modelo: null,
      ultimas24h: {
        execucoesIa: 4,
        sucessosIa: 3,
        taxaSucessoIa: 75,
        latenciaMediaMs: 2500,
        fallbacks: 1,
        motivos: [{ motivo: 'tempo esgotado (15 s)', total: 1 }],
      },
    });
    const denied = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/writer',
      headers: user.headers,
    });
    expect(denied.statusCode).toBe(403);
  });
});
