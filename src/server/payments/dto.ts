import type { PaymentStatus } from '../../shared/constants';
import { PIX_MESSAGES } from '../../shared/payments/messages';
import type { PixPayment, PixPaymentStatus } from '../../shared/payments/schemas';
import { CREDIT_PACK_IDS } from '../../shared/payments/schemas';
import { AppError } from '../http/app-error';
import type { PaymentRow } from './settle-payment';

function toPaymentStatus(status: string): PaymentStatus {
  // pagamentos_status_check allows exactly these three.
  return status as PaymentStatus;
}

export function toPixPaymentStatus(row: PaymentRow): PixPaymentStatus {
  return {
    paymentId: row.id,
    status: toPaymentStatus(row.status),
    vencimento: row.vencimento.toISOString(),
    dataPagamento: row.dataPagamento?.toISOString() ?? null,
    quantidade: row.quantidade,
    valor: row.valor,
  };
}

export function toPixPayment(row: PaymentRow, options: { canSimulate: boolean }): PixPayment {
  const packageId = CREDIT_PACK_IDS.find((id) => id === row.plano);
  // A charge is only handed out right after it was created with a code, for a pack that exists.
  if (!packageId || !row.pixCopiaECola || !row.pixQrCodeImage) {
    throw new AppError('internal', PIX_MESSAGES.dataMissing);
  }
  return {
    paymentId: row.id,
    vencimento: row.vencimento.toISOString(),
    pixQrCodeImage: row.pixQrCodeImage,
    pixCopiaECola: row.pixCopiaECola,
    status: toPaymentStatus(row.status),
    packageId,
    quantidade: row.quantidade,
    valor: row.valor,
    canSimulate: options.canSimulate,
  };
}
