import { z } from 'zod';
import { findBrCodeProblem } from './br-code';
import { InvalidPixSignatureError, PixProviderError } from './errors';
import { verifyMercadoPagoSignature } from './mercadopago-signature';
import type {
  CreatePixChargeInput,
  PixCharge,
  PixChargeState,
  PixNotificationInput,
  PixProvider,
  PixProviderName,
  PixRefund,
  RefundPixChargeInput,
} from './provider';
import { createQrCodeDataUrl } from './qr';

/**
 * Mercado Pago driver over the Payments API (/v1/payments, payment_method_id 'pix'). Every
 * answer is validated, and a charge is refused when MP's amount, reference or BR Code does not
 * match what we asked for: showing a payer a code for the wrong amount is worse than an error.
 */

export interface MercadoPagoConfig {
  accessToken: string;
  webhookSecret: string;
  /** Public HTTPS URL of our webhook route; MP posts payment updates there. */
  notificationUrl: string;
  /** Default https://api.mercadopago.com; tests point it at the fake server. */
  baseUrl?: string;
  /** Per request; default 10 s, well under a browser's patience for the purchase modal. */
  timeoutMs?: number;
}

const PROVIDER = 'mercadopago' satisfies PixProviderName;
const DEFAULT_BASE_URL = 'https://api.mercadopago.com';
const DEFAULT_TIMEOUT_MS = 10_000;
/** Path-safe: the id ends up in a URL, and a webhook could carry anything. */
const PAYMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const paymentSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(PAYMENT_ID_PATTERN)]).transform(String),
  status: z.string(),
  status_detail: z.string().nullish(),
  transaction_amount: z.number().nonnegative(),
  currency_id: z.string().nullish(),
  external_reference: z.string().nullish(),
  date_approved: z.string().nullish(),
  date_last_updated: z.string().nullish(),
  date_of_expiration: z.string().nullish(),
  point_of_interaction: z
    .object({
      transaction_data: z
        .object({ qr_code: z.string().nullish(), qr_code_base64: z.string().nullish() })
        .nullish(),
    })
    .nullish(),
});
type MercadoPagoPayment = z.infer<typeof paymentSchema>;

export function createMercadoPagoPixProvider(config: MercadoPagoConfig): PixProvider {
  for (const key of ['accessToken', 'webhookSecret', 'notificationUrl'] as const) {
    if (!config[key]) {
      throw new Error(`Mercado Pago ${key} is required`);
    }
  }
  const baseUrl = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function requestPayment(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<MercadoPagoPayment> {
    return requestJson(method, path, paymentSchema, 'payment', options);
  }

  async function requestJson<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    what: string,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${config.accessToken}`,
      Accept: 'application/json',
    };
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    if (options.idempotencyKey !== undefined) {
      headers['X-Idempotency-Key'] = options.idempotencyKey;
    }
    const label = `${method} ${path}`;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const isTimeout = error instanceof Error && error.name === 'TimeoutError';
      throw new PixProviderError(
        PROVIDER,
        isTimeout ? `${label} timed out after ${timeoutMs} ms` : `${label} failed: ${describeError(error)}`,
        { isRetryable: true, cause: error },
      );
    }
    const text = await response.text();
    if (!response.ok) {
      throw new PixProviderError(
        PROVIDER,
        `${label} answered ${response.status}: ${readErrorMessage(text)}`,
        {
          httpStatus: response.status,
          isRetryable: response.status === 429 || response.status >= 500,
        },
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new PixProviderError(PROVIDER, `${label} answered ${response.status} with non-JSON`, {
        httpStatus: response.status,
        cause: error,
      });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new PixProviderError(
        PROVIDER,
        `${label} answered an unexpected ${what}: ${parsed.error.message}`,
        {
          httpStatus: response.status,
        },
      );
    }
    return parsed.data;
  }

  async function createCharge(input: CreatePixChargeInput): Promise<PixCharge> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PixProviderError(
        PROVIDER,
        `amount must be a positive integer of centavos, got ${input.amountCents}`,
      );
    }
    if (!input.idempotencyKey) {
      throw new PixProviderError(PROVIDER, 'an idempotency key is required');
    }
    const payment = await requestPayment('POST', '/v1/payments', {
      idempotencyKey: input.idempotencyKey,
      body: {
        // Exact: centavos / 100 is the double closest to the 2-decimal amount and JSON prints it so.
        transaction_amount: input.amountCents / 100,
        description: input.description,
        payment_method_id: 'pix',
        payer: { email: input.payerEmail },
        external_reference: input.paymentId,
        notification_url: config.notificationUrl,
        date_of_expiration: formatMercadoPagoDate(input.expiresAt),
      },
    });

    const fail = (message: string) =>
      new PixProviderError(PROVIDER, `payment ${payment.id} ${message}; refusing to show it to the payer`);
    const chargedCents = convertReaisToCents(payment.transaction_amount);
    if (chargedCents !== input.amountCents) {
      throw fail(`is for ${chargedCents} instead of ${input.amountCents} centavos`);
    }
    const state = mapPaymentState(payment);
    if (state.status !== 'pendente' && state.status !== 'pago') {
      // A refused or cancelled charge may still carry a code; the payer must not see it.
      throw fail(`was answered as ${state.providerStatus}`);
    }
    if (payment.external_reference !== input.paymentId) {
      throw fail(`references '${payment.external_reference}' instead of '${input.paymentId}'`);
    }
    const transactionData = payment.point_of_interaction?.transaction_data;
    const brCode = transactionData?.qr_code?.trim();
    if (!brCode) {
      throw fail('has no qr_code');
    }
    const problem = findBrCodeProblem(brCode, input.amountCents);
    if (problem) throw fail(problem);

    return {
      providerChargeId: payment.id,
      brCode,
      qrCodeDataUrl: await readQrCodeDataUrl(transactionData?.qr_code_base64, brCode),
      expiresAt: parseDate(payment.date_of_expiration) ?? input.expiresAt,
    };
  }

  async function parseNotification(
    input: PixNotificationInput,
  ): Promise<{ providerChargeIds: string[] } | null> {
    // The id MP signs is the one in the query string; the body's copy is a fallback for
    // notifications sent without it. Either way it is bound by the HMAC below.
    const dataId = readDataId(input.query) ?? readDataId(input.body);
    if (dataId === undefined || !PAYMENT_ID_PATTERN.test(dataId)) {
      throw new InvalidPixSignatureError('no valid data.id to verify the signature against');
    }
    verifyMercadoPagoSignature({
      secret: config.webhookSecret,
      xSignature: readSingleHeader(input.headers, 'x-signature'),
      xRequestId: readSingleHeader(input.headers, 'x-request-id'),
      dataId,
    });
    const type = readTopic(input.query) ?? readTopic(input.body);
    if (type !== undefined && type !== 'payment') {
      return null;
    }
    return { providerChargeIds: [dataId] };
  }

  async function fetchStatus(providerChargeId: string): Promise<PixChargeState> {
    if (!PAYMENT_ID_PATTERN.test(providerChargeId)) {
      throw new PixProviderError(PROVIDER, `'${providerChargeId}' is not a Mercado Pago payment id`);
    }
    const payment = await requestPayment('GET', `/v1/payments/${providerChargeId}`);
    if (payment.id !== providerChargeId) {
      throw new PixProviderError(PROVIDER, `asked for payment ${providerChargeId}, got ${payment.id}`);
    }
    if (payment.currency_id && payment.currency_id !== 'BRL') {
      throw new PixProviderError(PROVIDER, `payment ${payment.id} is in ${payment.currency_id}, not BRL`);
    }
    return mapPaymentState(payment);
  }

  /** POST /v1/payments/{id}/refunds without an amount: the whole payment, once per X-Idempotency-Key. */
  async function refund(input: RefundPixChargeInput): Promise<PixRefund> {
    if (!PAYMENT_ID_PATTERN.test(input.providerChargeId)) {
      throw new PixProviderError(PROVIDER, `'${input.providerChargeId}' is not a Mercado Pago payment id`);
    }
    const answer = await requestJson(
      'POST',
      `/v1/payments/${input.providerChargeId}/refunds`,
      refundSchema,
      'refund',
      { body: {}, idempotencyKey: input.refundId },
    );
    if (answer.status === 'rejected' || answer.status === 'cancelled') {
      throw new PixProviderError(PROVIDER, `refund ${answer.id} was answered as ${answer.status}`, {
        httpStatus: 422,
      });
    }
    return {
      status: answer.status === 'approved' ? 'devolvido' : 'em_processamento',
      providerRefundId: answer.id,
    };
  }

  return { name: PROVIDER, createCharge, parseNotification, fetchStatus, refund };
}

const refundSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().min(1)]).transform(String),
  status: z.string(),
});

/**
 * MP status -> ours. Anything unknown stays 'pendente': it can never credit, and the raw word
 * is kept in providerStatus for the logs.
 */
function mapPaymentState(payment: MercadoPagoPayment): PixChargeState {
  const common = {
    amountCents: convertReaisToCents(payment.transaction_amount),
    paymentId: payment.external_reference ?? null,
    providerStatus: payment.status_detail ? `${payment.status}/${payment.status_detail}` : payment.status,
  };
  switch (payment.status) {
    case 'approved':
      return {
        ...common,
        status: 'pago',
        // date_approved is always set on approved payments; the fallbacks only keep a real
        // payment from being stuck because of a missing timestamp.
        paidAt: parseDate(payment.date_approved) ?? parseDate(payment.date_last_updated) ?? new Date(),
      };
    case 'cancelled':
      // MP cancels an unpaid PIX at date_of_expiration with status_detail 'expired'.
      return { ...common, status: payment.status_detail === 'expired' ? 'expirado' : 'cancelado' };
    case 'expired':
      return { ...common, status: 'expirado' };
    case 'rejected':
      return { ...common, status: 'cancelado' };
    case 'refunded':
    case 'charged_back':
      return { ...common, status: 'estornado' };
    default:
      // pending, in_process, authorized, in_mediation (a MED dispute is not yet a refund).
      return { ...common, status: 'pendente' };
  }
}

/** 134.9 -> 13490. Rounds away binary noise but refuses a value that is not whole centavos. */
export function convertReaisToCents(reais: number): number {
  const cents = Math.round(reais * 100);
  if (!Number.isSafeInteger(cents) || Math.abs(reais * 100 - cents) > 1e-6) {
    throw new PixProviderError(PROVIDER, `amount ${reais} is not a whole number of centavos`);
  }
  return cents;
}

/**
 * ISO 8601 with the Brasília offset, e.g. '2026-11-21T10:30:00.000-03:00', the form MP's
 * examples use. A fixed -03:00 is exact for any instant: it only chooses how the same moment is
 * written, so it stays right even if Brazil brings daylight saving back.
 */
export function formatMercadoPagoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) {
    throw new PixProviderError(PROVIDER, 'expiresAt is not a valid date');
  }
  return new Date(date.getTime() - 3 * 3_600_000).toISOString().replace('Z', '-03:00');
}

async function readQrCodeDataUrl(base64: string | null | undefined, brCode: string): Promise<string> {
  const compact = base64?.replace(/\s+/g, '') ?? '';
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    return `data:image/png;base64,${compact}`;
  }
  // The BR Code is what the payer's bank reads; without MP's image we render the same code.
  return createQrCodeDataUrl(brCode);
}

function readDataId(source: unknown): string | undefined {
  if (!isRecord(source)) {
    return undefined;
  }
  const flat = source['data.id'];
  const nested = isRecord(source.data) ? source.data.id : undefined;
  const value = flat ?? nested;
  if (typeof value === 'number' && Number.isSafeInteger(value)) {
    return String(value);
  }
  return typeof value === 'string' ? value : undefined;
}

function readTopic(source: unknown): string | undefined {
  if (!isRecord(source)) {
    return undefined;
  }
  const value = source.type ?? source.topic;
  return typeof value === 'string' ? value : undefined;
}

/** Repeated security headers are ambiguous, so they count as absent (and fail verification). */
function readSingleHeader(headers: PixNotificationInput['headers'], name: string): string | undefined {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  if (Array.isArray(value)) {
    return value.length === 1 ? value[0] : undefined;
  }
  return value;
}

function parseDate(value: string | null | undefined): Date | undefined {
  if (!value) {
    return undefined;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function readErrorMessage(text: string): string {
  try {
    const json: unknown = JSON.parse(text);
    if (isRecord(json) && typeof json.message === 'string') {
      return json.message;
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 200) || '(empty body)';
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
