import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestPki,
  type FakePsp,
  startFakePsp,
  type TestPki,
} from '../../../../tests/fakes/bcb-psp-server';
import { readBrCode } from '../../../../tests/helpers/br-code-reader';
import { createBcbClient } from './bcb-client';
import { BCB_STANDARD_SCOPES } from './bcb-presets';
import { bcbTxidForPayment, createBcbPixProvider } from './bcb-provider';
import { readBcbTlsMaterial } from './create-pix-provider';
import { InvalidPixSignatureError, PixProviderError } from './errors';
import type { CreatePixChargeInput, PixProvider } from './provider';

const CLIENT_ID = 'Client_Id_teste';
const CLIENT_SECRET = 'Client_Secret_teste';
const PIX_KEY = 'financeiro@carrossel.test';
const WEBHOOK_URL = 'https://carrossel.test/api/webhooks/bcb';

let pki: TestPki;
let psp: FakePsp;
let counter = 0;

function input(overrides: Partial<CreatePixChargeInput> = {}): CreatePixChargeInput {
  counter += 1;
  const paymentId = `7c1d2e3f-0000-4000-8000-${counter.toString().padStart(12, '0')}`;
  return {
    paymentId,
    amountCents: 5990,
    description: 'Carrossel - 10 créditos (Starter)',
    payerEmail: 'cliente@example.com',
    expiresAt: new Date(Date.now() + 30 * 60_000),
    idempotencyKey: paymentId,
    ...overrides,
  };
}

function makeProvider(
  options: { now?: () => number; webhookSecret?: string; target?: FakePsp; locQrCode?: boolean } = {},
) {
  const target = options.target ?? psp;
  const client = createBcbClient({
    baseUrl: target.url,
    tokenUrl: `${target.url}/oauth/token`,
    scopes: BCB_STANDARD_SCOPES,
    tokenAuth: 'basic',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    tls: readBcbTlsMaterial({
      certPath: pki.clientPemPath,
      certPassword: pki.clientPassword,
      caPath: pki.caPath,
    }),
    ...(options.now ? { now: options.now } : {}),
  });
  const provider: PixProvider = createBcbPixProvider({
    client,
    pixKey: PIX_KEY,
    webhookUrl: WEBHOOK_URL,
    webhookSecret: options.webhookSecret,
    skipMtlsHeader: true,
    locQrCode: options.locQrCode ?? false,
  });
  return { provider, client };
}

beforeAll(async () => {
  pki = await createTestPki();
  psp = await startFakePsp({ pki, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
}, 30_000);
afterAll(async () => {
  await psp.close();
});

describe('mutual TLS', () => {
  it('the PSP refuses a caller without a client certificate', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const call = request(`${psp.url}/oauth/token`, { method: 'POST', ca: pki.caCert }, (response) => {
        resolve(`answered ${response.statusCode}`);
      });
      call.on('error', (error) => resolve(`refused: ${error.message}`));
      call.end();
    });
    expect(outcome).toMatch(/^refused/);
  });

  it('the PSP refuses a certificate from another CA', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const call = request(
        `${psp.url}/oauth/token`,
        { method: 'POST', ca: pki.caCert, cert: pki.stranger.cert, key: pki.stranger.key },
        (response) => resolve(`answered ${response.statusCode}`),
      );
      call.on('error', (error) => resolve(`refused: ${error.message}`));
      call.end();
    });
    expect(outcome).toMatch(/^refused/);
  });

  it('creates a charge with our certificate and the standard body', async () => {
    const { provider, client } = makeProvider();
    const charge = input();
    const created = await provider.createCharge(charge);
    const txid = bcbTxidForPayment(charge.paymentId);
    expect(created.providerChargeId).toBe(txid);
    expect(txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
    const put = psp.requests.find((call) => call.method === 'PUT' && call.path === `/v2/cob/${txid}`);
    expect(put?.body).toMatchObject({
      valor: { original: '59.90' },
      chave: PIX_KEY,
      solicitacaoPagador: 'Carrossel - 10 créditos (Starter)',
    });
    const expiracao = (put?.body as { calendario?: { expiracao?: number } } | undefined)?.calendario
      ?.expiracao;
    expect(expiracao).toBeGreaterThan(29 * 60);
    expect(expiracao).toBeLessThanOrEqual(30 * 60);
    const token = psp.requests.find((call) => call.path === '/oauth/token');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(new URLSearchParams(String(token?.body)).get('scope')).toBe(BCB_STANDARD_SCOPES);
    // The code shown is the PSP's pixCopiaECola, and an independent reader agrees on it.
    expect(created.brCode).toBe(psp.cobs.get(txid)?.pixCopiaECola);
    const read = readBrCode(created.brCode);
    expect(read.crcMatches).toBe(true);
    expect(read.amount).toBe('59.90');
    expect(read.account.get('25')).toBe(psp.cobs.get(txid)?.location);
    expect(created.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    client.close();
  });
});

describe('token', () => {
  it('is reused until shortly before it expires, then renewed', async () => {
    let clock = Date.now();
    const { provider, client } = makeProvider({ now: () => clock });
    const before = psp.tokensIssued();
    await provider.createCharge(input());
    await provider.createCharge(input());
    expect(psp.tokensIssued()).toBe(before + 1);
    clock += 3600_000 - 30_000; // within the last minute of its hour
    await provider.createCharge(input());
    expect(psp.tokensIssued()).toBe(before + 2);
    client.close();
  });

  it('is fetched again once when the PSP answers 401', async () => {
    const { provider, client } = makeProvider();
    await provider.createCharge(input());
    const before = psp.tokensIssued();
    psp.revokeTokens();
    const charge = input();
    await expect(provider.createCharge(charge)).resolves.toMatchObject({
      providerChargeId: bcbTxidForPayment(charge.paymentId),
    });
    expect(psp.tokensIssued()).toBe(before + 1);
    client.close();
  });

  it('wrong credentials are a provider error that names only the status', async () => {
    const other = await startFakePsp({ pki, clientId: 'outro', clientSecret: 'outro' });
    const { provider, client } = makeProvider({ target: other });
    const failure = await provider.createCharge(input()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PixProviderError);
    expect(String((failure as Error).message)).toBe('bcb: token request answered 401');
    client.close();
    await other.close();
  });
});

describe('charges', () => {
  it('a retried PUT /cob names the same charge instead of opening a second one', async () => {
    const { provider, client } = makeProvider();
    const charge = input();
    const first = await provider.createCharge(charge);
    const again = await provider.createCharge(charge);
    expect(again.providerChargeId).toBe(first.providerChargeId);
    expect(again.brCode).toBe(first.brCode);
    expect([...psp.cobs.keys()].filter((txid) => txid === first.providerChargeId)).toHaveLength(1);
    client.close();
  });

  it("reads Efí's /v2/loc/{id}/qrcode when the cob has no pixCopiaECola", async () => {
    const efi = await startFakePsp({
      pki,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      omitPixCopiaECola: true,
    });
    const { provider, client } = makeProvider({ target: efi, locQrCode: true });
    const created = await provider.createCharge(input());
    expect(efi.requests.some((call) => /^\/v2\/loc\/\d+\/qrcode$/.test(call.path))).toBe(true);
    expect(readBrCode(created.brCode).amount).toBe('59.90');
    client.close();
    await efi.close();
  });

  it('reports ATIVA as pending, CONCLUIDA as paid with its endToEndId, and a devolução as refunded', async () => {
    const { provider, client } = makeProvider();
    const charge = input();
    const { providerChargeId } = await provider.createCharge(charge);
    await expect(provider.fetchStatus(providerChargeId)).resolves.toMatchObject({ status: 'pendente' });
    const notice = psp.pay(providerChargeId);
    const paid = await provider.fetchStatus(providerChargeId);
    expect(paid).toMatchObject({
      status: 'pago',
      amountCents: 5990,
      paymentId: charge.paymentId,
      endToEndId: notice.pix[0]?.endToEndId,
    });
    const refund = await provider.refund({
      providerChargeId,
      endToEndId: notice.pix[0]?.endToEndId ?? null,
      refundId: charge.paymentId,
      amountCents: 5990,
      reason: 'Compra duplicada',
    });
    expect(refund.status).toBe('devolvido');
    await expect(provider.fetchStatus(providerChargeId)).resolves.toMatchObject({ status: 'estornado' });
    client.close();
  });

  it('a refused devolução is a provider error, and nothing is returned twice', async () => {
    const { provider, client } = makeProvider();
    const charge = input();
    const { providerChargeId } = await provider.createCharge(charge);
    const notice = psp.pay(providerChargeId);
    const refund = {
      providerChargeId,
      endToEndId: notice.pix[0]?.endToEndId ?? null,
      refundId: charge.paymentId,
      amountCents: 5990,
      reason: 'teste',
    };
    psp.refuseNextRefund(400);
    await expect(provider.refund(refund)).rejects.toMatchObject({ httpStatus: 400, isRetryable: false });
    const first = await provider.refund(refund);
    const again = await provider.refund(refund);
    expect(again.providerRefundId).toBe(first.providerRefundId);
    client.close();
  });
});

describe('notifications', () => {
  it('accepts { pix: [...] } and a bare array, naming our txids only', async () => {
    const { provider, client } = makeProvider();
    const txid = 'a'.repeat(32);
    const entry = {
      endToEndId: `E${'1'.repeat(31)}`,
      txid,
      valor: '59.90',
      horario: new Date().toISOString(),
    };
    const withoutCob = { ...entry, txid: undefined };
    await expect(
      provider.parseNotification({ headers: {}, query: {}, body: { pix: [entry, withoutCob] } }),
    ).resolves.toEqual({ providerChargeIds: [txid] });
    await expect(provider.parseNotification({ headers: {}, query: {}, body: [entry] })).resolves.toEqual({
      providerChargeIds: [txid],
    });
    await expect(
      provider.parseNotification({ headers: {}, query: {}, body: { pix: [withoutCob] } }),
    ).resolves.toBeNull();
    await expect(
      provider.parseNotification({ headers: {}, query: {}, body: { outro: 1 } }),
    ).rejects.toBeInstanceOf(InvalidPixSignatureError);
    client.close();
  });

  it('in secret-in-URL mode refuses a notification without the secret', async () => {
    const secret = 'segredo-do-webhook-0123456789';
    const { provider, client } = makeProvider({ webhookSecret: secret });
    const body = { pix: [{ endToEndId: `E${'2'.repeat(31)}`, txid: 'b'.repeat(32), valor: '59.90' }] };
    await expect(provider.parseNotification({ headers: {}, query: {}, body })).rejects.toBeInstanceOf(
      InvalidPixSignatureError,
    );
    await expect(
      provider.parseNotification({ headers: {}, query: { hmac: 'errado' }, body }),
    ).rejects.toBeInstanceOf(InvalidPixSignatureError);
    await expect(
      provider.parseNotification({ headers: {}, query: { hmac: secret, ignorar: '/pix' }, body }),
    ).resolves.toEqual({ providerChargeIds: ['b'.repeat(32)] });
    client.close();
  });

  it('registers the webhook idempotently, with the secret and Efí’s skip-mTLS header in that mode', async () => {
    const secret = 'segredo-do-webhook-0123456789';
    const { provider, client } = makeProvider({ webhookSecret: secret });
    await provider.registerWebhook?.();
    await provider.registerWebhook?.();
    const registrations = psp.requests.filter(
      (call) => call.method === 'PUT' && call.path.startsWith('/v2/webhook/'),
    );
    expect(registrations.at(-1)?.path).toBe(`/v2/webhook/${encodeURIComponent(PIX_KEY)}`);
    expect(psp.webhook?.url).toBe(`${WEBHOOK_URL}?hmac=${secret}&ignorar=`);
    expect(psp.webhook?.headers['x-skip-mtls-checking']).toBe('true');
    client.close();
  });
});
