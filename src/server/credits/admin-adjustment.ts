import { eq } from 'drizzle-orm';
import { ADMIN_LOG_ACTIONS, ADMIN_MESSAGES } from '../../shared/admin/messages';
import type { CreditAdjustmentBody, CreditAdjustmentResponse } from '../../shared/admin/users';
import { ADMIN_WORKSPACE_LEDGER_LIMIT } from '../../shared/admin/workspaces';
import type { CreditHistoryItem } from '../../shared/credits/schemas';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { creditos } from '../db/schema';
import { type Transaction, withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { publishWorkspaceEvent } from '../user-events/publish-user-event';
import { findAdminWorkspace } from '../workspaces/admin-service';
import { queueCreditAdjustmentEmail } from './credit-emails';
import { applyCreditChange } from './ledger';
import { selectMovements, toHistoryItem } from './service';

type AdjustmentDeps = Pick<AppContext, 'email' | 'config'>;

export interface AdminCreditAdjustment {
  admin: AuthUser;
  workspaceId: string;
  body: CreditAdjustmentBody;
  meta: RequestMeta;
}

/**
 * The one way an admin moves credits (the users screen's 'Ajustar créditos' on the account's personal
 * workspace, the workspaces screen's on any workspace), inside the caller's transaction: one `ajuste_admin`
 * ledger row naming the admin (`id_autor`), the reason and the workspace's owner as the account it was made
 * for, one admin log row with the reason, and the workspace's open screens told at commit. A personal
 * workspace's holder also gets the e-mail with the reason. Taking away more than the balance is refused with
 * the balance in the message: the conditional update in applyCreditChange and the CHECK on
 * creditos.saldo_atual keep that true when adjustments race, and nothing is written.
 */
export async function adjustCreditsAsAdmin(
  ctx: AdjustmentDeps,
  { db: tx, client }: Transaction,
  { admin, workspaceId, body, meta }: AdminCreditAdjustment,
): Promise<CreditAdjustmentResponse> {
  const found = await findAdminWorkspace(client, workspaceId);
  if (!found) throw new AppError('not_found', ADMIN_MESSAGES.workspaceNotFound);
  const { workspace, ownerTipo } = found;
  const owner = workspace.dono;
  if (!owner) throw new AppError('conflict', ADMIN_MESSAGES.workspaceWithoutOwner);
  // Admins have no balance (docs/product-rules.md §1): nor does an admin's personal workspace.
  if (workspace.pessoal && ownerTipo === 'admin')
    throw new AppError('conflict', ADMIN_MESSAGES.adjustmentForAdmin);
  let saldo: number;
  try {
    saldo = await applyCreditChange(tx, {
      workspaceId,
      userId: owner.id,
      kind: 'ajuste_admin',
      delta: body.quantidade,
      descricao: body.motivo,
      idAutor: admin.id,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'insufficient_credits') throw error;
    const [balance] = await tx
      .select({ saldo: creditos.saldoAtual })
      .from(creditos)
      .where(eq(creditos.idWorkspace, workspaceId));
    throw new AppError('conflict', ADMIN_MESSAGES.adjustmentBelowZero(balance?.saldo ?? 0));
  }
  await writeLog(tx, {
    idUsuario: admin.id,
    acao: ADMIN_LOG_ACTIONS.setCredits,
    detalhes: {
      // A personal workspace's adjustment is its holder's (the logs screen filters by that id); a team's, the team's.
      alvo: workspace.pessoal ? owner.id : workspaceId,
      email: owner.email,
      id_workspace: workspaceId,
      workspace: workspace.nome,
      pessoal: workspace.pessoal,
      quantidade: body.quantidade,
      motivo: body.motivo,
      saldo,
    },
    ...meta,
  });
  if (workspace.pessoal)
    await queueCreditAdjustmentEmail(ctx, tx, client, {
      userId: owner.id,
      quantidade: body.quantidade,
      motivo: body.motivo,
      saldo,
    });
  await publishWorkspaceEvent(client, workspaceId, { type: 'credits' });
  return { credits: saldo };
}

/** The admin's side of a workspace's credits: its newest movements, and the adjustment in its own transaction. */
export function createAdminCreditsService(ctx: Pick<AppContext, 'pool' | 'db' | 'email' | 'config'>) {
  return {
    adjustWorkspace(
      admin: AuthUser,
      workspaceId: string,
      body: CreditAdjustmentBody,
      meta: RequestMeta,
    ): Promise<CreditAdjustmentResponse> {
      return withTransaction(ctx.pool, (tx) =>
        adjustCreditsAsAdmin(ctx, tx, { admin, workspaceId, body, meta }),
      );
    },

    /** The newest movements, each with the member it was for (also in a personal workspace: the admin reads it). */
    async recentLedger(workspaceId: string): Promise<CreditHistoryItem[]> {
      const rows = await selectMovements(ctx.db, workspaceId).limit(ADMIN_WORKSPACE_LEDGER_LIMIT);
      return rows.map((row) => toHistoryItem(row, { por: row.por }));
    },
  };
}

export type AdminCreditsService = ReturnType<typeof createAdminCreditsService>;
