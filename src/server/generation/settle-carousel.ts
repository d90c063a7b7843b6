import { and, eq, sql } from 'drizzle-orm';
import { CAROUSEL_FAILURE_REASONS } from '../../shared/carousels/status';
import type { AppContext } from '../app-types';
import { publishCarouselChange } from '../carousels/notify';
import { applyCreditChange } from '../credits/ledger';
import type { DbExecutor } from '../db/client';
import { carrosseis, carrosselTextos, creditLedger } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { writeLog } from '../logs/write-log';
import type { NotifyExecutor } from '../user-events/publish-user-event';

/**
 * The reasons written when the generation did not end by itself; their words and what the screens make of
 * them live in src/shared/carousels/status.ts.
 */
export const SETTLE_REASONS = {
  interrupted: CAROUSEL_FAILURE_REASONS.interrupted,
  cancelled: CAROUSEL_FAILURE_REASONS.cancelled,
  tooOld: CAROUSEL_FAILURE_REASONS.tooOld,
} as const;

/**
 * A saved edit that could not be drawn: no credit was spent, so none comes back, and the version served
 * before stays served. The failed version (or, from the sweep, every one still waiting) is marked 'erro' and
 * the carousel is `concluido` again once no other save is being drawn (docs/product-rules.md).
 */
async function settleEdit(
  tx: DbExecutor,
  client: NotifyExecutor,
  carouselId: string,
  reason: string,
  versao: number | undefined,
): Promise<boolean> {
  const failed = await tx
    .update(carrosselTextos)
    .set({ estado: 'erro' })
    .where(
      and(
        eq(carrosselTextos.idCarrossel, carouselId),
        eq(carrosselTextos.estado, 'gerando'),
        versao === undefined ? undefined : eq(carrosselTextos.versao, versao),
      ),
    )
    .returning({ versao: carrosselTextos.versao });
  if (failed.length === 0) return false;
  const [waiting] = await tx
    .select({ versao: carrosselTextos.versao })
    .from(carrosselTextos)
    .where(and(eq(carrosselTextos.idCarrossel, carouselId), eq(carrosselTextos.estado, 'gerando')))
    .limit(1);
  // The history card says the last edit could not be applied until a later save is served (render-edit.ts).
  const editFailed = Math.max(...failed.map((item) => item.versao));
  const [row] = await tx
    .update(carrosseis)
    .set({
      ...(waiting ? {} : { status: 'concluido' }),
      webhookData: sql`coalesce(${carrosseis.webhookData}, '{}'::jsonb) || jsonb_build_object('editFailed', ${editFailed}::int)`,
    })
    .where(eq(carrosseis.id, carouselId))
    .returning({ idUsuario: carrosseis.idUsuario, idWorkspace: carrosseis.idWorkspace });
  if (!row) return false;
  await writeLog(tx, {
    idUsuario: row.idUsuario,
    acao: 'erro_edicao_carrossel',
    detalhes: { carrossel: carouselId, versoes: failed.map((item) => item.versao), motivo: reason },
  });
  await publishCarouselChange(client, carouselId);
  return true;
}

/** A status that will never change again. Only pendente and processando are open. */
export const FINAL_STATUS_PATTERN = '^(concluido|completo|cancelado|erro)';

/**
 * Ends an unfinished carousel as `erro: <reason>` and gives its credit back, in one transaction: the status
 * update only matches an open status (so a carousel that completed meanwhile, or was settled by someone else,
 * is left alone) and the refund's unique key (credit_ledger: one 'reembolso' per carousel) makes a second
 * refund impossible. Every settler (the job's last attempt, the dead-letter job, the sweep) goes through here.
 * A carousel that already has a served version is settling a saved edit instead (settleEdit). Returns whether
 * this call settled it.
 */
export async function settleCarousel(
  { pool, webhooks }: Pick<AppContext, 'pool' | 'webhooks'>,
  carouselId: string,
  reason: string,
  options: { versao?: number } = {},
): Promise<boolean> {
  return withTransaction(pool, async ({ db: tx, client }) => {
    const [locked] = await tx
      .select({ versaoAtual: carrosseis.versaoAtual })
      .from(carrosseis)
      .where(eq(carrosseis.id, carouselId))
      .for('update');
    if (!locked) return false;
    if (locked.versaoAtual !== null) return settleEdit(tx, client, carouselId, reason, options.versao);
    const [row] = await tx
      .update(carrosseis)
      .set({ status: `erro: ${reason}`.slice(0, 50), motivoErro: reason, dataFinalizacao: new Date() })
      .where(sql`${carrosseis.id} = ${carouselId} and ${carrosseis.status} !~ ${FINAL_STATUS_PATTERN}`)
      .returning({ idUsuario: carrosseis.idUsuario, idWorkspace: carrosseis.idWorkspace });
    if (!row) return false;
    // What was charged comes back, once: the row lock taken by the update above serializes settlers, so the
    // check cannot race, and the unique key would still refuse a second refund.
    const moves = await tx
      .select({ kind: creditLedger.kind, delta: creditLedger.delta })
      .from(creditLedger)
      .where(eq(creditLedger.idCarrossel, carouselId));
    const charged = -moves.filter((move) => move.kind === 'carrossel').reduce((sum, m) => sum + m.delta, 0);
    if (charged > 0 && !moves.some((move) => move.kind === 'reembolso')) {
      await applyCreditChange(tx, {
        workspaceId: row.idWorkspace,
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
    await webhooks.record(tx, client, {
      workspaceId: row.idWorkspace,
      userId: row.idUsuario,
      type: 'carousel.erro',
      data: { id: carouselId },
    });
    await publishCarouselChange(client, carouselId, { credits: true });
    return true;
  });
}
