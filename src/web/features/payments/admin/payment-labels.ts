import { findCreditPack, type PaymentStatus } from '../../../../shared/constants';
import type { AdminPayment, RefundStatus } from '../../../../shared/payments/admin';
import { PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from '../../../../shared/payments/admin';
import type { BadgeVariant } from '../../../components/ui/badge';

const PAYMENT_STATUS_VARIANTS: Record<PaymentStatus, BadgeVariant> = {
  pendente: 'warning',
  pago: 'success',
  expirado: 'secondary',
};

const REFUND_STATUS_VARIANTS: Record<RefundStatus, BadgeVariant> = {
  solicitado: 'info',
  em_processamento: 'info',
  devolvido: 'destructive',
  // The money stayed with us and the credits went back: someone may want to refund it at the provider.
  nao_realizado: 'warning',
};

/** The pack's name as sold ('Popular'), or the stored id of a pack no longer on sale. */
export function getPackLabel(plano: string): string {
  return findCreditPack(plano)?.label ?? plano;
}

export function formatCreditCount(quantidade: number): string {
  return `${quantidade} ${quantidade === 1 ? 'crédito' : 'créditos'}`;
}

/** The status column: a refund, when there is one, is what the admin needs to read. */
export function describePaymentState(payment: AdminPayment): { label: string; variant: BadgeVariant } {
  if (payment.estorno)
    return {
      label: REFUND_STATUS_LABELS[payment.estorno.status],
      variant: REFUND_STATUS_VARIANTS[payment.estorno.status],
    };
  return { label: PAYMENT_STATUS_LABELS[payment.status], variant: PAYMENT_STATUS_VARIANTS[payment.status] };
}

/** Only a confirmed payment not yet refunded can be refunded (the server says so too). */
export function canRefund(payment: AdminPayment): boolean {
  return payment.status === 'pago' && payment.estorno === null;
}
