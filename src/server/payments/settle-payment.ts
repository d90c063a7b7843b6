import { and, eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { AppContext } from '../app-types';
import { queuePurchaseReceipt } from '../credits/credit-emails';
import { describePlan } from '../credits/history-action';
import { applyCreditChange } from '../credits/ledger';
import type { Database } from '../db/client';
import { isUniqueViolation, violatedConstraint } from '../db/errors';
import { estornos, pagamentos } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { publishWorkspaceEvent } from '../user-events/publish-user-event';
import { recordActivity } from '../workspaces/activity';
import type { PixChargeState } from './pix/provider';
import { abandonRefund, acceptRefund, recordRefund } from './record-refund';

export type PaymentRow = typeof pagamentos.$inferSelect;

/** Who told us about the charge. */
export type SettleSource = 'webhook' | 'simulacao' | 'consulta' | 'varredura';

/** What a settlement did; written to the `pagamento` log row and returned to the caller. */
export type SettleOutcome =
  | 'creditado'
  | 'ja_pago'
  | 'valor_divergente'
  | 'referencia_divergente'
  | 'expirado'
  | 'estorno_registrado'
  | 'estorno_confirmado'
  | 'estorno_nao_realizado'
  | 'pendente'
  | 'inalterado';

export interface SettleInput {
  paymentId: string;
  /** What the provider says now (never a webhook body: see pix/provider.ts). */
  state: PixChargeState;
  source: SettleSource;
  meta?: RequestMeta;
}

export interface SettleResult {
  outcome: SettleOutcome;
  payment: PaymentRow;
}

/** Checks and lookups that changed nothing are not worth a log row; anything a person sent or changed is. */
function shouldLog(source: SettleSource, outcome: SettleOutcome): boolean {
  if (source === 'webhook' || source === 'simulacao') return true;
  return outcome !== 'pendente' && outcome !== 'ja_pago' && outcome !== 'inalterado';
}

/**
 * Applies the provider's word about one charge, in ONE transaction that holds the payment row locked:
 * - 'pago' moves pendente or expirado (a late payment is still money received) to pago and writes the ledger
 *   row that `credit_ledger_pagamento_key` ties to the payment, and queues the receipt e-mail with them. The row lock makes concurrent confirmations
 *   queue up, and each one after the first finds 'pago' and credits nothing; the unique key is the backstop.
 *   A different amount or another payment's reference credits nothing and is logged.
 * - 'cancelado' / 'expirado' turn a pendente charge into expirado (the stored statuses are pendente, pago and
 *   expirado only); a paid charge never leaves pago.
 * - 'estornado' after pago (the provider says the money went back) confirms our refund exactly once
 *   ('solicitado'/'em_processamento' -> 'devolvido'), or records a refund made at the provider's own panel and takes the
 *   pack's credits back, unless they are spent: then it is logged for a person to look at (the balance never
 *   goes negative).
 * - 'pago' with `refundNotDone` (our devolução came back NAO_REALIZADO) ends our open refund 'nao_realizado'
 *   and gives its credits back, once.
 * Returns null when the payment does not exist.
 */
export async function settlePixPayment(
  deps: {
    pool: pg.Pool;
    db: Database;
    logger: Logger;
    receipts: Pick<AppContext, 'email' | 'config' | 'webhooks'>;
  },
  input: SettleInput,
): Promise<SettleResult | null> {
  try {
    return await withTransaction(deps.pool, async ({ db, client }) => {
      const [payment] = await db
        .select()
        .from(pagamentos)
        .where(eq(pagamentos.id, input.paymentId))
        .for('update');
      if (!payment) return null;
      const { state } = input;
      let outcome: SettleOutcome;
      let current = payment;

      if (state.status === 'pago') {
        if (payment.status === 'pago') {
          // Still paid: a refund we asked for that the provider reports NAO_REALIZADO ends here, credits back.
          const abandoned =
            state.refundNotDone === true &&
            (await abandonRefund(
              { db, client, receipts: deps.receipts },
              { payment, reason: state.providerStatus },
            ));
          outcome = abandoned ? 'estorno_nao_realizado' : 'ja_pago';
        } else if (state.paymentId !== null && state.paymentId !== payment.id) {
          outcome = 'referencia_divergente';
        } else if (state.amountCents !== payment.valor) {
          outcome = 'valor_divergente';
        } else {
          const [paid] = await db
            .update(pagamentos)
            .set({ status: 'pago', dataPagamento: state.paidAt, endToEndId: state.endToEndId ?? null })
            .where(and(eq(pagamentos.id, payment.id), inArray(pagamentos.status, ['pendente', 'expirado'])))
            .returning();
          if (!paid) throw new Error(`payment ${payment.id} changed under its lock`);
          current = paid;
          // Into the workspace the purchase was made for, whoever's request or webhook settles it.
          const balance = await applyCreditChange(db, {
            workspaceId: payment.idWorkspace,
            userId: payment.idUsuario,
            kind: 'compra',
            delta: payment.quantidade,
            descricao: `Compra de créditos (${describePlan(payment.plano)})`,
            idPagamento: payment.id,
          });
          await recordActivity(client, {
            workspaceId: payment.idWorkspace,
            userId: payment.idUsuario,
            tipo: 'creditos_comprados',
            paymentId: payment.id,
            creditos: payment.quantidade,
          });
          await queuePurchaseReceipt(deps.receipts, db, client, payment, state.paidAt, balance);
          await writeLog(db, {
            idUsuario: payment.idUsuario,
            acao: 'pagamento_confirmado',
            detalhes: {
              pagamento: payment.id,
              plano: payment.plano,
              quantidade: payment.quantidade,
              valor: payment.valor,
              origem: input.source,
              apos_vencimento: state.paidAt.getTime() > payment.vencimento.getTime(),
            },
            ip: input.meta?.ip,
            userAgent: input.meta?.userAgent,
          });
          await deps.receipts.webhooks.record(db, client, {
            workspaceId: payment.idWorkspace,
            userId: payment.idUsuario,
            type: 'credits.comprados',
            data: {
              pagamento_id: payment.id,
              plano: payment.plano,
              quantidade: payment.quantidade,
              valor_centavos: payment.valor,
              saldo: balance,
              pago_em: state.paidAt.toISOString(),
            },
          });
          await publishWorkspaceEvent(client, payment.idWorkspace, { type: 'credits', id: payment.id });
          outcome = 'creditado';
        }
      } else if (state.status === 'estornado' && payment.status === 'pago') {
        outcome = await settleProviderRefund(
          deps,
          { db, client },
          payment,
          state.providerStatus,
          input.source,
        );
      } else if (state.status === 'pendente') {
        outcome = 'pendente';
      } else if (payment.status === 'pendente') {
        // cancelado, expirado, or a refund of a charge we never saw paid: it will not be paid as it is.
        const [expired] = await db
          .update(pagamentos)
          .set({ status: 'expirado' })
          .where(and(eq(pagamentos.id, payment.id), eq(pagamentos.status, 'pendente')))
          .returning();
        current = expired ?? payment;
        await publishWorkspaceEvent(client, payment.idWorkspace, { type: 'credits', id: payment.id });
        outcome = 'expirado';
      } else {
        outcome = 'inalterado';
      }

      if (outcome === 'valor_divergente' || outcome === 'referencia_divergente') {
        deps.logger.warn(
          {
            paymentId: payment.id,
            expectedCents: payment.valor,
            reportedCents: state.amountCents,
            reportedPaymentId: state.paymentId,
          },
          'PIX confirmation does not match the charge; nothing credited',
        );
      }
      if (shouldLog(input.source, outcome)) {
        await writeLog(db, {
          idUsuario: payment.idUsuario,
          acao: 'pagamento',
          detalhes: {
            pagamento: payment.id,
            origem: input.source,
            status_provedor: state.status,
            detalhe_provedor: state.providerStatus,
            valor_esperado: payment.valor,
            valor_informado: state.amountCents,
            resultado: outcome,
          },
          ip: input.meta?.ip,
          userAgent: input.meta?.userAgent,
        });
      }
      return { outcome, payment: current };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [payment] = await deps.db.select().from(pagamentos).where(eq(pagamentos.id, input.paymentId));
    if (violatedConstraint(error) === 'pagamentos_end_to_end_id_key') {
      // The provider names, for this charge, a PIX already recorded as another payment's: nothing is credited
      // and the charge stays as it was, for a person to look at (never "already paid": it is not).
      deps.logger.error(
        { paymentId: input.paymentId },
        'PIX end-to-end id already recorded on another payment: nothing credited, review it',
      );
      return payment ? { outcome: 'referencia_divergente', payment } : null;
    }
    // Only reachable if the row lock were bypassed: the ledger already holds this purchase, so it is paid.
    deps.logger.warn({ paymentId: input.paymentId }, 'PIX purchase was already in the ledger');
    return payment ? { outcome: 'ja_pago', payment } : null;
  }
}

/** The provider reports a paid charge as refunded: see settlePixPayment. Runs inside its transaction. */
async function settleProviderRefund(
  deps: { logger: Logger; receipts: Pick<AppContext, 'email' | 'config'> },
  tx: { db: Database; client: pg.PoolClient },
  payment: PaymentRow,
  providerStatus: string,
  source: SettleSource,
): Promise<SettleOutcome> {
  const [refund] = await tx.db
    .select()
    .from(estornos)
    .where(eq(estornos.idPagamento, payment.id))
    .for('update');
  if (refund?.status === 'devolvido') return 'inalterado';
  if (refund?.status === 'nao_realizado') {
    // Our refund was not carried out and its credits came back; the money left some other way (the PSP's panel).
    deps.logger.warn(
      { paymentId: payment.id, providerStatus },
      'PIX refunded at the provider after our refund was not carried out: review it; the credits are with the user',
    );
    return 'estorno_registrado';
  }
  if (refund) {
    await acceptRefund(
      { db: tx.db, client: tx.client, receipts: deps.receipts },
      { payment, status: 'devolvido', providerRefundId: null },
    );
    return 'estorno_confirmado';
  }
  try {
    await recordRefund(
      { db: tx.db, client: tx.client, receipts: deps.receipts },
      {
        payment,
        motivo: `Estorno feito no provedor (${providerStatus}), informado por ${source}`,
        idAutor: null,
        status: 'devolvido',
      },
    );
    return 'estorno_confirmado';
  } catch (error) {
    // The ledger refused before writing anything (the credits are spent): the transaction is still usable.
    if (!(error instanceof AppError) || error.code !== 'insufficient_credits') throw error;
    deps.logger.warn(
      { paymentId: payment.id, providerStatus },
      'PIX refunded at the provider after its credits were spent: review it; the balance cannot go negative',
    );
    return 'estorno_registrado';
  }
}
