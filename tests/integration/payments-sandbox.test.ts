import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditos, logs, pagamentos } from '../../src/server/db/schema';
import { EXPIRE_PAYMENTS_JOB } from '../../src/server/payments/expire-payments-job';
import { parseBrCode } from '../../src/server/payments/pix/br-code';
import type { CreditsResponse } from '../../src/shared/credits/schemas';
import { PIX_MESSAGES } from '../../src/shared/payments/messages';
import type { PixPayment, PixPaymentStatus } from '../../src/shared/payments/schemas';
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

/** The app's own payments service, whose sweep the scheduled job runs. */
function createSweeper() {
  return testApp.services.payments;
}

async function createPayment(user: TestUser, packageId: string): Promise<PixPayment> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/create-pix-payment',
    headers: user.headers,
    payload: { packageId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PixPayment;
}

function simulate(user: TestUser, paymentId: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/pix-payment/${paymentId}/simulate`,
    headers: user.headers,
  });
}

async function getStatus(user: TestUser, paymentId: string): Promise<PixPaymentStatus> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/pix-payment/${paymentId}/status`,
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PixPaymentStatus;
}

async function readBalance(userId: string): Promise<number> {
  const [row] = await testApp.ctx.db
    .select({ saldo: creditos.saldoAtual })
    .from(creditos)
    .where(eq(creditos.idUsuario, userId));
  return row?.saldo ?? -1;
}

async function countPurchaseRows(paymentId: string): Promise<number> {
  const rows = await testApp.ctx.db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.idPagamento, paymentId), eq(creditLedger.kind, 'compra')));
  return rows.length;
}

async function countLogs(acao: string, paymentId: string): Promise<number> {
  const rows = await testApp.ctx.db
    .select({ id: logs.id })
    .from(logs)
    .where(and(eq(logs.acao, acao), sql`${logs.detalhes}->>'pagamento' = ${paymentId}`));
  return rows.length;
}

async function moveVencimentoToThePast(paymentId: string): Promise<void> {
  await testApp.ctx.db
    .update(pagamentos)
    .set({ vencimento: sql`now() - interval '1 minute'` })
    .where(eq(pagamentos.id, paymentId));
}

describe('POST /api/create-pix-payment (sandbox)', () => {
  it('opens a 30-minute charge with a scannable code for the exact price of the pack', async () => {
    const user = await createUser(testApp);
    const before = Date.now();
    const payment = await createPayment(user, 'popular');

    expect(payment).toMatchObject({
      status: 'pendente',
      packageId: 'popular',
      quantidade: 25,
      valor: 13490,
      canSimulate: true,
    });
    const vencimento = Date.parse(payment.vencimento);
    expect(vencimento - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(vencimento - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(payment.pixQrCodeImage).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(parseBrCode(payment.pixCopiaECola).amountCents).toBe(13490);

    const [row] = await testApp.ctx.db.select().from(pagamentos).where(eq(pagamentos.id, payment.paymentId));
    expect(row).toMatchObject({ idUsuario: user.id, plano: 'popular', status: 'pendente', valor: 13490 });
    expect(await countLogs('criar_pix', payment.paymentId)).toBe(1);
  });

  it('hands out the same open charge again for the same pack, and a new one for another pack', async () => {
    const user = await createUser(testApp);
    const first = await createPayment(user, 'starter');
    const again = await createPayment(user, 'starter');
    const other = await createPayment(user, 'professional');
    expect(again.paymentId).toBe(first.paymentId);
    expect(again.pixCopiaECola).toBe(first.pixCopiaECola);
    expect(other.paymentId).not.toBe(first.paymentId);
    expect(other).toMatchObject({ quantidade: 50, valor: 23990 });
  });

  it('reopens a pending charge from the history (QR code and copia e cola) only for its owner and while open', async () => {
    const user = await createUser(testApp);
    const stranger = await createUser(testApp);
    const payment = await createPayment(user, 'popular');
    const credits = await testApp.app.inject({ method: 'GET', url: '/api/credits', headers: user.headers });
    expect((credits.json() as CreditsResponse).historico).toContainEqual(
      expect.objectContaining({ status: 'pendente', paymentId: payment.paymentId }),
    );
    const reopen = (who: typeof user) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/pix-payment/${payment.paymentId}`,
        headers: who.headers,
      });
    const reopened = await reopen(user);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual(payment);
    expect((await reopen(stranger)).statusCode).toBe(404);

    await testApp.ctx.pool.query(
      "update pagamentos set vencimento = now() - interval '1 second' where id = $1",
      [payment.paymentId],
    );
    const expired = await reopen(user);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(PIX_MESSAGES.noLongerOpen);
  });

  it('refuses an unknown pack with a 400 and creates nothing', async () => {
    const user = await createUser(testApp);
    for (const payload of [{ packageId: 'gold' }, {}]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/create-pix-payment',
        headers: user.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: PIX_MESSAGES.invalidPack });
    }
    const rows = await testApp.ctx.db.select().from(pagamentos).where(eq(pagamentos.idUsuario, user.id));
    expect(rows).toEqual([]);
  });

  it('lets only signed-in non-admins buy', async () => {
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-pix-payment',
      payload: { packageId: 'popular' },
    });
    expect(anonymous.statusCode).toBe(401);
    const admin = await loginAdmin(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-pix-payment',
      headers: admin.headers,
      payload: { packageId: 'popular' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits how many charges one user can open in a row', async () => {
    const limited = await startTestApp(database.url, { RATE_LIMIT: 'on' });
    try {
      const user = await createUser(limited);
      const statuses: number[] = [];
      for (let index = 0; index < 12; index++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/create-pix-payment',
          headers: user.headers,
          payload: { packageId: 'popular' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/payments/mode', () => {
  it('says payments are simulated, so the price screens can say so', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payments/mode' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ simulado: true });
  });
});

describe('GET /api/pix-payment/{paymentId}/status', () => {
  it("answers the caller's own payment", async () => {
    const user = await createUser(testApp);
    const payment = await createPayment(user, 'popular');
    expect(await getStatus(user, payment.paymentId)).toEqual({
      paymentId: payment.paymentId,
      status: 'pendente',
      vencimento: payment.vencimento,
      dataPagamento: null,
      quantidade: 25,
      valor: 13490,
    });
  });

  it("answers 404 for someone else's, a missing or a malformed payment id", async () => {
    const owner = await createUser(testApp);
    const other = await createUser(testApp);
    const payment = await createPayment(owner, 'popular');
    for (const id of [payment.paymentId, '00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/pix-payment/${id}/status`,
        headers: other.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: PIX_MESSAGES.notFound });
    }
  });
});

describe('POST /api/pix-payment/{paymentId}/simulate', () => {
  it('pays the charge: status pago, the pack credited, the payment logged', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const payment = await createPayment(user, 'popular');
    const response = await simulate(user, payment.paymentId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pago', dataPagamento: expect.any(String) });
    expect(await readBalance(user.id)).toBe(27);
    expect((await getStatus(user, payment.paymentId)).status).toBe('pago');
    expect(await countLogs('pagamento_confirmado', payment.paymentId)).toBe(1);
    expect(await countLogs('pagamento', payment.paymentId)).toBe(1);
  });

  it('credits once when simulated 10 times at once', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const payment = await createPayment(user, 'popular');
    const responses = await Promise.all(Array.from({ length: 10 }, () => simulate(user, payment.paymentId)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.every((response) => response.json<PixPaymentStatus>().status === 'pago')).toBe(true);
    expect(await readBalance(user.id)).toBe(27);
    expect(await countPurchaseRows(payment.paymentId)).toBe(1);
    expect(await countLogs('pagamento_confirmado', payment.paymentId)).toBe(1);
  });

  it('credits once when simulated again later', async () => {
    const user = await createUser(testApp, { credits: 0 });
    const payment = await createPayment(user, 'starter');
    for (let index = 0; index < 3; index++)
      expect((await simulate(user, payment.paymentId)).statusCode).toBe(200);
    expect(await readBalance(user.id)).toBe(10);
    expect(await countPurchaseRows(payment.paymentId)).toBe(1);
  });

  it("cannot pay someone else's charge", async () => {
    const owner = await createUser(testApp, { credits: 0 });
    const other = await createUser(testApp, { credits: 0 });
    const payment = await createPayment(owner, 'popular');
    expect((await simulate(other, payment.paymentId)).statusCode).toBe(404);
    expect(await readBalance(owner.id)).toBe(0);
    expect(await readBalance(other.id)).toBe(0);
  });
});

describe('expiry', () => {
  it('turns an unpaid charge past its vencimento into expirado, once, however often the sweep runs', async () => {
    const user = await createUser(testApp);
    const payment = await createPayment(user, 'popular');
    const fresh = await createPayment(user, 'starter');
    await moveVencimentoToThePast(payment.paymentId);
    const sweeper = createSweeper();
    expect(await sweeper.expireOverduePayments()).toBeGreaterThanOrEqual(1);
    expect(await sweeper.expireOverduePayments()).toBe(0);
    expect((await getStatus(user, payment.paymentId)).status).toBe('expirado');
    expect((await getStatus(user, fresh.paymentId)).status).toBe('pendente');
  });

  it('still credits a charge paid after it expired', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const payment = await createPayment(user, 'popular');
    await moveVencimentoToThePast(payment.paymentId);
    await createSweeper().expireOverduePayments();
    expect((await getStatus(user, payment.paymentId)).status).toBe('expirado');

    expect((await simulate(user, payment.paymentId)).statusCode).toBe(200);
    expect((await getStatus(user, payment.paymentId)).status).toBe('pago');
    expect(await readBalance(user.id)).toBe(27);
    const credits = (
      await testApp.app.inject({ method: 'GET', url: '/api/credits', headers: user.headers })
    ).json<CreditsResponse>();
    expect(credits.historico[0]).toMatchObject({ kind: 'compra', change: 25, status: 'concluido' });
  });

  it('ends paid and credited once when the payment and the sweep race', async () => {
    const user = await createUser(testApp, { credits: 0 });
    const payment = await createPayment(user, 'popular');
    await moveVencimentoToThePast(payment.paymentId);
    const sweeper = createSweeper();
    await Promise.all([
      sweeper.expireOverduePayments(),
      simulate(user, payment.paymentId),
      sweeper.expireOverduePayments(),
      simulate(user, payment.paymentId),
    ]);
    expect((await getStatus(user, payment.paymentId)).status).toBe('pago');
    expect(await readBalance(user.id)).toBe(25);
    expect(await countPurchaseRows(payment.paymentId)).toBe(1);
  });

  it('is scheduled to run every minute', async () => {
    const schedules = await testApp.ctx.jobs.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === EXPIRE_PAYMENTS_JOB)).toMatchObject({
      cron: '* * * * *',
    });
  });
});
