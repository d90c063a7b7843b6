import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditos, estornos, logs, pagamentos } from '../../src/server/db/schema';
import { withTransaction } from '../../src/server/db/transaction';
import type { CreditsResponse } from '../../src/shared/credits/schemas';
import { REFUND_MESSAGES } from '../../src/shared/payments/admin';
import type { PixPayment, PixPaymentStatus } from '../../src/shared/payments/schemas';
import { createTestPki, type FakePsp, startFakePsp, type TestPki } from '../fakes/bcb-psp-server';
import { readBrCode } from '../helpers/br-code-reader';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, loginAdmin, type TestUser } from '../helpers/users';

const CLIENT_ID = 'carrossel-client';
const CLIENT_SECRET = 'carrossel-secret';
const PIX_KEY = 'pix@carrossel.test';
const WEBHOOK_SECRET = 'segredo-na-url-0123456789abcdef';

let pki: TestPki;
let psp: FakePsp;
let database: TestDatabase;
let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  pki = await createTestPki();
  psp = await startFakePsp({ pki, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, {
    RATE_LIMIT: 'off',
    PIX_PROVIDER: 'bcb',
    PIX_BCB_BASE_URL: psp.url,
    PIX_BCB_CLIENT_ID: CLIENT_ID,
    PIX_BCB_CLIENT_SECRET: CLIENT_SECRET,
    PIX_BCB_CERT: pki.clientPemPath,
    PIX_BCB_CERT_PASSWORD: pki.clientPassword,
    PIX_BCB_CA: pki.caPath,
    PIX_BCB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PIX_KEY,
  });
  admin = await loginAdmin(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await database.drop();
  await psp.close();
});

interface Purchase {
  user: TestUser;
  payment: PixPayment;
  txid: string;
}

async function buy(credits = 2): Promise<Purchase> {
  const user = await createUser(testApp, { credits });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/create-pix-payment',
    headers: user.headers,
    payload: { packageId: 'starter' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const payment = response.json<PixPayment>();
  return { user, payment, txid: payment.paymentId.replace(/-/g, '') };
}

function notify(body: unknown, options: { secret?: string | null; suffix?: boolean } = {}) {
  const secret = options.secret === undefined ? WEBHOOK_SECRET : options.secret;
  const query =
    secret === null ? '' : `?hmac=${encodeURIComponent(secret)}&ignorar=${options.suffix ? '/pix' : ''}`;
  return testApp.app.inject({
    method: 'POST',
    url: `/api/webhooks/bcb${options.suffix && secret === null ? '/pix' : ''}${query}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function readBalance(userId: string): Promise<number> {
  const [row] = await testApp.ctx.db
    .select({ saldo: creditos.saldoAtual })
    .from(creditos)
    .where(eq(creditos.idUsuario, userId));
  return row?.saldo ?? -1;
}

async function ledgerRows(paymentId: string, kind: string): Promise<number> {
  const rows = await testApp.ctx.db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.idPagamento, paymentId), eq(creditLedger.kind, kind)));
  return rows.length;
}

async function queuedMails(to: string): Promise<string[]> {
  const { rows } = await testApp.ctx.pool.query<{ subject: string }>(
    `select data->>'subject' as subject from pgboss.job where data->>'to' = $1`,
    [to],
  );
  return rows.map((row) => row.subject);
}

function refund(paymentId: string, motivo = 'Compra em duplicidade', headers = admin.headers) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/refund`,
    headers,
    payload: { motivo },
  });
}

async function paid(credits = 2): Promise<Purchase> {
  const purchase = await buy(credits);
  const notice = psp.pay(purchase.txid);
  const response = await notify(notice);
  expect(response.json<{ outcome: string }>().outcome).toBe('creditado');
  return purchase;
}

describe('charges over the standard API', () => {
  it('credits nothing when the PSP names, for a second charge, the PIX already recorded as the first', async () => {
    const first = await paid();
    const second = await buy();
    const e2e = psp.cobs.get(first.txid)?.pix?.[0]?.endToEndId ?? '';
    const notice = psp.pay(second.txid);
    const pix = psp.cobs.get(second.txid)?.pix?.[0];
    if (!pix) throw new Error('no pix');
    pix.endToEndId = e2e;

    const response = await notify({ pix: [{ ...notice.pix[0], endToEndId: e2e }] });

    expect(response.json<{ outcome: string }>().outcome).toBe('referencia_divergente');
    expect(await readBalance(second.user.id)).toBe(2);
    expect(await ledgerRows(second.payment.paymentId, 'compra')).toBe(0);
    const [row] = await testApp.ctx.db
      .select({ status: pagamentos.status })
      .from(pagamentos)
      .where(eq(pagamentos.id, second.payment.paymentId));
    expect(row?.status).toBe('pendente');
  });

  it('registers the webhook at start with the secret in the URL', async () => {
    await expect
      .poll(() => psp.webhook?.url)
      .toBe(`http://localhost:3000/api/webhooks/bcb?hmac=${WEBHOOK_SECRET}&ignorar=`);
    expect(psp.requests.find((call) => call.path.startsWith('/v2/webhook/'))?.path).toBe(
      `/v2/webhook/${encodeURIComponent(PIX_KEY)}`,
    );
  });

  it("shows the PSP's copia e cola, which an independent reader parses for the pack's price", async () => {
    const { payment, txid } = await buy();
    const cob = psp.cobs.get(txid);
    expect(cob?.valor.original).toBe('59.90');
    expect(cob?.solicitacaoPagador).toContain('Starter');
    expect(payment.pixCopiaECola).toBe(cob?.pixCopiaECola);
    const read = readBrCode(payment.pixCopiaECola);
    expect(read.crcMatches).toBe(true);
    expect(read.amount).toBe('59.90');
    expect(read.account.get('25')).toBe(cob?.location);
  });
});

describe('confirmation', () => {
  it('refuses a notification without the secret or with a wrong one, crediting nothing', async () => {
    const { user, txid } = await buy();
    const notice = psp.pay(txid);
    expect((await notify(notice, { secret: null })).statusCode).toBe(401);
    expect((await notify(notice, { secret: 'outro-segredo-qualquer-123' })).statusCode).toBe(401);
    expect(await readBalance(user.id)).toBe(2);
    const accepted = await notify(notice, { suffix: true });
    expect(accepted.statusCode).toBe(200);
    expect(await readBalance(user.id)).toBe(12);
  });

  it('five identical notifications credit once, and the end-to-end id is stored', async () => {
    const { user, payment, txid } = await buy();
    const notice = psp.pay(txid);
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(notice)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await readBalance(user.id)).toBe(12);
    expect(await ledgerRows(payment.paymentId, 'compra')).toBe(1);
    const [row] = await testApp.ctx.db
      .select({ endToEndId: pagamentos.endToEndId })
      .from(pagamentos)
      .where(eq(pagamentos.id, payment.paymentId));
    expect(row?.endToEndId).toBe(notice.pix[0]?.endToEndId);
  });

  it("accepts Inter's bare array at the /pix path", async () => {
    const { user, txid } = await buy();
    const notice = psp.pay(txid);
    const answer = await notify(notice.pix, { suffix: true });
    expect(answer.statusCode).toBe(200);
    expect(await readBalance(user.id)).toBe(12);
  });

  it('a wrong amount is not credited and is logged', async () => {
    const { user, payment, txid } = await buy();
    const notice = psp.pay(txid, { valorCents: 100 });
    const answer = await notify(notice);
    expect(answer.json<{ outcome: string }>().outcome).toBe('valor_divergente');
    expect(await readBalance(user.id)).toBe(2);
    const [logged] = await testApp.ctx.db
      .select({ detalhes: logs.detalhes })
      .from(logs)
      .where(and(eq(logs.acao, 'pagamento'), sql`${logs.detalhes}->>'pagamento' = ${payment.paymentId}`));
    expect(logged?.detalhes).toMatchObject({ resultado: 'valor_divergente', valor_informado: 100 });
  });

  it('the polling job credits a payment whose webhook never comes', async () => {
    const { user, txid } = await buy();
    psp.pay(txid);
    const settled = await testApp.services.payments.pollOpenPayments();
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(await readBalance(user.id)).toBe(12);
  });

  it('the open dialog’s status poll asks the PSP and credits', async () => {
    const { user, payment, txid } = await buy();
    psp.pay(txid);
    const status = await testApp.app.inject({
      method: 'GET',
      url: `/api/pix-payment/${payment.paymentId}/status`,
      headers: user.headers,
    });
    expect(status.json<PixPaymentStatus>().status).toBe('pago');
    expect(await readBalance(user.id)).toBe(12);
  });
});

describe('refunds', () => {
  it('gives the money back, takes the credits, e-mails the user and shows "Estorno"', async () => {
    const { user, payment, txid } = await paid();
    const answer = await refund(payment.paymentId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: payment.paymentId, estorno: { status: 'devolvido' } });
    expect(await readBalance(user.id)).toBe(2);
    expect(await ledgerRows(payment.paymentId, 'estorno')).toBe(1);
    expect(psp.cobs.get(txid)?.pix?.[0]?.devolucoes).toHaveLength(1);
    const devolucao = psp.requests.find((call) => call.path.includes('/devolucao/'));
    expect(devolucao?.body).toMatchObject({ valor: '59.90', descricao: 'Compra em duplicidade' });
    expect(await queuedMails(user.email)).toContain('Estorno da sua compra no Carrossel (R$ 59,90)');
    const credits = await testApp.app.inject({ method: 'GET', url: '/api/credits', headers: user.headers });
    const latest = credits.json<CreditsResponse>().historico[0];
    expect(latest).toMatchObject({
      kind: 'estorno',
      change: -10,
      action: 'Estorno: Compra de créditos (Starter)',
    });

    const again = await refund(payment.paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: REFUND_MESSAGES.alreadyRefunded });
    // A later DEVOLVIDO from the PSP changes nothing more.
    expect(await testApp.services.payments.pollOpenPayments()).toBe(0);
    expect(await readBalance(user.id)).toBe(2);
  });

  async function refundRow(paymentId: string) {
    const [row] = await testApp.ctx.db.select().from(estornos).where(eq(estornos.idPagamento, paymentId));
    return row;
  }
  const refundMail = 'Estorno da sua compra no Carrossel (R$ 59,90)';
  const countOf = (items: string[], item: string) => items.filter((value) => value === item).length;

  it('a provider refusal ends the refund "não realizado", gives the credits back once and e-mails nobody', async () => {
    const { user, payment } = await paid();
    psp.refuseNextRefund(400);
    const answer = await refund(payment.paymentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: REFUND_MESSAGES.providerRefused });
    expect(await readBalance(user.id)).toBe(12);
    expect(await ledgerRows(payment.paymentId, 'estorno')).toBe(1);
    expect(await ledgerRows(payment.paymentId, 'estorno_revertido')).toBe(1);
    expect((await refundRow(payment.paymentId))?.status).toBe('nao_realizado');
    expect(await queuedMails(user.email)).not.toContain(refundMail);
    expect(await queuedMails(user.email)).not.toContain('O estorno da sua compra não foi realizado');
    // The admin sees it, and asking again says what happened instead of trying a second refund.
    const again = await refund(payment.paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: REFUND_MESSAGES.notCarriedOut });
    expect(await readBalance(user.id)).toBe(12);
  });

  it('a refund the PSP accepts and later reports NAO_REALIZADO ends "não realizado" with the credits back, once', async () => {
    const { user, payment } = await paid();
    psp.holdRefunds(true);
    const answer = await refund(payment.paymentId);
    psp.holdRefunds(false);
    expect(answer.json()).toMatchObject({ estorno: { status: 'em_processamento' } });
    expect(await readBalance(user.id)).toBe(2);
    psp.settleRefunds('NAO_REALIZADO');
    await Promise.all([
      testApp.services.payments.pollOpenPayments(),
      testApp.services.payments.pollOpenPayments(),
    ]);
    expect((await refundRow(payment.paymentId))?.status).toBe('nao_realizado');
    expect(await readBalance(user.id)).toBe(12);
    expect(await ledgerRows(payment.paymentId, 'estorno_revertido')).toBe(1);
    await testApp.services.payments.pollOpenPayments();
    expect(await readBalance(user.id)).toBe(12);
    // Told the refund was under way, the buyer is told once that it was not carried out and the credits are back.
    const mails = await queuedMails(user.email);
    expect(countOf(mails, refundMail)).toBe(1);
    expect(countOf(mails, 'O estorno da sua compra não foi realizado')).toBe(1);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: admin.headers,
    });
    const row = list
      .json<{ items: { id: string; estorno: { status: string } | null }[] }>()
      .items.find((item) => item.id === payment.paymentId);
    expect(row?.estorno?.status).toBe('nao_realizado');
    const credits = await testApp.app.inject({ method: 'GET', url: '/api/credits', headers: user.headers });
    expect(credits.json<CreditsResponse>().historico[0]).toMatchObject({
      kind: 'estorno_revertido',
      change: 10,
      action: 'Estorno não realizado: Compra de créditos (Starter)',
    });
  });

  it('holds no lock on the buyer while the PSP answers, and the credits are gone before the money leaves', async () => {
    const { user, payment } = await paid();
    const release = psp.pauseRefunds();
    const asked = refund(payment.paymentId);
    try {
      await expect
        .poll(
          () =>
            psp.requests.some((call) =>
              call.path.includes(`/devolucao/${payment.paymentId.replace(/-/g, '')}`),
            ),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      expect(await readBalance(user.id)).toBe(2);
      // Another transaction takes the balance row and the payment row at once (NOWAIT fails on a held lock).
      await withTransaction(testApp.ctx.pool, async ({ client }) => {
        await client.query('select 1 from creditos where id_usuario = $1 for update nowait', [user.id]);
        await client.query('select 1 from pagamentos where id = $1 for update nowait', [payment.paymentId]);
      });
    } finally {
      release();
    }
    const answer = await asked;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ estorno: { status: 'devolvido' } });
    expect(countOf(await queuedMails(user.email), refundMail)).toBe(1);
  });

  it('a refund whose answer was lost is resumed by the poll job, once', async () => {
    const { user, payment, txid } = await paid();
    psp.loseNextRefundAnswer();
    const answer = await refund(payment.paymentId);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ message: REFUND_MESSAGES.providerUnavailable });
    expect((await refundRow(payment.paymentId))?.status).toBe('solicitado');
    expect(await readBalance(user.id)).toBe(2);
    expect(await queuedMails(user.email)).not.toContain(refundMail);

    // Too fresh: the admin's own request may still be waiting on it.
    await testApp.services.payments.pollOpenPayments();
    expect((await refundRow(payment.paymentId))?.status).toBe('solicitado');
    await testApp.ctx.pool.query(
      `update estornos set created_at = now() - interval '2 minutes' where id_pagamento = $1`,
      [payment.paymentId],
    );
    await Promise.all([
      testApp.services.payments.pollOpenPayments(),
      testApp.services.payments.pollOpenPayments(),
    ]);
    expect((await refundRow(payment.paymentId))?.status).toBe('devolvido');
    expect(psp.cobs.get(txid)?.pix?.[0]?.devolucoes).toHaveLength(1);
    expect(await readBalance(user.id)).toBe(2);
    expect(await ledgerRows(payment.paymentId, 'estorno')).toBe(1);
    expect(countOf(await queuedMails(user.email), refundMail)).toBe(1);
  });

  it('a refund the PSP never received (down, or a crash before the call) is made by the poll job', async () => {
    const { user, payment, txid } = await paid();
    psp.refuseNextRefund(503);
    const answer = await refund(payment.paymentId);
    expect(answer.statusCode).toBe(503);
    expect(psp.cobs.get(txid)?.pix?.[0]?.devolucoes).toHaveLength(0);
    await testApp.ctx.pool.query(
      `update estornos set created_at = now() - interval '2 minutes' where id_pagamento = $1`,
      [payment.paymentId],
    );
    await testApp.services.payments.pollOpenPayments();
    expect((await refundRow(payment.paymentId))?.status).toBe('devolvido');
    expect(psp.cobs.get(txid)?.pix?.[0]?.devolucoes).toHaveLength(1);
    expect(await readBalance(user.id)).toBe(2);
    expect(countOf(await queuedMails(user.email), refundMail)).toBe(1);
  });

  it('is refused when the credits were already spent, without asking the PSP', async () => {
    const { user, payment } = await paid(0);
    await testApp.ctx.pool.query('update creditos set saldo_atual = 9 where id_usuario = $1', [user.id]);
    const before = psp.requests.length;
    const answer = await refund(payment.paymentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: REFUND_MESSAGES.creditsSpent });
    expect(await readBalance(user.id)).toBe(9);
    expect(psp.requests.slice(before).some((call) => call.path.includes('/devolucao/'))).toBe(false);
  });

  it('only an admin refunds, only a paid payment, with a reason', async () => {
    const { user, payment } = await buy();
    expect((await refund(payment.paymentId, 'motivo', user.headers)).statusCode).toBe(403);
    const unpaid = await refund(payment.paymentId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: REFUND_MESSAGES.notPaid });
    const empty = await refund(payment.paymentId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain(REFUND_MESSAGES.reasonRequired);
    expect((await refund('nao-e-um-id')).statusCode).toBe(404);
  });

  it('a refund the PSP settles later becomes devolvido exactly once', async () => {
    const { user, payment } = await paid();
    psp.holdRefunds(true);
    const answer = await refund(payment.paymentId);
    psp.holdRefunds(false);
    expect(answer.json()).toMatchObject({ estorno: { status: 'em_processamento' } });
    expect(await readBalance(user.id)).toBe(2);
    psp.settleRefunds();
    await Promise.all([
      testApp.services.payments.pollOpenPayments(),
      testApp.services.payments.pollOpenPayments(),
    ]);
    const [row] = await testApp.ctx.db
      .select()
      .from(estornos)
      .where(eq(estornos.idPagamento, payment.paymentId));
    expect(row?.status).toBe('devolvido');
    expect(await readBalance(user.id)).toBe(2);
    expect(await ledgerRows(payment.paymentId, 'estorno')).toBe(1);
  });

  it('a refund made at the PSP’s panel takes the credits back once', async () => {
    const { user, payment, txid } = await paid();
    const e2e = psp.cobs.get(txid)?.pix?.[0]?.endToEndId ?? '';
    psp.refundAtPanel(txid);
    const answers = await Promise.all([
      notify({ pix: [{ endToEndId: e2e, txid, valor: '59.90' }] }),
      notify([{ endToEndId: e2e, txid, valor: '59.90' }]),
    ]);
    expect(answers.map((item) => item.statusCode)).toEqual([200, 200]);
    expect(await readBalance(user.id)).toBe(2);
    expect(await ledgerRows(payment.paymentId, 'estorno')).toBe(1);
  });
});
