import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange, personalWorkspaceId } from '../../src/server/credits/ledger';
import { carrosseis } from '../../src/server/db/schema';
import { withTransaction } from '../../src/server/db/transaction';
import type { CreditsResponse } from '../../src/shared/credits/schemas';
import type { PixPayment } from '../../src/shared/payments/schemas';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, loginAdmin, type TestUser } from '../helpers/users';

let database: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' });
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
});

async function getCredits(user: TestUser): Promise<CreditsResponse> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/credits', headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CreditsResponse;
}

/** A carousel row straight in the database (generation is not what this file tests), debited through the ledger. */
async function spendOnCarousel(userId: string, tema: string): Promise<string> {
  return withTransaction(testApp.ctx.pool, async ({ db }) => {
    const workspaceId = await personalWorkspaceId(db, userId);
    const [row] = await db
      .insert(carrosseis)
      .values({
        idUsuario: userId,
        idWorkspace: workspaceId,
        tipoCarrossel: 'conectar',
        objetivo: 'conectar',
        camposPersonalizados: {},
        tema,
      })
      .returning({ id: carrosseis.id });
    if (!row) throw new Error('no carousel');
    await applyCreditChange(db, {
      workspaceId,
      userId,
      kind: 'carrossel',
      delta: -1,
      descricao: 'Criação de carrossel',
      idCarrossel: row.id,
    });
    return row.id;
  });
}

async function buyPopular(user: TestUser): Promise<PixPayment> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/create-pix-payment',
    headers: user.headers,
    payload: { packageId: 'popular' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PixPayment;
}

describe('GET /api/credits', () => {
  it('asks for a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/credits' });
    expect(response.statusCode).toBe(401);
  });

  it('shows a new account its sign-up bonus and nothing used', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const credits = await getCredits(user);
    expect(credits.saldo).toBe(2);
    expect(credits.creditosUsados).toBe(0);
    expect(credits.historico).toEqual([
      {
        id: expect.stringMatching(/^ledger-\d+$/),
        kind: 'bonus_cadastro',
        type: 'credit',
        action: 'Bônus de cadastro',
        date: expect.any(String),
        change: 2,
        status: 'concluido',
      },
    ]);
  });

  it('lists every kind of movement, newest first, with its sign, text and status', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const admin = await loginAdmin(testApp);
    const first = await spendOnCarousel(user.id, 'Como dobrei minhas vendas');
    await spendOnCarousel(user.id, 'O mito do post diário');
    await withTransaction(testApp.ctx.pool, async ({ db }) =>
      applyCreditChange(db, {
        workspaceId: await personalWorkspaceId(db, user.id),
        userId: user.id,
        kind: 'reembolso',
        delta: 1,
        descricao: 'Reembolso',
        idCarrossel: first,
      }),
    );
    await withTransaction(testApp.ctx.pool, async ({ db }) =>
      applyCreditChange(db, {
        workspaceId: await personalWorkspaceId(db, user.id),
        userId: user.id,
        kind: 'ajuste_admin',
        delta: 4,
        idAutor: admin.id,
        descricao: 'Cortesia do suporte',
      }),
    );
    const paid = await buyPopular(user);
    const simulated = await testApp.app.inject({
      method: 'POST',
      url: `/api/pix-payment/${paid.paymentId}/simulate`,
      headers: user.headers,
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    const open = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-pix-payment',
      headers: user.headers,
      payload: { packageId: 'starter' },
    });
    expect(open.statusCode).toBe(201);

    const credits = await getCredits(user);
    // 2 bonus - 1 - 1 + 1 refund = 1, +4 from the admin, + 25 purchased.
    expect(credits.saldo).toBe(30);
    expect(credits.creditosUsados).toBe(1);
    expect(
      credits.historico.map(({ kind, type, action, change, status }) => ({
        kind,
        type,
        action,
        change,
        status,
      })),
    ).toEqual([
      {
        kind: 'compra',
        type: 'credit',
        action: 'Compra de créditos (Starter)',
        change: 10,
        status: 'pendente',
      },
      {
        kind: 'compra',
        type: 'credit',
        action: 'Compra de créditos (Popular)',
        change: 25,
        status: 'concluido',
      },
      { kind: 'ajuste_admin', type: 'credit', action: 'Cortesia do suporte', change: 4, status: 'concluido' },
      {
        kind: 'reembolso',
        type: 'credit',
        action: 'Reembolso: Como dobrei minhas vendas',
        change: 1,
        status: 'concluido',
      },
      {
        kind: 'carrossel',
        type: 'debit',
        action: 'Carrossel: O mito do post diário',
        change: -1,
        status: 'concluido',
      },
      {
        kind: 'carrossel',
        type: 'debit',
        action: 'Carrossel: Como dobrei minhas vendas',
        change: -1,
        status: 'concluido',
      },
      { kind: 'bonus_cadastro', type: 'credit', action: 'Bônus de cadastro', change: 2, status: 'concluido' },
    ]);
    const dates = credits.historico.map((item) => Date.parse(item.date));
    expect(dates.every((date) => Number.isFinite(date))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(new Set(credits.historico.map((item) => item.id)).size).toBe(credits.historico.length);
  });

  it('stops listing a charge as pending once it is past its vencimento', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const payment = await buyPopular(user);
    expect((await getCredits(user)).historico.filter((item) => item.status === 'pendente')).toHaveLength(1);
    await testApp.ctx.db.execute(
      sql`update pagamentos set vencimento = now() - interval '1 minute' where id = ${payment.paymentId}`,
    );
    expect((await getCredits(user)).historico.filter((item) => item.status === 'pendente')).toEqual([]);
  });

  it("never shows another user's movements", async () => {
    const owner = await createUser(testApp, { credits: 2 });
    const other = await createUser(testApp, { credits: 7 });
    await buyPopular(owner);
    const credits = await getCredits(other);
    expect(credits.saldo).toBe(7);
    expect(credits.historico.map((item) => item.change)).toEqual([7]);
  });
});
