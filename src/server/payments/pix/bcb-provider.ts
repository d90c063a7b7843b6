import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type BcbClient, type BcbResponse, describeBcbError } from './bcb-client';
import { findBrCodeProblem, formatAmountCents } from './br-code';
import { InvalidPixSignatureError, PixProviderError } from './errors';
import type { PixChargeState, PixNotificationInput, PixProvider, PixProviderName } from './provider';
import { createQrCodeDataUrl } from './qr';

/**
 * Driver for the Banco Central's standard "API Pix" (v2), which Efí, Inter, Sicoob, Bradesco, Santander and
 * Itaú implement (docs/pix-bcb.md). Our txid is derived from the payment id, so `PUT /v2/cob/{txid}` repeated
 * after a timeout names the same charge; a notification is only a hint to read `GET /v2/cob/{txid}`.
 */

const PROVIDER = 'bcb' satisfies PixProviderName;
/** The standard's txid for a cob: 26 to 35 letters and digits. */
const COB_TXID = /^[A-Za-z0-9]{26,35}$/;
const END_TO_END_ID = /^[A-Za-z0-9]{32}$/;
/** solicitacaoPagador and a devolução's descricao: at most 140 characters. */
const PAYER_TEXT_MAX = 140;
/** The query parameter carrying the secret in Efí's skip-mTLS registration (`?hmac=...&ignorar=`). */
export const BCB_WEBHOOK_SECRET_PARAM = 'hmac';

export interface BcbConfig {
  client: BcbClient;
  pixKey: string;
  /** Our public URL for notifications, without the secret (the PSP appends /pix). */
  webhookUrl: string;
  /** Skip-mTLS mode: the registered URL carries this secret and notifications without it are refused. */
  webhookSecret?: string;
  /** Efí: send `x-skip-mtls-checking: true` with the registration when a secret is used. */
  skipMtlsHeader: boolean;
  /** Efí: fetch the code from `GET /v2/loc/{id}/qrcode` when the cob has no pixCopiaECola. */
  locQrCode: boolean;
}

const amountSchema = z.string().regex(/^\d{1,10}\.\d{2}$/);

const devolucaoSchema = z.object({
  id: z.string(),
  status: z.string(),
  valor: amountSchema.optional(),
});

const pixSchema = z.object({
  endToEndId: z.string().regex(END_TO_END_ID),
  txid: z.string().optional(),
  valor: amountSchema,
  horario: z.string().optional(),
  devolucoes: z.array(devolucaoSchema).optional(),
});

const cobSchema = z.object({
  txid: z.string(),
  status: z.string(),
  calendario: z.object({ criacao: z.string().optional(), expiracao: z.number().int().optional() }).optional(),
  valor: z.object({ original: amountSchema }),
  chave: z.string().optional(),
  pixCopiaECola: z.string().nullish(),
  loc: z.object({ id: z.number().int() }).nullish(),
  pix: z.array(pixSchema).optional(),
});
type Cob = z.infer<typeof cobSchema>;

/** The cob's txid for our payment: its uuid's 32 hex digits, the same on every retry. */
export function bcbTxidForPayment(paymentId: string): string {
  const txid = paymentId.replace(/[^A-Za-z0-9]/g, '');
  if (!COB_TXID.test(txid)) throw new PixProviderError(PROVIDER, `no valid txid for payment '${paymentId}'`);
  return txid;
}

/** Our payment id back from a txid we made (null for someone else's charge). */
function paymentIdFromTxid(txid: string): string | null {
  const match = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(txid);
  return match ? match.slice(1).join('-').toLowerCase() : null;
}

/** "59.90" -> 5990. */
function toCents(valor: string): number {
  const [reais = '0', centavos = '0'] = valor.split('.');
  return Number(reais) * 100 + Number(centavos);
}

function parseAnswer<T>(label: string, response: BcbResponse, schema: z.ZodType<T>): T {
  if (response.status < 200 || response.status >= 300) {
    throw new PixProviderError(
      PROVIDER,
      `${label} answered ${response.status}: ${describeBcbError(response)}`,
      {
        httpStatus: response.status,
        isRetryable: response.status === 429 || response.status >= 500,
      },
    );
  }
  const parsed = schema.safeParse(response.json);
  if (!parsed.success) {
    throw new PixProviderError(PROVIDER, `${label} answered an unexpected body: ${parsed.error.message}`, {
      httpStatus: response.status,
    });
  }
  return parsed.data;
}

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `{ pix: [...] }` (the standard, Efí) or a bare array (Inter): the txids of our charges it names. */
export function readNotifiedTxids(body: unknown): string[] | null {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && Array.isArray((body as { pix?: unknown }).pix)
      ? (body as { pix: unknown[] }).pix
      : null;
  if (!list) return null;
  const txids = new Set<string>();
  for (const item of list) {
    const txid = typeof item === 'object' && item !== null ? (item as { txid?: unknown }).txid : undefined;
    // A transfer to the key without a cob (no txid) is not a purchase of ours.
    if (typeof txid === 'string' && COB_TXID.test(txid)) txids.add(txid);
  }
  return [...txids];
}

export function createBcbPixProvider(config: BcbConfig): PixProvider {
  if (!config.pixKey) throw new Error('PIX_PROVIDER=bcb needs PIX_KEY');
  const { client } = config;

  function mapCob(cob: Cob): PixChargeState {
    const paymentId = paymentIdFromTxid(cob.txid);
    const [paid] = cob.pix ?? [];
    if (cob.status === 'CONCLUIDA' && paid) {
      const returned = paid.devolucoes?.find((devolucao) => devolucao.status === 'DEVOLVIDO');
      if (returned) {
        return {
          status: 'estornado',
          amountCents: toCents(paid.valor),
          paymentId,
          providerStatus: `CONCLUIDA/DEVOLVIDO ${returned.id}`,
        };
      }
      const paidAt = paid.horario ? new Date(paid.horario) : new Date();
      const notDone = paid.devolucoes?.find((devolucao) => devolucao.status === 'NAO_REALIZADO');
      return {
        status: 'pago',
        amountCents: toCents(paid.valor),
        paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
        paymentId,
        providerStatus: notDone ? `CONCLUIDA/NAO_REALIZADO ${notDone.id}` : 'CONCLUIDA',
        endToEndId: paid.endToEndId,
        ...(notDone ? { refundNotDone: true } : {}),
      };
    }
    const common = { amountCents: toCents(cob.valor.original), paymentId, providerStatus: cob.status };
    if (cob.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR' || cob.status === 'REMOVIDA_PELO_PSP') {
      return { ...common, status: 'cancelado' };
    }
    // ATIVA (or CONCLUIDA without its pix yet): nothing to credit.
    return { ...common, status: 'pendente' };
  }

  async function readBrCode(cob: Cob): Promise<string | null> {
    if (cob.pixCopiaECola) return cob.pixCopiaECola;
    if (!config.locQrCode || !cob.loc) return null;
    const label = `GET /v2/loc/${cob.loc.id}/qrcode`;
    const answer = parseAnswer(
      label,
      await client.call('GET', `/v2/loc/${cob.loc.id}/qrcode`),
      z.object({ qrcode: z.string() }),
    );
    return answer.qrcode;
  }

  async function getCob(txid: string): Promise<Cob> {
    return parseAnswer(`GET /v2/cob/${txid}`, await client.call('GET', `/v2/cob/${txid}`), cobSchema);
  }

  return {
    name: PROVIDER,

    async createCharge(input) {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        throw new PixProviderError(PROVIDER, `amount must be positive centavos, got ${input.amountCents}`);
      }
      const txid = bcbTxidForPayment(input.paymentId);
      const expiracao = Math.max(60, Math.round((input.expiresAt.getTime() - Date.now()) / 1000));
      const valor = formatAmountCents(input.amountCents);
      const response = await client.call('PUT', `/v2/cob/${txid}`, {
        calendario: { expiracao },
        valor: { original: valor },
        chave: config.pixKey,
        solicitacaoPagador: input.description.slice(0, PAYER_TEXT_MAX),
      });
      // A retry after a lost answer finds the txid taken: the charge it made is the one to show.
      const cob =
        response.status === 400 || response.status === 409
          ? await getCob(txid).catch(() => parseAnswer(`PUT /v2/cob/${txid}`, response, cobSchema))
          : parseAnswer(`PUT /v2/cob/${txid}`, response, cobSchema);

      const fail = (message: string) =>
        new PixProviderError(PROVIDER, `cob ${txid} ${message}; refusing to show it to the payer`);
      if (cob.txid !== txid) throw fail(`came back as ${cob.txid}`);
      if (cob.valor.original !== valor) throw fail(`is for ${cob.valor.original} instead of ${valor}`);
      if (cob.status !== 'ATIVA') throw fail(`is ${cob.status}`);
      const brCode = (await readBrCode(cob))?.trim();
      if (!brCode) throw fail('has no pixCopiaECola');
      const problem = findBrCodeProblem(brCode, input.amountCents);
      if (problem) throw fail(problem);
      return {
        providerChargeId: txid,
        brCode,
        qrCodeDataUrl: await createQrCodeDataUrl(brCode),
        expiresAt: input.expiresAt,
      };
    },

    async parseNotification(input: PixNotificationInput) {
      if (config.webhookSecret && !sameSecret(input.query[BCB_WEBHOOK_SECRET_PARAM], config.webhookSecret)) {
        throw new InvalidPixSignatureError('notification without the webhook secret');
      }
      const txids = readNotifiedTxids(input.body);
      if (txids === null) throw new InvalidPixSignatureError('not a PIX notification body');
      return txids.length > 0 ? { providerChargeIds: txids } : null;
    },

    async fetchStatus(providerChargeId) {
      if (!COB_TXID.test(providerChargeId)) {
        throw new PixProviderError(PROVIDER, `'${providerChargeId}' is not a cob txid`);
      }
      return mapCob(await getCob(providerChargeId));
    },

    async refund(input) {
      if (!input.endToEndId || !END_TO_END_ID.test(input.endToEndId)) {
        throw new PixProviderError(
          PROVIDER,
          `payment ${input.providerChargeId} has no endToEndId to refund`,
          {
            httpStatus: 422,
          },
        );
      }
      const id = input.refundId.replace(/[^A-Za-z0-9]/g, '').slice(0, 35);
      const label = `PUT /v2/pix/${input.endToEndId}/devolucao/${id}`;
      const devolucao = parseAnswer(
        label,
        await client.call('PUT', `/v2/pix/${input.endToEndId}/devolucao/${id}`, {
          valor: formatAmountCents(input.amountCents),
          descricao: input.reason.slice(0, PAYER_TEXT_MAX),
        }),
        devolucaoSchema,
      );
      if (devolucao.status === 'NAO_REALIZADO') {
        throw new PixProviderError(PROVIDER, `${label} was not made (NAO_REALIZADO)`, { httpStatus: 422 });
      }
      return {
        status: devolucao.status === 'DEVOLVIDO' ? 'devolvido' : 'em_processamento',
        providerRefundId: devolucao.id,
      };
    },

    async registerWebhook() {
      const url = config.webhookSecret
        ? `${config.webhookUrl}?${BCB_WEBHOOK_SECRET_PARAM}=${encodeURIComponent(config.webhookSecret)}&ignorar=`
        : config.webhookUrl;
      const headers: Record<string, string> =
        config.webhookSecret && config.skipMtlsHeader ? { 'x-skip-mtls-checking': 'true' } : {};
      const key = encodeURIComponent(config.pixKey);
      const response = await client.call('PUT', `/v2/webhook/${key}`, { webhookUrl: url }, headers);
      if (response.status < 200 || response.status >= 300) {
        throw new PixProviderError(
          PROVIDER,
          `PUT /v2/webhook answered ${response.status}: ${describeBcbError(response)}`,
          {
            httpStatus: response.status,
          },
        );
      }
    },
  };
}
