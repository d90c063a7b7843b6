import { PIX_EXPIRY_MINUTES } from '../../../shared/constants';
import type { PixProviderName } from '../../config';

/**
 * The seam between the payments service and whoever issues PIX charges (one file per provider,
 * chosen by create-pix-provider.ts). The service owns the
 * database and the credit ledger; a provider only creates charges and reports the truth about
 * them. Rules every caller must keep:
 * - Credit only on `fetchStatus(...).status === 'pago'` (in sandbox: the simulate endpoint,
 *   which must not exist with any other provider), never on a webhook body or a browser call,
 *   and only when `amountCents` equals the stored `valor` and `paymentId` matches.
 * - Never move a payment out of 'pago' except to 'estornado'; late confirmations after the local
 *   vencimento are still money received and must still be credited.
 */

/** The providers PIX_PROVIDER may name, each with its file here: declared by the configuration that chooses one. */
export { PIX_PROVIDER_NAMES, type PixProviderName } from '../../config';

/**
 * 'cancelado' (refused or cancelled before payment) and 'estornado' (refunded or charged back
 * after payment) exist here although the stored payment statuses are only pendente, pago and
 * expirado: the service decides how to record them, but it must be able to tell them apart.
 */
export type PixChargeStatus = 'pendente' | 'pago' | 'expirado' | 'cancelado' | 'estornado';

export interface CreatePixChargeInput {
  /** Our pagamentos.id; echoed back by the provider so a status can be matched to its row. */
  paymentId: string;
  /** Integer centavos, > 0. */
  amountCents: number;
  description: string;
  payerEmail: string;
  expiresAt: Date;
  /**
   * Stable per payment (e.g. the paymentId): a retry after a timeout must send the same key so
   * the provider returns the first charge instead of issuing a second one the payer could pay.
   */
  idempotencyKey: string;
}

export interface PixCharge {
  providerChargeId: string;
  /** The "copia e cola" payload; already parsed and checked against the requested amount. */
  brCode: string;
  /** PNG data URL of the QR code. */
  qrCodeDataUrl: string;
  expiresAt: Date;
}

export interface PixNotificationInput {
  /** Header names in any case, as Node/Fastify give them. */
  headers: Record<string, string | string[] | undefined>;
  /** The parsed query string: `{ 'data.id': '123' }` or nested `{ data: { id: '123' } }`. */
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * What the provider says about a charge right now. Amount and payment time are guaranteed only
 * for 'pago', so a caller cannot credit without them.
 */
export type PixChargeState =
  | {
      status: 'pago';
      amountCents: number;
      paidAt: Date;
      /** Our payment id as the provider recorded it (external_reference); null if absent. */
      paymentId: string | null;
      /** The provider's own status word, for logs. */
      providerStatus: string;
      /**
       * The PIX transfer's end-to-end id (E + 31 characters) when the provider gives it: stored with the
       * payment under a unique key, so one transfer can never credit twice (bcb).
       */
      endToEndId?: string;
      /**
       * The provider tried to give this charge's money back and did not (bcb: a devolução NAO_REALIZADO and
       * none DEVOLVIDO): an open refund of ours ends 'nao_realizado'.
       */
      refundNotDone?: boolean;
    }
  | {
      status: Exclude<PixChargeStatus, 'pago'>;
      amountCents: number | null;
      paymentId: string | null;
      providerStatus: string;
    };

export interface PixProvider {
  readonly name: PixProviderName;
  createCharge(input: CreatePixChargeInput): Promise<PixCharge>;
  /**
   * Authenticates a webhook and says which charge it concerns; null when it is authentic but
   * not about a payment (or the provider has no webhooks). Throws InvalidPixSignatureError when
   * it cannot be authenticated. Never returns a status: call fetchStatus for that.
   */
  parseNotification(input: PixNotificationInput): Promise<{ providerChargeIds: string[] } | null>;
  /** Asks the provider for the charge's real state. */
  fetchStatus(providerChargeId: string): Promise<PixChargeState>;
  /**
   * Gives a paid charge's money back. Idempotent per `refundId` (a retry returns the first refund). Throws
   * PixProviderError when the provider refuses (httpStatus 4xx, not retryable) or fails.
   */
  refund(input: RefundPixChargeInput): Promise<PixRefund>;
  /** Tells the provider where to notify, where that is an API call (bcb); idempotent, called at every start. */
  registerWebhook?(): Promise<void>;
}

export interface RefundPixChargeInput {
  providerChargeId: string;
  /** The paid transfer's end-to-end id, when the provider recorded one (bcb refunds by it). */
  endToEndId: string | null;
  /** Stable per payment: one refund per payment, whatever the retries. */
  refundId: string;
  amountCents: number;
  /** The admin's reason, sent where the provider takes one. */
  reason: string;
}

export interface PixRefund {
  /** 'devolvido' when the money is back with the payer; 'em_processamento' when the provider confirms later. */
  status: 'devolvido' | 'em_processamento';
  providerRefundId: string;
}

/** The vencimento of a charge created at `now` (docs/product-rules.md §9: PIX_EXPIRY_MINUTES). */
export function computePixExpiresAt(now: Date = new Date()): Date {
  return new Date(now.getTime() + PIX_EXPIRY_MINUTES * 60_000);
}
