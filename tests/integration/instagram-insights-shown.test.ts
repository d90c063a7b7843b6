import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carouselListItemSchema } from '../../src/shared/carousels/api';
import { INSTAGRAM_ENDPOINTS } from '../../src/shared/instagram/endpoints';
import {
  INSIGHTS_CHART_DAYS,
  type InsightsChart,
  type InstagramMetrics,
} from '../../src/shared/instagram/schema';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

const DAY_MS = 86_400_000;

/** The metrics as the insights job stores them. */
const metrics = (salvamentos: number, compartilhamentos: number, alcance = 100): InstagramMetrics => ({
  alcance,
  salvamentos,
  compartilhamentos,
  curtidas: 10,
  comentarios: 2,
  interacoes: salvamentos + compartilhamentos + 12,
});

/** São Paulo's calendar day `daysAgo` days before now (UTC-3 all year since 2019), as `yyyy-MM-dd`. */
const saoPauloDate = (daysAgo: number) =>
  new Date(Date.now() - 3 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);
/** The UTC calendar day after `day`. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * What each post achieved, where the creator reads it (docs/instagram.md): the history list carries each
 * carousel's latest insights, and the dashboard's chart sums the last 30 São Paulo days. Posts are written
 * straight to the database as the publisher and the insights job leave them (their own tests publish for real).
 */
describe('Instagram insights on the history card and the dashboard chart', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await startTestApp(database.url);
  });

  afterAll(async () => {
    await testApp?.close();
    await database?.drop();
  });

  async function carouselOf(user: TestUser, tema: string): Promise<string> {
    const { rows } = await testApp.ctx.pool.query<{ id: string }>(
      `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status, objetivo, tema, versao_atual)
       values ($1, 'convencer', '{}', 'concluido', 'convencer', $2, 1) returning id`,
      [user.id, tema],
    );
    return rows[0]?.id as string;
  }

  async function postOf(
    user: TestUser,
    carouselId: string,
    post: { estado?: string; publicadoEm: string; metricas?: InstagramMetrics | null },
  ): Promise<string> {
    const { rows } = await testApp.ctx.pool.query<{ id: string }>(
      `insert into instagram_posts (id_usuario, id_carrossel, versao, ig_user_id, legenda, estado, agendado_para,
         publicado_em, metricas, metricas_em)
       values ($1, $2, 1, 'ig-1', 'Legenda', $3, $4, $4, $5, case when $5::jsonb is null then null else now() end)
       returning id`,
      [user.id, carouselId, post.estado ?? 'publicado', post.publicadoEm, post.metricas ?? null],
    );
    return rows[0]?.id as string;
  }

  async function list(user: TestUser) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/carousels',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>[];
  }

  async function chartOf(user: TestUser): Promise<InsightsChart> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: INSTAGRAM_ENDPOINTS.insightsChart.path,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as InsightsChart;
  }

  it('lists each carousel with its latest post’s numbers, and the list has numbers read since as soon as PostgreSQL announces them', async () => {
    const owner = await createUser(testApp);
    const other = await createUser(testApp);
    const published = await carouselOf(owner, 'Publicado');
    const never = await carouselOf(owner, 'Nunca publicado');
    await postOf(owner, published, {
      publicadoEm: new Date(Date.now() - 3 * DAY_MS).toISOString(),
      metricas: metrics(37, 12, 840),
    });
    // A failed post of the same carousel, and another user's post, change nothing here.
    await postOf(owner, never, { estado: 'erro', publicadoEm: new Date().toISOString() });
    await postOf(other, await carouselOf(other, 'Alheio'), {
      publicadoEm: new Date().toISOString(),
      metricas: metrics(999, 999),
    });

    const first = await list(owner);
    for (const item of first) expect(carouselListItemSchema.strict().safeParse(item).error).toBeUndefined();
    const byId = new Map(first.map((item) => [item.id, item]));
    expect(byId.get(published)?.metricas_instagram).toMatchObject({
      alcance: 840,
      salvamentos: 37,
      compartilhamentos: 12,
      curtidas: 10,
      comentarios: 2,
      interacoes: 61,
      lidas_em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(byId.get(never)?.metricas_instagram).toBeNull();

    // A newer post of the carousel without numbers yet: the card keeps the older post's.
    const newer = await postOf(owner, published, { publicadoEm: new Date().toISOString() });
    expect((await list(owner)).find((item) => item.id === published)?.metricas_instagram).toMatchObject({
      salvamentos: 37,
    });

    // The insights job (in a worker) reads the newer post (only instagram_posts changes, not the carousel's row):
    // the list shows it, remembered rows and all, once PostgreSQL's notification arrives (0025-list-cache.md).
    await testApp.ctx.pool.query(
      `update instagram_posts set metricas = $2, metricas_em = now() + interval '1 second' where id = $1`,
      [newer, metrics(50, 20, 1000)],
    );
    await expect
      .poll(async () => (await list(owner)).find((item) => item.id === published)?.metricas_instagram)
      .toMatchObject({
        alcance: 1000,
        salvamentos: 50,
        compartilhamentos: 20,
      });
    // Read again later: the same post's new numbers.
    await testApp.ctx.pool.query(
      `update instagram_posts set metricas = $2, metricas_em = now() + interval '2 seconds' where id = $1`,
      [newer, metrics(55, 21, 1100)],
    );
    await expect
      .poll(async () => (await list(owner)).find((item) => item.id === published)?.metricas_instagram)
      .toMatchObject({
        salvamentos: 55,
      });
    expect((await list(other)).map((item) => item.id)).not.toContain(published);
  });

  it('sums saves and shares by São Paulo day over the last 30 days, the user’s own published posts only', async () => {
    const owner = await createUser(testApp);
    const other = await createUser(testApp);
    const carousel = await carouselOf(owner, 'Gráfico');
    const day = saoPauloDate(5);
    const after = nextDay(day);
    // 02:59 UTC is still 23:59 of the day before in São Paulo; 03:00 UTC is its midnight.
    await postOf(owner, carousel, { publicadoEm: `${after}T02:59:00Z`, metricas: metrics(10, 3) });
    await postOf(owner, carousel, { publicadoEm: `${after}T01:00:00Z`, metricas: metrics(5, 1) });
    await postOf(owner, carousel, { publicadoEm: `${after}T03:00:00Z`, metricas: metrics(7, 2) });
    // Published, numbers not read yet: counted as a post with no saves or shares.
    await postOf(owner, carousel, { publicadoEm: `${after}T15:00:00Z`, metricas: null });
    // Not counted: a failed post, one from before the window, another user's post on the same day.
    await postOf(owner, carousel, { estado: 'erro', publicadoEm: `${after}T15:00:00Z`, metricas: null });
    await postOf(owner, carousel, {
      publicadoEm: new Date(Date.now() - 31 * DAY_MS).toISOString(),
      metricas: metrics(500, 500),
    });
    await postOf(other, await carouselOf(other, 'Alheio'), {
      publicadoEm: `${after}T02:59:00Z`,
      metricas: metrics(1000, 1000),
    });

    const chart = await chartOf(owner);
    expect(chart.dias).toHaveLength(INSIGHTS_CHART_DAYS);
    expect(chart.dias.at(-1)?.dia).toBe(saoPauloDate(0));
    expect(chart.dias[0]?.dia).toBe(saoPauloDate(INSIGHTS_CHART_DAYS - 1));
    const byDay = new Map(chart.dias.map((entry) => [entry.dia, entry]));
    expect(byDay.get(day)).toEqual({ dia: day, posts: 2, salvamentos: 15, compartilhamentos: 4 });
    expect(byDay.get(after)).toEqual({ dia: after, posts: 2, salvamentos: 7, compartilhamentos: 2 });
    const elsewhere = chart.dias.filter((entry) => entry.dia !== day && entry.dia !== after);
    expect(elsewhere.every((entry) => entry.posts === 0 && entry.salvamentos === 0)).toBe(true);

    const theirs = await chartOf(other);
    expect(theirs.dias.reduce((sum, entry) => sum + entry.salvamentos, 0)).toBe(1000);
    const fresh = await chartOf(await createUser(testApp));
    expect(fresh.dias.every((entry) => entry.posts === 0)).toBe(true);
    expect(
      (await testApp.app.inject({ method: 'GET', url: INSTAGRAM_ENDPOINTS.insightsChart.path })).statusCode,
    ).toBe(401);
  });
});
