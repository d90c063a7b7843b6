import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { readTrace } from '../carousels/dto';
import { publishCarouselChange } from '../carousels/notify';
import { applyCreditChange } from '../credits/ledger';
import { carrosseis, creditLedger } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { writeLog } from '../logs/write-log';

/**
 * The reasons a user reads after "Motivo do erro:" when the generation did not end by itself. The status column
 * holds 50 characters ('erro: ' + reason), so each says what happened and that the credit came back, briefly.
 */
export const SETTLE_REASONS = {
  /** The job died (worker crash, expiry, shutdown) on its last attempt, or its job row vanished. */
  interrupted: 'geração interrompida; crédito devolvido',
  /** The job was cancelled (by an operator or by pg-boss). */
  cancelled: 'geração cancelada; crédito devolvido',
  /** Still unfinished after the whole retry budget (all attempts, their timeouts and a queue backlog). */
  tooOld: 'tempo esgotado; crédito devolvido',
} as const;

/** A status that will never change again. Only pendente and processando are open. */
export const FINAL_STATUS_PATTERN = '^(concluido|completo|cancelado|erro)';

/**
 * Ends an unfinished carousel as `erro: <reason>` and gives its credit back, in one transaction: the status
 * update only matches an open status (so a carousel that completed meanwhile, or was settled by someone else,
 * is left alone) and the refund's unique key (credit_ledger: one 'reembolso' per carousel) makes a second
 * refund impossible. Every settler (the job's last attempt, the dead-letter job, the sweep) goes through here.
 * Returns whether this call settled it.
 */
export async function settleCarousel(pool: pg.Pool, carouselId: string, reason: string): Promise<boolean> {
  return withTransaction(pool, async ({ db: tx, client }) => {
    const [row] = await tx
      .update(carrosseis)
      .set({ status: `erro: ${reason}`.slice(0, 50), dataFinalizacao: new Date() })
      .where(sql`${carrosseis.id} = ${carouselId} and ${carrosseis.status} !~ ${FINAL_STATUS_PATTERN}`)
      .returning({ idUsuario: carrosseis.idUsuario, webhookData: carrosseis.webhookData });
    if (!row) return false;
    await tx
      .update(carrosseis)
      .set({ webhookData: { ...readTrace(row.webhookData), erro: reason } })
      .where(eq(carrosseis.id, carouselId));
    // What was charged comes back, once: the row lock taken by the update above serializes settlers, so the
    // check cannot race, and the unique key would still refuse a second refund.
    const moves = await tx
      .select({ kind: creditLedger.kind, delta: creditLedger.delta })
      .from(creditLedger)
      .where(eq(creditLedger.idCarrossel, carouselId));
    const charged = -moves.filter((move) => move.kind === 'carrossel').reduce((sum, m) => sum + m.delta, 0);
    if (charged > 0 && !moves.some((move) => move.kind === 'reembolso')) {
      await applyCreditChange(tx, {
        userId: row.idUsuario,
        kind: 'reembolso',
        delta: charged,
        descricao: 'Reembolso: falha na criação do carrossel',
        idCarrossel: carouselId,
      });
    }
    await writeLog(tx, {
      idUsuario: row.idUsuario,
      acao: 'erro_carrossel',
      detalhes: { carrossel: carouselId, motivo: reason },
    });
    await publishCarouselChange(client, row.idUsuario, carouselId, { credits: true });
    return true;
  });
}
