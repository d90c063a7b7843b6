import { z } from 'zod';

/**
 * What GET /api/credits answers (docs/product-rules.md §3 and §7): the balance, the credits spent on carousels and the
 * history, newest first. The history is read from the credit ledger, plus the PIX charges still waiting to be
 * paid (shown as 'pendente' so the screen knows to keep polling).
 */

export const CREDIT_HISTORY_KINDS = [
  'bonus_cadastro',
  'compra',
  'carrossel',
  'reembolso',
  'ajuste_admin',
  /** A purchase given back by an admin (or at the provider): the pack's credits leave the balance. */
  'estorno',
  /** The provider did not carry a refund out: the credits the refund took come back. */
  'estorno_revertido',
] as const;
export type CreditHistoryKind = (typeof CREDIT_HISTORY_KINDS)[number];

export const CREDIT_HISTORY_STATUSES = ['concluido', 'pendente'] as const;
export type CreditHistoryStatus = (typeof CREDIT_HISTORY_STATUSES)[number];

export const creditHistoryItemSchema = z.object({
  /** Stable per entry, for list keys: 'ledger-{id}' or 'pix-{paymentId}'. */
  id: z.string(),
  kind: z.enum(CREDIT_HISTORY_KINDS),
  /** 'credit' adds to the balance, 'debit' takes from it. */
  type: z.enum(['credit', 'debit']),
  /** What happened, in Portuguese ('Bônus de cadastro', 'Compra de créditos (Popular)'...). */
  action: z.string(),
  /** ISO 8601. */
  date: z.string(),
  /** Signed: +25 for a purchase, -1 for a carousel. */
  change: z.number().int(),
  status: z.enum(CREDIT_HISTORY_STATUSES),
  /** A pending purchase's PIX charge, which the history reopens (GET /api/pix-payment/{id}) while it is valid. */
  paymentId: z.uuid().optional(),
  /**
   * In a team workspace, the member who spent or bought ("por Ana"; null when that account is gone); absent in
   * a personal workspace, where it is always its owner.
   */
  por: z.string().nullable().optional(),
});
export type CreditHistoryItem = z.infer<typeof creditHistoryItemSchema>;

export const creditsResponseSchema = z.object({
  saldo: z.number().int().nonnegative(),
  /** Credits spent on carousels, net of refunds. Acquired = saldo + creditosUsados. */
  creditosUsados: z.number().int().nonnegative(),
  historico: z.array(creditHistoryItemSchema),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;
