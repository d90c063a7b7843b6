import { and, eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { AppContext } from '../app-types';
import { queueRefundEmail, queueRefundNotDoneEmail } from '../credits/credit-emails';
import { describePlan } from '../credits/history-action';
import { applyCreditChange } from '../credits/ledger';
import type { Database } from '../db/client';
import { creditos, estornos, type pagamentos } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { publishWorkspaceEvent } from '../user-events/publish-user-event';
import { PixProviderError } from './pix/errors';
import type { PixProvider, PixRefund } from './pix/provider';

export type RefundRow = typeof estornos.$inferSelect;
type PaymentRow = typeof pagamentos.$inferSelect;
type Tx = { db: Database; client: pg.PoolClient };
type Receipts = Pick<AppContext, 'email' | 'config'>;

/** Refunds not answered by the provider yet: 'solicitado' (asked, or about to be) and 'em_processamento'. */
export const OPEN_REFUND_STATUSES = ['solicitado', 'em_processamento'] as const;

export interface RecordRefundInput {
  payment: PaymentRow;
  motivo: string;
  /** The admin who asked; null when the provider reported a refund made elsewhere. */
  idAutor: string | null;
  /** 'solicitado' before the provider is asked; 'devolvido' for a refund the provider reports as done. */
  status: 'solicitado' | 'devolvido';
  meta?: RequestMeta;
}

/**
 * Inside the caller's transaction (which holds the payment row locked): takes the pack's credits back through
 * the ledger ('estorno'), records the refund, logs it and tells the open screens; a refund already 'devolvido'
 * also queues the user's e-mail. The ledger's CHECK refuses a balance that would go negative (AppError
 * 'insufficient_credits', nothing written), and both `estornos_pagamento_key` and `credit_ledger_estorno_key`
 * make a second refund of the same payment impossible. The credits leave BEFORE the provider is asked, so money
 * whose credits were spent is never given back.
 */
export async function recordRefund(
  deps: Tx & { receipts: Receipts },
  input: RecordRefundInput,
): Promise<RefundRow> {
  const { payment } = input;
  const saldo = await applyCreditChange(deps.db, {
    workspaceId: payment.idWorkspace,
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
  if (input.status === 'devolvido') await queueRefundEmailFor(deps, payment, refund.motivo, saldo);
  await publishWorkspaceEvent(deps.client, payment.idWorkspace, { type: 'credits', id: payment.id });
  return refund;
}

async function queueRefundEmailFor(
  deps: Tx & { receipts: Receipts },
  payment: PaymentRow,
  motivo: string,
  saldo: number,
): Promise<void> {
  await queueRefundEmail(deps.receipts, deps.db, deps.client, {
    paymentId: payment.id,
    userId: payment.idUsuario,
    plano: payment.plano,
    quantidade: payment.quantidade,
    valor: payment.valor,
    motivo,
    saldo,
  });
}

/**
 * The provider accepted the refund ('em_processamento' or 'devolvido'): inside the caller's transaction, an open
 * refund takes the provider's word, and the user's e-mail is queued when it leaves 'solicitado' (the e-mail's
 * sent-once key is the payment). Returns false when the refund was no longer open (another worker got there).
 */
export async function acceptRefund(
  deps: Tx & { receipts: Receipts },
  input: { payment: PaymentRow; status: 'em_processamento' | 'devolvido'; providerRefundId: string | null },
): Promise<boolean> {
  const [refund] = await deps.db
    .select()
    .from(estornos)
    .where(eq(estornos.idPagamento, input.payment.id))
    .for('update');
  if (!refund || !isOpen(refund.status)) return false;
  if (refund.status === 'em_processamento' && input.status === 'em_processamento') return false;
  await deps.db
    .update(estornos)
    .set({
      status: input.status,
      providerRefundId: input.providerRefundId ?? refund.providerRefundId,
      confirmadoEm: input.status === 'devolvido' ? new Date() : null,
    })
    .where(eq(estornos.id, refund.id));
  if (refund.status === 'solicitado') {
    const [balance] = await deps.db
      .select({ saldo: creditos.saldoAtual })
      .from(creditos)
      .where(eq(creditos.idUsuario, input.payment.idUsuario));
    await queueRefundEmailFor(deps, input.payment, refund.motivo, balance?.saldo ?? 0);
  }
  await publishWorkspaceEvent(deps.client, input.payment.idWorkspace, {
    type: 'credits',
    id: input.payment.id,
  });
  return true;
}

/**
 * The provider did not carry the refund out (refused it, or later reported NAO_REALIZADO): inside the caller's
 * transaction, an open refund ends 'nao_realizado' and the pack's credits come back to the user through the
 * ledger ('estorno_revertido', unique per payment: at most once). A user already told the refund was under way
 * (it had been accepted) is told it was not carried out, once. Returns false when it was no longer open.
 */
export async function abandonRefund(
  deps: Tx & { receipts: Receipts },
  input: { payment: PaymentRow; reason: string },
): Promise<boolean> {
  const [before] = await deps.db
    .select({ status: estornos.status })
    .from(estornos)
    .where(eq(estornos.idPagamento, input.payment.id))
    .for('update');
  const [refund] = await deps.db
    .update(estornos)
    .set({ status: 'nao_realizado', confirmadoEm: new Date() })
    .where(
      and(eq(estornos.idPagamento, input.payment.id), inArray(estornos.status, [...OPEN_REFUND_STATUSES])),
    )
    .returning();
  if (!refund) return false;
  const saldo = await applyCreditChange(deps.db, {
    workspaceId: input.payment.idWorkspace,
    userId: input.payment.idUsuario,
    kind: 'estorno_revertido',
    delta: refund.quantidade,
    descricao: `Estorno não realizado: Compra de créditos (${describePlan(input.payment.plano)})`,
    idPagamento: input.payment.id,
  });
  if (before?.status === 'em_processamento') {
    await queueRefundNotDoneEmail(deps.receipts, deps.db, deps.client, {
      paymentId: input.payment.id,
      userId: input.payment.idUsuario,
      plano: input.payment.plano,
      quantidade: refund.quantidade,
      valor: refund.valor,
      saldo,
    });
  }
  await writeLog(deps.db, {
    idUsuario: input.payment.idUsuario,
    acao: 'pagamento_estorno_nao_realizado',
    detalhes: {
      pagamento: input.payment.id,
      quantidade: refund.quantidade,
      valor: refund.valor,
      motivo: input.reason,
    },
  });
  await publishWorkspaceEvent(deps.client, input.payment.idWorkspace, {
    type: 'credits',
    id: input.payment.id,
  });
  return true;
}

/**
 * A definite no from the provider: it answered, about this refund, 4xx. Not our credentials (401, 403: an
 * operator fixes them and the job asks again), not a timeout or a throttle, not a 5xx or a lost answer.
 */
function isRefusal(error: PixProviderError): boolean {
  const status = error.httpStatus;
  if (status === undefined || error.isRetryable) return false;
  return status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

function isOpen(status: string): boolean {
  return (OPEN_REFUND_STATUSES as readonly string[]).includes(status);
}

/** What asking the provider came to: accepted, refused for good (the credits are back), or no answer yet. */
export type RefundAttempt =
  | { outcome: 'aceito'; answer: PixRefund }
  | { outcome: 'recusado'; error: PixProviderError }
  | { outcome: 'sem_resposta'; error: unknown };

/**
 * Asks the provider to carry out a refund recorded 'solicitado' (by the admin's action a moment ago, or left so
 * by a crash or an outage: the payments-poll job resumes it), holding NO lock while it waits: the refund row and
 * the taken credits were committed first. The provider's refund id is derived from the payment, so asking again
 * is the same refund there. Then, in a second transaction: accepted -> acceptRefund; refused with an answer
 * (4xx, or NAO_REALIZADO) -> abandonRefund; no answer (timeout, 5xx) -> left 'solicitado' for the next run.
 */
export async function carryOutRefund(
  deps: { pool: pg.Pool; logger: Logger; receipts: Receipts },
  provider: PixProvider,
  payment: PaymentRow,
  motivo: string,
): Promise<RefundAttempt> {
  let answer: PixRefund;
  try {
    if (!payment.pixId) throw new PixProviderError(provider.name, `payment ${payment.id} has no charge id`);
    answer = await provider.refund({
      providerChargeId: payment.pixId,
      endToEndId: payment.endToEndId,
      refundId: payment.id,
      amountCents: payment.valor,
      reason: motivo,
    });
  } catch (error) {
    const refused = error instanceof PixProviderError && isRefusal(error);
    if (!refused) {
      deps.logger.warn({ err: error, paymentId: payment.id }, 'PIX refund got no answer; it stays asked');
      return { outcome: 'sem_resposta', error };
    }
    deps.logger.warn({ err: error, paymentId: payment.id }, 'PIX refund refused; the credits go back');
    await withTransaction(deps.pool, (tx) =>
      abandonRefund({ ...tx, receipts: deps.receipts }, { payment, reason: error.message }),
    );
    return { outcome: 'recusado', error };
  }
  await withTransaction(deps.pool, (tx) =>
    acceptRefund(
      { ...tx, receipts: deps.receipts },
      { payment, status: answer.status, providerRefundId: answer.providerRefundId },
    ),
  );
  return { outcome: 'aceito', answer };
}
