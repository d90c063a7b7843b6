import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';
import { z } from 'zod';
import { buildBrCodeFromFields, formatAmountCents } from '../../src/server/payments/pix/br-code';

/**
 * A local stand-in for the Mercado Pago Payments API, following the documented shapes of
 * POST /v1/payments (PIX) and GET /v1/payments/:id, so the driver and the webhook route can be
 * tested end to end without network or credentials. It answers like MP where it matters to us:
 * idempotency per X-Idempotency-Key, 400/401/404 bodies with `message`, PSP-style dynamic
 * BR Codes (upper-case GUI, location URL, field 01 = 12) and signed webhook notifications.
 */

export interface FakeMercadoPagoRequest {
  method: string;
  /** Path without the query string, e.g. '/v1/payments/1000000001'. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
}

export interface FakeMercadoPagoPayment {
  id: number;
  status: string;
  status_detail: string;
  currency_id: 'BRL';
  transaction_amount: number;
  description: string;
  payment_method_id: 'pix';
  payment_type_id: 'bank_transfer';
  external_reference: string | null;
  notification_url: string | null;
  date_created: string;
  date_last_updated: string;
  date_of_expiration: string;
  date_approved: string | null;
  payer: { email: string };
  point_of_interaction: {
    type: 'PIX';
    transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string };
  };
}

export interface SignedNotification {
  headers: Record<string, string>;
  query: Record<string, string>;
  /** Append to the webhook URL: `${webhookUrl}?${queryString}`. */
  queryString: string;
  body: {
    id: number;
    live_mode: boolean;
    type: string;
    date_created: string;
    user_id: number;
    api_version: 'v1';
    action: string;
    data: { id: string };
  };
}

export interface SignNotificationInput {
  secret: string;
  paymentId: string | number;
  /** Defaults to a random uuid; pass null to send no x-request-id (and sign without it). */
  requestId?: string | null;
  /** Defaults to now, in milliseconds like MP. */
  ts?: number;
  /** Defaults to 'payment'. */
  type?: string;
}

export interface FakeMercadoPago {
  url: string;
  requests: FakeMercadoPagoRequest[];
  payments: ReadonlyMap<string, FakeMercadoPagoPayment>;
  approve(id: string | number): void;
  setAmount(id: string | number, cents: number): void;
  setStatus(id: string | number, status: string, statusDetail?: string): void;
  /** Lets a test corrupt the next created payment (wrong amount, missing qr_code...). */
  mutateNextCreatedPayment(mutate: (payment: FakeMercadoPagoPayment) => void): void;
  /** The next request gets this status and body instead of its normal answer. */
  failNextRequest(status: number, body?: unknown): void;
  /** Every answer waits this long first (for timeout tests). */
  setResponseDelay(ms: number): void;
  signNotification(input: SignNotificationInput): SignedNotification;
  close(): Promise<void>;
}

export interface FakeMercadoPagoOptions {
  /** When set, requests must carry `Authorization: Bearer <accessToken>`. */
  accessToken?: string;
}

const FIRST_PAYMENT_ID = 1_000_000_001;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?[+-]\d{2}:\d{2}$/;

/** The fields MP requires for a PIX payment, with its error wording for the date. */
const createPaymentBodySchema = z.object({
  transaction_amount: z
    .number()
    .positive()
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, 'at most 2 decimals'),
  description: z.string().min(1),
  payment_method_id: z.literal('pix'),
  payer: z.object({ email: z.email() }),
  external_reference: z.string().optional(),
  notification_url: z.url().optional(),
  date_of_expiration: z
    .string()
    .regex(
      ISO_WITH_OFFSET,
      "The following parameters must be valid date and format (yyyy-MM-dd'T'HH:mm:ssz) date_of_expiration",
    ),
});

export async function startFakeMercadoPago(options: FakeMercadoPagoOptions = {}): Promise<FakeMercadoPago> {
  const requests: FakeMercadoPagoRequest[] = [];
  const payments = new Map<string, FakeMercadoPagoPayment>();
  const paymentIdByIdempotencyKey = new Map<string, string>();
  let nextId = FIRST_PAYMENT_ID;
  let nextRefundId = 2_000_000_001;
  const refundsByKey = new Map<string, unknown>();
  let nextMutation: ((payment: FakeMercadoPagoPayment) => void) | undefined;
  let nextFailure: { status: number; body: unknown } | undefined;
  let responseDelayMs = 0;

  async function handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const rawBody = await readBody(request);
    const recorded: FakeMercadoPagoRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: parseJson(rawBody),
    };
    requests.push(recorded);

    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = undefined;
      return failure;
    }
    const authorization = request.headers.authorization ?? '';
    if (
      !/^Bearer \S+$/.test(authorization) ||
      (options.accessToken && authorization !== `Bearer ${options.accessToken}`)
    ) {
      return mpError(401, 'unauthorized', 'invalid access token');
    }
    if (recorded.method === 'POST' && url.pathname === '/v1/payments') {
      return createPayment(request.headers, recorded.body);
    }
    // POST /v1/payments/{id}/refunds: a full refund of an approved payment, once per X-Idempotency-Key.
    const refundMatch = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    if (recorded.method === 'POST' && refundMatch) {
      const payment = payments.get(decodeURIComponent(refundMatch[1] ?? ''));
      if (!payment) return mpError(404, 'not_found', 'Payment not found');
      const key = request.headers['x-idempotency-key'];
      const known = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (known) return { status: 201, body: known };
      if (payment.status !== 'approved') return mpError(400, 'bad_request', 'Payment not refundable');
      const refund = {
        id: nextRefundId++,
        payment_id: payment.id,
        amount: payment.transaction_amount,
        status: 'approved',
      };
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
      if (typeof key === 'string') refundsByKey.set(key, refund);
      return { status: 201, body: refund };
    }
    const match = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (recorded.method === 'GET' && match) {
      const payment = payments.get(decodeURIComponent(match[1] ?? ''));
      return payment ? { status: 200, body: payment } : mpError(404, 'not_found', 'Payment not found');
    }
    return mpError(404, 'not_found', `no route ${recorded.method} ${url.pathname}`);
  }

  async function createPayment(
    headers: IncomingHttpHeaders,
    body: unknown,
  ): Promise<{ status: number; body: unknown }> {
    const idempotencyKey = headers['x-idempotency-key'];
    if (typeof idempotencyKey !== 'string' || idempotencyKey === '') {
      return mpError(400, 'bad_request', 'header X-Idempotency-Key is required');
    }
    const existingId = paymentIdByIdempotencyKey.get(idempotencyKey);
    const existing = existingId === undefined ? undefined : payments.get(existingId);
    if (existing) {
      return { status: 201, body: existing };
    }
    const parsed = createPaymentBodySchema.safeParse(body);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      return mpError(400, 'bad_request', problems.join('; '));
    }
    const input = parsed.data;
    const id = nextId++;
    const amountCents = Math.round(input.transaction_amount * 100);
    const qrCode = buildBrCodeFromFields([
      { id: '00', value: '01' },
      { id: '01', value: '12' },
      {
        id: '26',
        subfields: [
          { id: '00', value: 'BR.GOV.BCB.PIX' },
          { id: '25', value: `pix.fake-mercadopago.test/qr/v2/${randomUUID()}` },
        ],
      },
      { id: '52', value: '0000' },
      { id: '53', value: '986' },
      { id: '54', value: formatAmountCents(amountCents) },
      { id: '58', value: 'BR' },
      { id: '59', value: 'CARROSSEL TESTE' },
      { id: '60', value: 'SAO PAULO' },
      { id: '62', subfields: [{ id: '05', value: `mpqrinter${id}` }] },
    ]);
    const now = formatBrasiliaDate(new Date());
    const payment: FakeMercadoPagoPayment = {
      id,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      currency_id: 'BRL',
      transaction_amount: input.transaction_amount,
      description: input.description,
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      external_reference: input.external_reference ?? null,
      notification_url: input.notification_url ?? null,
      date_created: now,
      date_last_updated: now,
      date_of_expiration: input.date_of_expiration,
      date_approved: null,
      payer: { email: input.payer.email },
      point_of_interaction: {
        type: 'PIX',
        transaction_data: {
          qr_code: qrCode,
          qr_code_base64: (await QRCode.toBuffer(qrCode, { errorCorrectionLevel: 'M' })).toString('base64'),
          ticket_url: `https://fake-mercadopago.test/payments/${id}/ticket`,
        },
      },
    };
    nextMutation?.(payment);
    nextMutation = undefined;
    payments.set(String(id), payment);
    paymentIdByIdempotencyKey.set(idempotencyKey, String(id));
    return { status: 201, body: payment };
  }

  function requirePayment(id: string | number): FakeMercadoPagoPayment {
    const payment = payments.get(String(id));
    if (!payment) {
      throw new Error(`fake Mercado Pago has no payment ${id}`);
    }
    return payment;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    handle(request)
      .then(async (answer) => {
        if (responseDelayMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, responseDelayMs));
        }
        if (response.destroyed) {
          return;
        }
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ message: String(error), error: 'internal_error', status: 500, cause: [] }),
        );
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payments,
    approve(id) {
      const payment = requirePayment(id);
      const now = formatBrasiliaDate(new Date());
      payment.status = 'approved';
      payment.status_detail = 'accredited';
      payment.date_approved = now;
      payment.date_last_updated = now;
    },
    setAmount(id, cents) {
      requirePayment(id).transaction_amount = cents / 100;
    },
    setStatus(id, status, statusDetail = status) {
      const payment = requirePayment(id);
      payment.status = status;
      payment.status_detail = statusDetail;
      payment.date_last_updated = formatBrasiliaDate(new Date());
    },
    mutateNextCreatedPayment(mutate) {
      nextMutation = mutate;
    },
    failNextRequest(status, body = { message: `fake failure ${status}`, error: 'fake', status, cause: [] }) {
      nextFailure = { status, body };
    },
    setResponseDelay(ms) {
      responseDelayMs = ms;
    },
    signNotification(input) {
      return signNotification(input);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/**
 * Signs like MP does, written independently of our verifier so a shared mistake cannot hide:
 * HMAC-SHA256(secret, "id:{data.id lower-cased};request-id:{x-request-id};ts:{ts};") as hex.
 */
function signNotification(input: SignNotificationInput): SignedNotification {
  const dataId = String(input.paymentId);
  const requestId = input.requestId === undefined ? randomUUID() : input.requestId;
  const ts = String(input.ts ?? Date.now());
  const type = input.type ?? 'payment';
  const manifest = `id:${dataId.toLowerCase()};${requestId === null ? '' : `request-id:${requestId};`}ts:${ts};`;
  const v1 = createHmac('sha256', input.secret).update(manifest).digest('hex');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-signature': `ts=${ts},v1=${v1}`,
  };
  if (requestId !== null) {
    headers['x-request-id'] = requestId;
  }
  const query = { 'data.id': dataId, type };
  return {
    headers,
    query,
    queryString: new URLSearchParams(query).toString(),
    body: {
      id: Math.floor(Math.random() * 1e11),
      live_mode: false,
      type,
      date_created: formatBrasiliaDate(new Date()),
      user_id: 123456789,
      api_version: 'v1',
      action: `${type}.updated`,
      data: { id: dataId },
    },
  };
}

function mpError(status: number, error: string, message: string): { status: number; body: unknown } {
  return { status, body: { message, error, status, cause: [] } };
}

/** MP writes dates in Brasília time with an explicit offset, e.g. 2026-05-25T13:01:02.000-03:00. */
function formatBrasiliaDate(date: Date): string {
  return new Date(date.getTime() - 3 * 3_600_000).toISOString().replace('Z', '-03:00');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
