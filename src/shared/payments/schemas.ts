import { z } from 'zod';
import { type CreditPackId, PAYMENT_STATUSES } from '../constants';
import { PIX_MESSAGES } from './messages';

/** The pack ids of CREDIT_PACKS (a unit test keeps the two lists equal). */
export const CREDIT_PACK_IDS = [
  'starter',
  'popular',
  'professional',
] as const satisfies readonly CreditPackId[];

/** POST /api/create-pix-payment. */
export const createPixPaymentBodySchema = z.object({
  packageId: z.enum(CREDIT_PACK_IDS, { error: PIX_MESSAGES.invalidPack }),
});
export type CreatePixPaymentBody = z.infer<typeof createPixPaymentBodySchema>;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** The answer of POST /api/create-pix-payment (docs/product-rules.md §3 names the first four fields). */
export const pixPaymentSchema = z.object({
  paymentId: z.uuid(),
  /** ISO 8601; the modal counts down to it. */
  vencimento: z.string(),
  /** PNG data URL. */
  pixQrCodeImage: z.string(),
  /** The BR Code the payer pastes into the bank app. */
  pixCopiaECola: z.string(),
  status: paymentStatusSchema,
  packageId: z.enum(CREDIT_PACK_IDS),
  /** Credits this charge buys. */
  quantidade: z.number().int().positive(),
  /** Integer centavos. */
  valor: z.number().int().positive(),
  /** True only with the sandbox provider: the modal then offers 'Simular pagamento'. */
  canSimulate: z.boolean(),
});
export type PixPayment = z.infer<typeof pixPaymentSchema>;

/** GET /api/pix-payment/{paymentId}/status and POST .../simulate. */
export const pixPaymentStatusSchema = z.object({
  paymentId: z.uuid(),
  status: paymentStatusSchema,
  vencimento: z.string(),
  /** ISO 8601 once paid. */
  dataPagamento: z.string().nullable(),
  quantidade: z.number().int().positive(),
  valor: z.number().int().positive(),
});
export type PixPaymentStatus = z.infer<typeof pixPaymentStatusSchema>;

/** Any string: a malformed id is answered like someone else's payment (404), never a 400 that tells them apart. */
export const pixPaymentParamsSchema = z.object({ paymentId: z.string().max(100) });

/** GET /api/payments/mode: whether this deployment only simulates payments (the sandbox provider). */
export const paymentModeSchema = z.object({ simulado: z.boolean() });
export type PaymentMode = z.infer<typeof paymentModeSchema>;
