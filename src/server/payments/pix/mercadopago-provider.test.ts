import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../tests/fakes/mercadopago-server';
import { CREDIT_PACKS } from '../../../shared/constants';
import { buildPixBrCode, parseBrCode } from './br-code';
import { InvalidPixSignatureError, PixProviderError } from './errors';
import {
  convertReaisToCents,
  createMercadoPagoPixProvider,
  formatMercadoPagoDate,
} from './mercadopago-provider';
import type { CreatePixChargeInput, PixProvider } from './provider';

const ACCESS_TOKEN = 'TEST-0000000000000000-000000-fake';
const WEBHOOK_SECRET = 'segredo-do-webhook';
const NOTIFICATION_URL = 'https://carrossel.test/api/webhooks/mercadopago';

let fake: FakeMercadoPago;
let provider: PixProvider;
let paymentCounter = 0;

function createInput(overrides: Partial<CreatePixChargeInput> = {}): CreatePixChargeInput {
  paymentCounter += 1;
  const paymentId = `5b0c6f3e-0000-4000-8000-${paymentCounter.toString().padStart(12, '0')}`;
  return {
    paymentId,
    amountCents: 13490,
    description: 'Carrossel - Pacote Popular (25 créditos)',
    payerEmail: 'cliente@example.com',
    expiresAt: new Date('2026-11-21T13:30:00.000Z'),
    idempotencyKey: `pix-charge-${paymentId}`,
    ...overrides,
  };
}

beforeAll(async () => {
  fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN });
  provider = createMercadoPagoPixProvider({
    accessToken: ACCESS_TOKEN,
    webhookSecret: WEBHOOK_SECRET,
    notificationUrl: NOTIFICATION_URL,
    baseUrl: `${fake.url}/`,
  });
});

afterEach(() => {
  fake.setResponseDelay(0);
});

afterAll(async () => {
  await fake.close();
});

describe('createCharge', () => {
  it('posts the documented PIX payment request', async () => {
    const input = createInput();
    const before = fake.requests.length;
    await provider.createCharge(input);

    const request = fake.requests[before];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payments');
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(request?.headers['x-idempotency-key']).toBe(input.idempotencyKey);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      transaction_amount: 134.9,
      description: 'Carrossel - Pacote Popular (25 créditos)',
      payment_method_id: 'pix',
      payer: { email: 'cliente@example.com' },
      external_reference: input.paymentId,
      notification_url: NOTIFICATION_URL,
      date_of_expiration: '2026-11-21T10:30:00.000-03:00',
    });
  });

  it('returns the charge id, a verified BR Code, a PNG data URL and the expiry', async () => {
    const input = createInput();
    const charge = await provider.createCharge(input);

    const payment = fake.payments.get(charge.providerChargeId);
    expect(payment?.external_reference).toBe(input.paymentId);
    expect(charge.brCode).toBe(payment?.point_of_interaction.transaction_data.qr_code);
    expect(parseBrCode(charge.brCode).amountCents).toBe(13490);
    expect(charge.qrCodeDataUrl).toBe(
      `data:image/png;base64,${payment?.point_of_interaction.transaction_data.qr_code_base64}`,
    );
    expect(charge.expiresAt.toISOString()).toBe('2026-11-21T13:30:00.000Z');
  });

  it.each(CREDIT_PACKS.map((pack) => [pack.id, pack.priceCents] as const))(
    'charges the %s pack exactly (%i centavos)',
    async (_, priceCents) => {
      const before = fake.requests.length;
      const charge = await provider.createCharge(createInput({ amountCents: priceCents }));
      const body = fake.requests[before]?.body as { transaction_amount: number };
      expect(Math.round(body.transaction_amount * 100)).toBe(priceCents);
      expect(JSON.stringify(body.transaction_amount)).toBe((priceCents / 100).toString());
      expect(parseBrCode(charge.brCode).amountCents).toBe(priceCents);
    },
  );

  it('sends the same idempotency key on a retry and gets the same payment back', async () => {
    const input = createInput();
    const before = fake.requests.length;
    const paymentsBefore = fake.payments.size;

    const first = await provider.createCharge(input);
    const retry = await provider.createCharge(input);

    expect(retry.providerChargeId).toBe(first.providerChargeId);
    expect(retry.brCode).toBe(first.brCode);
    expect(fake.payments.size).toBe(paymentsBefore + 1);
    const keys = fake.requests.slice(before).map((request) => request.headers['x-idempotency-key']);
    expect(keys).toEqual([input.idempotencyKey, input.idempotencyKey]);
  });

  it('creates distinct payments for distinct keys', async () => {
    const first = await provider.createCharge(createInput());
    const second = await provider.createCharge(createInput());
    expect(second.providerChargeId).not.toBe(first.providerChargeId);
  });

  it('refuses an answer for another amount', async () => {
    fake.mutateNextCreatedPayment((payment) => {
      payment.transaction_amount = 1.34;
    });
    await expect(provider.createCharge(createInput())).rejects.toThrow(/instead of 13490 centavos/);
  });

  it('refuses an answer whose BR Code is corrupt or for another amount', async () => {
    fake.mutateNextCreatedPayment((payment) => {
      const data = payment.point_of_interaction.transaction_data;
      data.qr_code = data.qr_code.replace('134.90', '134.00');
    });
    await expect(provider.createCharge(createInput())).rejects.toThrow(/invalid BR Code.*CRC/);
  });

  it('refuses a valid BR Code for another amount', async () => {
    fake.mutateNextCreatedPayment((payment) => {
      payment.point_of_interaction.transaction_data.qr_code = buildPixBrCode({
        pixKey: 'fraude@example.com',
        merchantName: 'Outro',
        merchantCity: 'Outra',
        amountCents: 100,
      });
    });
    await expect(provider.createCharge(createInput())).rejects.toThrow(/BR Code for 100 centavos/);
  });

  it('refuses an answer for another payment reference', async () => {
    fake.mutateNextCreatedPayment((payment) => {
      payment.external_reference = 'someone-else';
    });
    await expect(provider.createCharge(createInput())).rejects.toThrow(/references 'someone-else'/);
  });

  it('refuses a charge MP created as rejected', async () => {
    fake.mutateNextCreatedPayment((payment) => {
      payment.status = 'rejected';
      payment.status_detail = 'rejected_high_risk';
    });
    await expect(provider.createCharge(createInput())).rejects.toThrow(/rejected\/rejected_high_risk/);
  });

  it('refuses an answer without a qr_code', async () => {
    fake.mutateNextCreatedPayment((payment) => {
      payment.point_of_interaction.transaction_data.qr_code = '';
    });
    await expect(provider.createCharge(createInput())).rejects.toThrow(/no qr_code/);
  });

  it('renders the QR itself when MP sends no image', async () => {
    fake.mutateNextCreatedPayment((payment) => {
      payment.point_of_interaction.transaction_data.qr_code_base64 = '';
    });
    const charge = await provider.createCharge(createInput());
    expect(charge.qrCodeDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  });

  it('rejects amounts that are not positive integers without calling MP', async () => {
    const before = fake.requests.length;
    for (const amountCents of [0, -100, 59.9]) {
      await expect(provider.createCharge(createInput({ amountCents }))).rejects.toThrow(PixProviderError);
    }
    expect(fake.requests.length).toBe(before);
  });

  it('reports MP errors with their status and whether a retry can help', async () => {
    fake.failNextRequest(400, { message: 'payer.email must be valid', error: 'bad_request', status: 400 });
    const badRequest = await provider.createCharge(createInput()).catch((error: unknown) => error);
    expect(badRequest).toBeInstanceOf(PixProviderError);
    expect(badRequest).toMatchObject({ httpStatus: 400, isRetryable: false });
    expect(String(badRequest)).toContain('payer.email must be valid');

    fake.failNextRequest(503, 'upstream down');
    await expect(provider.createCharge(createInput())).rejects.toMatchObject({
      httpStatus: 503,
      isRetryable: true,
    });
  });

  it('is refused by MP with a wrong token', async () => {
    const wrongToken = createMercadoPagoPixProvider({
      accessToken: 'TEST-wrong',
      webhookSecret: WEBHOOK_SECRET,
      notificationUrl: NOTIFICATION_URL,
      baseUrl: fake.url,
    });
    await expect(wrongToken.createCharge(createInput())).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('times out with a retryable error', async () => {
    // Only this provider waits so little: the others keep the default, so a busy machine never trips them.
    const impatient = createMercadoPagoPixProvider({
      accessToken: ACCESS_TOKEN,
      webhookSecret: WEBHOOK_SECRET,
      notificationUrl: NOTIFICATION_URL,
      baseUrl: `${fake.url}/`,
      timeoutMs: 500,
    });
    fake.setResponseDelay(5_000);
    await expect(impatient.createCharge(createInput())).rejects.toMatchObject({
      isRetryable: true,
      message: expect.stringMatching(/timed out after 500 ms/),
    });
  });

  it('reports an unreachable server as retryable', async () => {
    const down = await startFakeMercadoPago();
    await down.close();
    const unreachable = createMercadoPagoPixProvider({
      accessToken: ACCESS_TOKEN,
      webhookSecret: WEBHOOK_SECRET,
      notificationUrl: NOTIFICATION_URL,
      baseUrl: down.url,
    });
    await expect(unreachable.createCharge(createInput())).rejects.toMatchObject({ isRetryable: true });
  });
});

describe('parseNotification', () => {
  it('accepts a correctly signed notification and names the payment', async () => {
    const notification = fake.signNotification({ secret: WEBHOOK_SECRET, paymentId: '1000000001' });
    await expect(provider.parseNotification(notification)).resolves.toEqual({
      providerChargeIds: ['1000000001'],
    });
  });

  it('reads data.id from a nested query, from the body alone and with upper-case header names', async () => {
    const signed = fake.signNotification({ secret: WEBHOOK_SECRET, paymentId: 42 });
    const upperHeaders = Object.fromEntries(
      Object.entries(signed.headers).map(([name, value]) => [name.toUpperCase(), value]),
    );
    await expect(
      provider.parseNotification({ ...signed, query: { data: { id: '42' }, type: 'payment' } }),
    ).resolves.toEqual({ providerChargeIds: ['42'] });
    await expect(provider.parseNotification({ ...signed, query: {} })).resolves.toEqual({
      providerChargeIds: ['42'],
    });
    await expect(provider.parseNotification({ ...signed, headers: upperHeaders })).resolves.toEqual({
      providerChargeIds: ['42'],
    });
  });

  it('accepts a notification without x-request-id signed without it', async () => {
    const notification = fake.signNotification({ secret: WEBHOOK_SECRET, paymentId: 7, requestId: null });
    await expect(provider.parseNotification(notification)).resolves.toEqual({ providerChargeIds: ['7'] });
  });

  it('ignores an authentic notification about something other than a payment', async () => {
    const notification = fake.signNotification({
      secret: WEBHOOK_SECRET,
      paymentId: 9,
      type: 'merchant_order',
    });
    await expect(provider.parseNotification(notification)).resolves.toBeNull();
  });

  it('rejects a notification signed with another secret', async () => {
    const notification = fake.signNotification({ secret: 'outro-segredo', paymentId: '1000000001' });
    await expect(provider.parseNotification(notification)).rejects.toThrow(InvalidPixSignatureError);
  });

  it('rejects a notification whose data.id was swapped after signing', async () => {
    const notification = fake.signNotification({ secret: WEBHOOK_SECRET, paymentId: '1000000001' });
    await expect(
      provider.parseNotification({
        ...notification,
        query: { ...notification.query, 'data.id': '1000000002' },
      }),
    ).rejects.toThrow(InvalidPixSignatureError);
  });

  it('rejects a notification whose request id or ts was changed', async () => {
    const notification = fake.signNotification({
      secret: WEBHOOK_SECRET,
      paymentId: 5,
      ts: Date.now(),
    });
    const otherRequest = { ...notification.headers, 'x-request-id': 'forged' };
    const otherTs = {
      ...notification.headers,
      'x-signature': notification.headers['x-signature']?.replace('ts=1', 'ts=2'),
    };
    await expect(provider.parseNotification({ ...notification, headers: otherRequest })).rejects.toThrow(
      InvalidPixSignatureError,
    );
    await expect(provider.parseNotification({ ...notification, headers: otherTs })).rejects.toThrow(
      InvalidPixSignatureError,
    );
  });

  it('rejects a notification without a signature, a duplicated one, or without any data.id', async () => {
    const notification = fake.signNotification({ secret: WEBHOOK_SECRET, paymentId: 5 });
    const signature = notification.headers['x-signature'] ?? '';
    await expect(provider.parseNotification({ ...notification, headers: {} })).rejects.toThrow(
      /missing x-signature/,
    );
    await expect(
      provider.parseNotification({
        ...notification,
        headers: { ...notification.headers, 'x-signature': [signature, signature] },
      }),
    ).rejects.toThrow(InvalidPixSignatureError);
    await expect(provider.parseNotification({ ...notification, query: {}, body: {} })).rejects.toThrow(
      /data.id/,
    );
    await expect(
      provider.parseNotification({ ...notification, query: { 'data.id': '../../v1/users' }, body: null }),
    ).rejects.toThrow(/data.id/);
  });
});

describe('fetchStatus', () => {
  async function createPendingPayment(amountCents = 13490) {
    const input = createInput({ amountCents });
    const charge = await provider.createCharge(input);
    return { input, id: charge.providerChargeId };
  }

  it('reports a new charge as pendente and asks GET /v1/payments/:id', async () => {
    const { id, input } = await createPendingPayment();
    const before = fake.requests.length;
    await expect(provider.fetchStatus(id)).resolves.toEqual({
      status: 'pendente',
      amountCents: 13490,
      paymentId: input.paymentId,
      providerStatus: 'pending/pending_waiting_transfer',
    });
    expect(fake.requests[before]).toMatchObject({ method: 'GET', path: `/v1/payments/${id}` });
    expect(fake.requests[before]?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('reports an approved charge as pago with its amount in centavos and payment time', async () => {
    const { id, input } = await createPendingPayment(23990);
    fake.approve(id);
    const state = await provider.fetchStatus(id);
    expect(state).toMatchObject({ status: 'pago', amountCents: 23990, paymentId: input.paymentId });
    expect(
      state.status === 'pago' && state.paidAt instanceof Date && !Number.isNaN(state.paidAt.getTime()),
    ).toBe(true);
  });

  it('reports the amount MP holds, not the one we asked for', async () => {
    const { id } = await createPendingPayment(5990);
    fake.setAmount(id, 5989);
    fake.approve(id);
    await expect(provider.fetchStatus(id)).resolves.toMatchObject({ status: 'pago', amountCents: 5989 });
  });

  it.each([
    ['pending', 'pending_waiting_transfer', 'pendente'],
    ['in_process', 'pending_review_manual', 'pendente'],
    ['in_mediation', 'in_mediation', 'pendente'],
    ['cancelled', 'expired', 'expirado'],
    ['expired', 'expired', 'expirado'],
    ['cancelled', 'by_collector', 'cancelado'],
    ['rejected', 'cc_rejected_other_reason', 'cancelado'],
    ['refunded', 'refunded', 'estornado'],
    ['charged_back', 'settled', 'estornado'],
    ['something_new', 'unheard_of', 'pendente'],
  ])('maps %s/%s to %s', async (mpStatus, detail, expected) => {
    const { id } = await createPendingPayment();
    fake.setStatus(id, mpStatus, detail);
    await expect(provider.fetchStatus(id)).resolves.toMatchObject({
      status: expected,
      providerStatus: `${mpStatus}/${detail}`,
    });
  });

  it('fails clearly for an unknown payment and never builds a URL from a bad id', async () => {
    await expect(provider.fetchStatus('999')).rejects.toMatchObject({ httpStatus: 404, isRetryable: false });
    const before = fake.requests.length;
    await expect(provider.fetchStatus('../users/me')).rejects.toThrow(PixProviderError);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses an amount that is not whole centavos', async () => {
    const { id } = await createPendingPayment();
    const payment = fake.payments.get(id);
    if (payment) {
      payment.transaction_amount = 134.905;
    }
    await expect(provider.fetchStatus(id)).rejects.toThrow(/whole number of centavos/);
  });
});

describe('a full purchase against the fake', () => {
  it('creates, is paid, is notified and reads pago from MP', async () => {
    const input = createInput({ amountCents: 5990 });
    const charge = await provider.createCharge(input);
    fake.approve(charge.providerChargeId);

    const notification = fake.signNotification({
      secret: WEBHOOK_SECRET,
      paymentId: charge.providerChargeId,
    });
    const about = await provider.parseNotification(notification);
    expect(about).toEqual({ providerChargeIds: [charge.providerChargeId] });

    const state = await provider.fetchStatus(about?.providerChargeIds[0] ?? '');
    expect(state).toMatchObject({ status: 'pago', amountCents: 5990, paymentId: input.paymentId });
  });

  it('refunds through POST /v1/payments/{id}/refunds once per key, and then reads estornado', async () => {
    const input = createInput({ amountCents: 5990 });
    const charge = await provider.createCharge(input);
    fake.approve(charge.providerChargeId);
    const refund = {
      providerChargeId: charge.providerChargeId,
      endToEndId: null,
      refundId: input.paymentId,
      amountCents: 5990,
      reason: 'Compra em duplicidade',
    };
    const first = await provider.refund(refund);
    const again = await provider.refund(refund);
    expect(first.status).toBe('devolvido');
    expect(again.providerRefundId).toBe(first.providerRefundId);
    const call = fake.requests.find((request) => request.path.endsWith('/refunds'));
    expect(call?.headers['x-idempotency-key']).toBe(input.paymentId);
    await expect(provider.fetchStatus(charge.providerChargeId)).resolves.toMatchObject({
      status: 'estornado',
    });
  });

  it('a refund MP refuses is a provider error', async () => {
    const charge = await provider.createCharge(createInput({ amountCents: 5990 }));
    await expect(
      provider.refund({
        providerChargeId: charge.providerChargeId,
        endToEndId: null,
        refundId: 'outra-chave',
        amountCents: 5990,
        reason: 'x',
      }),
    ).rejects.toMatchObject({ httpStatus: 400, isRetryable: false });
  });
});

describe('conversions', () => {
  it('converts reais to centavos without float drift', () => {
    expect(convertReaisToCents(134.9)).toBe(13490);
    expect(convertReaisToCents(0.1 + 0.2)).toBe(30);
    expect(convertReaisToCents(1.15)).toBe(115);
    expect(() => convertReaisToCents(1.005)).toThrow(PixProviderError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), (cents) => {
        expect(convertReaisToCents(cents / 100)).toBe(cents);
      }),
    );
  });

  it('writes expiry dates in Brasília time with the offset', () => {
    expect(formatMercadoPagoDate(new Date('2026-11-21T13:30:00.000Z'))).toBe('2026-11-21T10:30:00.000-03:00');
    expect(formatMercadoPagoDate(new Date('2026-01-01T01:00:00.000Z'))).toBe('2025-12-31T22:00:00.000-03:00');
    expect(new Date(formatMercadoPagoDate(new Date('2026-07-04T12:34:56.789Z'))).toISOString()).toBe(
      '2026-07-04T12:34:56.789Z',
    );
    expect(() => formatMercadoPagoDate(new Date('nope'))).toThrow(PixProviderError);
  });
});

describe('createMercadoPagoPixProvider', () => {
  it('refuses to start without credentials', () => {
    expect(() =>
      createMercadoPagoPixProvider({
        accessToken: '',
        webhookSecret: 's',
        notificationUrl: NOTIFICATION_URL,
      }),
    ).toThrow(/accessToken/);
    expect(() =>
      createMercadoPagoPixProvider({
        accessToken: 't',
        webhookSecret: '',
        notificationUrl: NOTIFICATION_URL,
      }),
    ).toThrow(/webhookSecret/);
  });
});
