import type pg from 'pg';
import type { AppContext } from '../app-types';
import { queueRefundEmail } from '../credits/credit-emails';
import { describePlan } from '../credits/history-action';
import { applyCreditChange } from '../credits/ledger';
import type { Database } from '../db/client';
import { estornos, type pagamentos } from '../db/schema';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { publishUserEvent } from '../realtime/publish-user-event';

export type RefundRow = typeof estornos.$inferSelect;
type PaymentRow = typeof pagamentos.$inferSelect;

export interface RecordRefundInput {
  payment: PaymentRow;
  motivo: string;
  /** The admin who asked; null when the provider reported a refund made elsewhere. */
  idAutor: string | null;
  status: 'em_processamento' | 'devolvido';
  providerRefundId: string | null;
  meta?: RequestMeta;
}

/**
 * Inside the caller's transaction (which holds the payment row locked): takes the pack's credits back through
 * the ledger ('estorno'), records the refund, logs it, queues the user's e-mail and tells the open screens.
 * The ledger's CHECK refuses a balance that would go negative (AppError 'insufficient_credits', nothing
 * written), and both `estornos_pagamento_key` and `credit_ledger_estorno_key` make a second refund of the
 * same payment impossible.
 */
export async function recordRefund(
  deps: { db: Database; client: pg.PoolClient; receipts: Pick<AppContext, 'email' | 'config'> },
  input: RecordRefundInput,
): Promise<RefundRow> {
  const { payment } = input;
  const saldo = await applyCreditChange(deps.db, {
    userId: payment.idUsuario,
    kind: 'estorno',
    delta: -payment.quantidade,
    descricao: `Estorno: Compra de créditos (${describePlan(payment.plano)})`,
    idPagamento: payment.id,
    ...(input.idAutor ? { idAutor: input.idAutor } : {}),
  });
  const [refund] = await deps.db
    .insert(estornos)
    .values({
      idPagamento: payment.id,
      idAutor: input.idAutor,
      motivo: input.motivo,
      quantidade: payment.quantidade,
      valor: payment.valor,
      status: input.status,
      providerRefundId: input.providerRefundId,
      confirmadoEm: input.status === 'devolvido' ? new Date() : null,
    })
    .returning();
  if (!refund) throw new Error('insert returned no refund');
  await writeLog(deps.db, {
    idUsuario: input.idAutor ?? payment.idUsuario,
    acao: input.idAutor ? 'admin_estornar_pagamento' : 'pagamento_estornado',
    detalhes: {
      pagamento: payment.id,
      usuario: payment.idUsuario,
      quantidade: payment.quantidade,
      valor: payment.valor,
      motivo: input.motivo,
      status: input.status,
    },
    ip: input.meta?.ip,
    userAgent: input.meta?.userAgent,
  });
  await queueRefundEmail(deps.receipts, deps.db, deps.client, {
    paymentId: payment.id,
    userId: payment.idUsuario,
    plano: payment.plano,
    quantidade: payment.quantidade,
    valor: payment.valor,
    motivo: input.motivo,
    saldo,
  });
  await publishUserEvent(deps.client, payment.idUsuario, { type: 'credits', id: payment.id });
  return refund;
}
