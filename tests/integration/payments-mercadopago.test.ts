import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditos, logs, pagamentos } from '../../src/server/db/schema';
import { PIX_MESSAGES } from '../../src/shared/payments/messages';
import type { PixPayment, PixPaymentStatus } from '../../src/shared/payments/schemas';
import { type FakeMercadoPago, startFakeMercadoPago } from '../fakes/mercadopago-server';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

const ACCESS_TOKEN = 'TEST-access-token-123';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const WEBHOOK_URL = '/api/webhooks/mercadopago';

let database: TestDatabase;
let testApp: TestApp;
let fake: FakeMercadoPago;

beforeAll(async () => {
  fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN });
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, {
    RATE_LIMIT: 'off',
    PIX_PROVIDER: 'mercadopago',
    MP_ACCESS_TOKEN: ACCESS_TOKEN,
    MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MP_BASE_URL: fake.url,
  });
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
  await fake.close();
});

interface Purchase {
  user: TestUser;
  payment: PixPayment;
  /** Mercado Pago's id of the charge (pagamentos.pix_id). */
  mpId: string;
}

async function buy(packageId = 'popular', credits = 2): Promise<Purchase> {
  const user = await createUser(testApp, { credits });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/create-pix-payment',
    headers: user.headers,
    payload: { packageId },
  });
  expect(response.statusCode, response.body).toBe(201);
  const payment = response.json<PixPayment>();
  const [row] = await testApp.ctx.db
    .select({ pixId: pagamentos.pixId })
    .from(pagamentos)
    .where(eq(pagamentos.id, payment.paymentId));
  if (!row?.pixId) throw new Error('payment without a Mercado Pago id');
  return { user, payment, mpId: row.pixId };
}

/** Delivers a notification exactly as Mercado Pago does: signed headers, data.id in the query, JSON body. */
function deliver(
  mpId: string,
  options: { secret?: string; headers?: Record<string, string | undefined>; ts?: number } = {},
) {
  const signed = fake.signNotification({
    secret: options.secret ?? WEBHOOK_SECRET,
    paymentId: mpId,
    ...(options.ts === undefined ? {} : { ts: options.ts }),
  });
  const headers: Record<string, string> = { ...signed.headers };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return testApp.app.inject({
    method: 'POST',
    url: `${WEBHOOK_URL}?${signed.queryString}`,
    headers,
    payload: signed.body,
  });
}

async function readBalance(userId: string): Promise<number> {
  const [row] = await testApp.ctx.db
    .select({ saldo: creditos.saldoAtual })
    .from(creditos)
    .where(eq(creditos.idUsuario, userId));
  return row?.saldo ?? -1;
}

async function readStatus(paymentId: string): Promise<string | undefined> {
  const [row] = await testApp.ctx.db
    .select({ status: pagamentos.status })
    .from(pagamentos)
    .where(eq(pagamentos.id, paymentId));
  return row?.status;
}

async function countPurchaseRows(paymentId: string): Promise<number> {
  const rows = await testApp.ctx.db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.idPagamento, paymentId), eq(creditLedger.kind, 'compra')));
  return rows.length;
}

async function readPaymentLogs(paymentId: string) {
  return testApp.ctx.db
    .select({ acao: logs.acao, detalhes: logs.detalhes })
    .from(logs)
    .where(sql`${logs.detalhes}->>'pagamento' = ${paymentId}`);
}

describe('creating a charge at Mercado Pago', () => {
  it('sends the documented request, with our payment id as a stable idempotency key', async () => {
    const before = fake.requests.length;
    fake.failNextRequest(500);
    const { user, payment, mpId } = await buy('popular');
    const calls = fake.requests.slice(before).filter((request) => request.method === 'POST');
    // The first attempt got a 500; the retry carries the same key, so MP cannot open a second charge.
    expect(calls).toHaveLength(2);
    const [first, retry] = calls;
    expect(first?.headers['x-idempotency-key']).toBe(payment.paymentId);
    expect(retry?.headers['x-idempotency-key']).toBe(payment.paymentId);
    expect(retry?.path).toBe('/v1/payments');
    expect(retry?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(retry?.body).toMatchObject({
      transaction_amount: 134.9,
      payment_method_id: 'pix',
      payer: { email: user.email },
      external_reference: payment.paymentId,
      notification_url: `http://localhost:3000${WEBHOOK_URL}`,
    });
    const expiration = Date.parse(
      (retry?.body as { date_of_expiration?: string } | undefined)?.date_of_expiration ?? '',
    );
    expect(Math.abs(expiration - Date.parse(payment.vencimento))).toBeLessThan(1000);
    expect(payment).toMatchObject({ status: 'pendente', valor: 13490, quantidade: 25, canSimulate: false });
    expect(payment.pixCopiaECola).toBe(
      fake.payments.get(mpId)?.point_of_interaction.transaction_data.qr_code,
    );
  });

  it('answers 503 with the modal message when Mercado Pago refuses, and keeps no charge', async () => {
    const user = await createUser(testApp);
    fake.failNextRequest(400, { message: 'invalid payer', error: 'bad_request', status: 400, cause: [] });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-pix-payment',
      headers: user.headers,
      payload: { packageId: 'starter' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: PIX_MESSAGES.createFailed });
    const rows = await testApp.ctx.db.select().from(pagamentos).where(eq(pagamentos.idUsuario, user.id));
    expect(rows).toEqual([]);
  });

  it('says payments are real, so no screen shows the test-mode banner', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payments/mode' });
    expect(response.json()).toEqual({ simulado: false });
  });

  it('offers no simulate route with a real provider', async () => {
    const { user, payment } = await buy('starter');
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/pix-payment/${payment.paymentId}/simulate`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(await readStatus(payment.paymentId)).toBe('pendente');
  });
});

describe('POST /api/webhooks/mercadopago', () => {
  it('is the one webhook route for the provider in use: another provider name is an unknown route', async () => {
    const { user, payment, mpId } = await buy('starter');
    fake.approve(mpId);
    const signed = fake.signNotification({ secret: WEBHOOK_SECRET, paymentId: mpId });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/webhooks/sandbox?${signed.queryString}`,
      headers: signed.headers,
      payload: signed.body,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(await readStatus(payment.paymentId)).toBe('pendente');
    expect(await readBalance(user.id)).toBe(2);
  });

  it('credits the pack when a validly signed notification names an approved charge', async () => {
    const { user, payment, mpId } = await buy('popular');
    fake.approve(mpId);
    const response = await deliver(mpId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'creditado' });
    expect(await readBalance(user.id)).toBe(27);
    expect(await readStatus(payment.paymentId)).toBe('pago');
    const acoes = (await readPaymentLogs(payment.paymentId)).map((row) => row.acao).sort();
    expect(acoes).toEqual(['criar_pix', 'pagamento', 'pagamento_confirmado']);
    // The status was read from Mercado Pago's API, not from the notification.
    expect(
      fake.requests.some((request) => request.method === 'GET' && request.path === `/v1/payments/${mpId}`),
    ).toBe(true);
  });

  it('answers 401 and credits nothing when the signature is wrong, missing or for another charge', async () => {
    const { user, payment, mpId } = await buy('popular');
    fake.approve(mpId);
    const other = fake.signNotification({ secret: WEBHOOK_SECRET, paymentId: '999' });
    const attempts = [
      deliver(mpId, { secret: 'not-the-secret' }),
      deliver(mpId, { headers: { 'x-signature': undefined } }),
      deliver(mpId, { headers: { 'x-signature': 'ts=1,v1=abc' } }),
      deliver(mpId, { headers: { 'x-signature': other.headers['x-signature'] } }),
      testApp.app.inject({ method: 'POST', url: WEBHOOK_URL, payload: {} }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect(await readBalance(user.id)).toBe(2);
    expect(await readStatus(payment.paymentId)).toBe('pendente');
  });

  it('credits once when the same notification arrives 10 times in a row', async () => {
    const { user, payment, mpId } = await buy('popular');
    fake.approve(mpId);
    const outcomes: string[] = [];
    for (let index = 0; index < 10; index++) {
      const response = await deliver(mpId);
      expect(response.statusCode).toBe(200);
      outcomes.push(response.json<{ outcome: string }>().outcome);
    }
    expect(outcomes).toEqual(['creditado', ...Array(9).fill('ja_pago')]);
    expect(await readBalance(user.id)).toBe(27);
    expect(await countPurchaseRows(payment.paymentId)).toBe(1);
  });

  it('credits once when 10 deliveries arrive at once', async () => {
    const { user, payment, mpId } = await buy('professional');
    fake.approve(mpId);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(mpId)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = responses.map((response) => response.json<{ outcome: string }>().outcome);
    expect(outcomes.filter((outcome) => outcome === 'creditado')).toHaveLength(1);
    expect(await readBalance(user.id)).toBe(52);
    expect(await countPurchaseRows(payment.paymentId)).toBe(1);
    const confirmed = (await readPaymentLogs(payment.paymentId)).filter(
      (row) => row.acao === 'pagamento_confirmado',
    );
    expect(confirmed).toHaveLength(1);
  });

  it('credits nothing, and logs it, when the paid amount differs from the charge', async () => {
    const { user, payment, mpId } = await buy('popular');
    fake.setAmount(mpId, 100);
    fake.approve(mpId);
    const response = await deliver(mpId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'valor_divergente' });
    expect(await readBalance(user.id)).toBe(2);
    expect(await readStatus(payment.paymentId)).toBe('pendente');
    const mismatch = (await readPaymentLogs(payment.paymentId)).find((row) => row.acao === 'pagamento');
    expect(mismatch?.detalhes).toMatchObject({
      resultado: 'valor_divergente',
      valor_esperado: 13490,
      valor_informado: 100,
    });
  });

  it('credits nothing while the charge is still pending at Mercado Pago', async () => {
    const { user, payment, mpId } = await buy('starter');
    const response = await deliver(mpId);
    expect(response.json()).toMatchObject({ outcome: 'pendente' });
    expect(await readBalance(user.id)).toBe(2);
    expect(await readStatus(payment.paymentId)).toBe('pendente');
  });

  it('records a cancelled charge as expirado, and still credits it if it is paid later', async () => {
    const { user, payment, mpId } = await buy('starter');
    fake.setStatus(mpId, 'cancelled', 'by_collector');
    expect((await deliver(mpId)).json()).toMatchObject({ outcome: 'expirado' });
    expect(await readStatus(payment.paymentId)).toBe('expirado');
    fake.approve(mpId);
    expect((await deliver(mpId)).json()).toMatchObject({ outcome: 'creditado' });
    expect(await readStatus(payment.paymentId)).toBe('pago');
    expect(await readBalance(user.id)).toBe(12);
  });

  it('a refund made at Mercado Pago takes the unspent credits back once; spent ones are logged for review', async () => {
    const { user, payment, mpId } = await buy('starter');
    fake.approve(mpId);
    await deliver(mpId);
    fake.setStatus(mpId, 'refunded', 'refunded');
    expect((await deliver(mpId)).json()).toMatchObject({ outcome: 'estorno_confirmado' });
    expect((await deliver(mpId)).json()).toMatchObject({ outcome: 'inalterado' });
    expect(await readStatus(payment.paymentId)).toBe('pago');
    expect(await readBalance(user.id)).toBe(2);

    const spent = await buy('starter');
    fake.approve(spent.mpId);
    await deliver(spent.mpId);
    await testApp.ctx.pool.query('update creditos set saldo_atual = 3 where id_usuario = $1', [
      spent.user.id,
    ]);
    fake.setStatus(spent.mpId, 'refunded', 'refunded');
    expect((await deliver(spent.mpId)).json()).toMatchObject({ outcome: 'estorno_registrado' });
    expect(await readBalance(spent.user.id)).toBe(3);
  });

  it('answers 503 when Mercado Pago cannot be read, so the notification is delivered again', async () => {
    const { user, mpId } = await buy('starter');
    fake.approve(mpId);
    fake.failNextRequest(500);
    expect((await deliver(mpId)).statusCode).toBe(503);
    expect(await readBalance(user.id)).toBe(2);
    expect((await deliver(mpId)).json()).toMatchObject({ outcome: 'creditado' });
    expect(await readBalance(user.id)).toBe(12);
  });

  it('acknowledges a signed notification about a charge that is not ours, crediting nothing', async () => {
    const user = await createUser(testApp);
    const stranger = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-pix-payment',
      headers: user.headers,
      payload: { packageId: 'starter' },
    });
    expect(stranger.statusCode).toBe(201);
    // A charge made at MP by someone else on the same account.
    const foreign = await fetch(`${fake.url}/v1/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ACCESS_TOKEN}`,
        'content-type': 'application/json',
        'x-idempotency-key': 'foreign-1',
      },
      body: JSON.stringify({
        transaction_amount: 59.9,
        description: 'outro sistema',
        payment_method_id: 'pix',
        payer: { email: 'x@exemplo.com' },
        date_of_expiration: '2030-01-01T00:00:00.000-03:00',
      }),
    }).then((response) => response.json() as Promise<{ id: number }>);
    fake.approve(foreign.id);
    const response = await deliver(String(foreign.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'desconhecido' });
    expect(await readBalance(user.id)).toBe(2);
  });
});

describe('webhook replays and unknown ids', () => {
  it('refuses a validly signed copy older than 5 minutes without asking Mercado Pago', async () => {
    const { user, mpId } = await buy('starter');
    fake.approve(mpId);
    const before = fake.requests.length;
    const replay = await deliver(mpId, { ts: Date.now() - 5 * 60_000 - 5_000 });
    expect(replay.statusCode).toBe(401);
    expect(fake.requests.length).toBe(before);
    expect(await readBalance(user.id)).toBe(2);
    expect((await deliver(mpId, { ts: Date.now() - 60_000 })).json()).toMatchObject({ outcome: 'creditado' });
    expect(await readBalance(user.id)).toBe(12);
  });

  it('acknowledges a signed notification for an id Mercado Pago does not know, asking it only once', async () => {
    const before = fake.requests.length;
    const first = await deliver('987654321012');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'desconhecido' });
    const again = await deliver('987654321012');
    expect(again.statusCode).toBe(200);
    const asked = fake.requests.slice(before).filter((request) => request.path.endsWith('/987654321012'));
    expect(asked).toHaveLength(1);
  });
});

describe('reconciling without a webhook', () => {
  it('credits an approved charge when the modal polls its status', async () => {
    const { user, payment, mpId } = await buy('popular');
    fake.approve(mpId);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/pix-payment/${payment.paymentId}/status`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PixPaymentStatus>().status).toBe('pago');
    expect(await readBalance(user.id)).toBe(27);
  });

  it('credits an overdue charge that was paid, and expires one that was not, in the sweep', async () => {
    const paid = await buy('starter');
    const unpaid = await buy('starter');
    fake.approve(paid.mpId);
    await testApp.ctx.db
      .update(pagamentos)
      .set({ vencimento: sql`now() - interval '1 minute'` })
      .where(sql`${pagamentos.id} in (${paid.payment.paymentId}, ${unpaid.payment.paymentId})`);
    // The app's own service, whose sweep the scheduled job runs.
    await testApp.services.payments.expireOverduePayments();
    expect(await readStatus(paid.payment.paymentId)).toBe('pago');
    expect(await readBalance(paid.user.id)).toBe(12);
    expect(await readStatus(unpaid.payment.paymentId)).toBe('expirado');
    expect(await readBalance(unpaid.user.id)).toBe(2);
  });
});
