import { and, eq, isNotNull } from 'drizzle-orm';
import { isCarouselStatusIn } from '../../shared/carousels/status';
import type { AppContext } from '../app-types';
import { arquivos, carrosseis } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import { recordActivity } from '../workspaces/activity';
import { publishCarouselChange } from './notify';
import { carouselTargets, queueStorageDeletions, runStorageDeletions } from './storage-deletions';

export const DELETE_OPEN_MESSAGE = 'Aguarde a geração terminar para excluir este carrossel.';

/**
 * Deletes the owner's carousel: its row and everything hanging on it (files' rows, words, writer runs) in one
 * transaction, then its stored files. The credit ledger keeps its rows (their carousel link becomes null),
 * so the balance history still adds up. A carousel still being generated for the first time answers 409:
 * the worker would otherwise write files for a row that is gone (docs/product-rules.md).
 */
export async function deleteCarousel(
  ctx: AppContext,
  id: string,
  user: WorkspaceActor,
  meta: RequestMeta,
): Promise<void> {
  const queued = await withTransaction(ctx.pool, async ({ db: tx, client }) => {
    const [row] = await tx.select().from(carrosseis).where(eq(carrosseis.id, id)).for('update');
    if (!row || row.idWorkspace !== user.workspaceId)
      throw new AppError('not_found', 'Carrossel não encontrado.');
    if (isCarouselStatusIn('inProgress', row.status) && row.versaoAtual === null) {
      throw new AppError('conflict', DELETE_OPEN_MESSAGE);
    }
    const files = await tx
      .select({ key: arquivos.storagePath })
      .from(arquivos)
      .where(and(eq(arquivos.idCarrossel, id), isNotNull(arquivos.storagePath)));
    await tx.delete(carrosseis).where(eq(carrosseis.id, id));
    await recordActivity(client, {
      workspaceId: row.idWorkspace,
      userId: user.id,
      tipo: 'carrossel_excluido',
      carouselId: id,
      tema: row.tema,
    });
    await writeLog(tx, {
      idUsuario: user.id,
      acao: 'excluir_carrossel',
      detalhes: { carrossel: id, tema: row.tema },
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    await publishCarouselChange(client, id, { workspaceId: row.idWorkspace });
    // Queued with the row's deletion, so a crash before storage is cleaned leaves work for the sweep, not
    // orphan files. The folder also holds an edit being drawn right now (its job finds no row and stops).
    const keys = files.flatMap((file) => (file.key ? [file.key] : []));
    return queueStorageDeletions(tx, carouselTargets([...keys, `${row.idUsuario}/${id}/`]));
  });
  await runStorageDeletions(ctx, queued);
}
