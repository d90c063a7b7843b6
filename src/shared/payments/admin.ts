import { z } from 'zod';
import { pageOf, pageParam } from '../admin/list-query';
import { PAYMENT_STATUSES, type PaymentStatus } from '../constants';
import { textSchema } from '../text';

/** What the admin's "Pagamentos" screen and its "Estornar" action read (docs/pix-bcb.md §Estornos). */

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
export const REFUND_REASON_MAX = 140;

/**
 * 'solicitado': the credits left and the provider is being asked (or will be asked again by the payments-poll
 * job); 'em_processamento': the provider accepted and settles later; 'devolvido': the money is back with the
 * payer; 'nao_realizado': the provider did not carry it out, and the credits came back to the user.
 */
export const REFUND_STATUSES = ['solicitado', 'em_processamento', 'devolvido', 'nao_realizado'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_MESSAGES = {
  reasonRequired: 'Informe o motivo do estorno.',
  reasonTooLong: `O motivo deve ter no máximo ${REFUND_REASON_MAX} caracteres.`,
  notPaid: 'Só um pagamento confirmado pode ser estornado.',
  alreadyRefunded: 'Este pagamento já foi estornado.',
  notCarriedOut:
    'O provedor de PIX não realizou o estorno deste pagamento e os créditos voltaram ao usuário. Se ainda for preciso, devolva o valor pelo painel do provedor.',
  creditsSpent:
    'Não é possível estornar: o usuário já usou créditos desta compra e o saldo ficaria negativo. Ajuste os créditos antes, se for o caso.',
  otherProvider: 'Este pagamento foi feito por outro provedor de PIX; faça o estorno no painel dele.',
  providerRefused: 'O provedor de PIX recusou o estorno. Os créditos voltaram ao saldo do usuário.',
  providerUnavailable:
    'O provedor de PIX não respondeu. O estorno ficou pendente e será confirmado automaticamente; acompanhe nesta lista.',
  done: 'Pagamento estornado. O usuário foi avisado por e-mail.',
} as const;

/** How the screens name a stored payment status; a new status must be named here to compile. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pendente: 'Pendente',
  pago: 'Pago',
  expirado: 'Expirado',
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  solicitado: 'Estorno em processamento',
  em_processamento: 'Estorno em processamento',
  devolvido: 'Estornado',
  nao_realizado: 'Estorno não realizado',
};

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  usuario: z.object({ id: z.uuid(), nome: z.string(), email: z.string() }),
  plano: z.string(),
  quantidade: z.number().int(),
  /** Integer centavos. */
  valor: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  dataPagamento: z.string().nullable(),
  estorno: z
    .object({ status: z.enum(REFUND_STATUSES), motivo: z.string(), createdAt: z.string() })
    .nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** GET /api/admin/payments: newest first. */
export const adminPaymentsQuerySchema = z.object({ page: pageParam });
export const adminPaymentsPageSchema = pageOf(adminPaymentSchema);
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPageSchema>;

export const paymentIdParamsSchema = z.object({ id: z.string() });

/** POST /api/admin/payments/:id/refund. */
export const refundPaymentBodySchema = z.object({
  motivo: textSchema({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: REFUND_MESSAGES.reasonRequired })
    .max(REFUND_REASON_MAX, { error: REFUND_MESSAGES.reasonTooLong }),
});
export type RefundPaymentBody = z.infer<typeof refundPaymentBodySchema>;
