import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { creditLedger, creditos, workspaces } from '../db/schema';
import { AppError } from '../http/app-error';

export type LedgerKind =
  | 'bonus_cadastro'
  | 'compra'
  | 'carrossel'
  | 'reembolso'
  | 'ajuste_admin'
  | 'estorno'
  | 'estorno_revertido';

export interface CreditChange {
  /** Whose credits move: the workspace's balance (docs/decisions/0024). */
  workspaceId: string;
  /** Who moved them: the member who spent or bought (an admin's adjustment: the account it was made for). */
  userId: string;
  kind: LedgerKind;
  /** Signed: +N adds, -N debits. */
  delta: number;
  descricao: string;
  idPagamento?: string;
  idCarrossel?: string;
  idAutor?: string;
}

/**
 * The only way credits move: updates creditos.saldo_atual and appends the ledger row, inside the caller's
 * transaction. The CHECK on saldo_atual makes an overdraft impossible even under concurrency (the update
 * is a single statement that fails instead of going negative), and the ledger's unique keys make a
 * purchase or a refund count once. Returns the new balance.
 */
export async function applyCreditChange(tx: DbExecutor, change: CreditChange): Promise<number> {
  const [row] = await tx
    .update(creditos)
    .set({
      saldoAtual: sql`${creditos.saldoAtual} + ${change.delta}`,
      updatedAt: new Date(),
      ...(change.kind === 'compra' ? { dataUltimaRecarga: new Date() } : {}),
    })
    .where(
      and(eq(creditos.idWorkspace, change.workspaceId), sql`${creditos.saldoAtual} + ${change.delta} >= 0`),
    )
    .returning({ saldo: creditos.saldoAtual });
  if (!row) {
    const [exists] = await tx
      .select({ id: creditos.id })
      .from(creditos)
      .where(eq(creditos.idWorkspace, change.workspaceId));
    if (!exists) throw new AppError('not_found', 'Conta de créditos não encontrada.');
    throw new AppError('insufficient_credits', 'Você precisa de pelo menos 1 crédito.', {
      title: 'Créditos insuficientes',
    });
  }
  await tx.insert(creditLedger).values({
    idWorkspace: change.workspaceId,
    idUsuario: change.userId,
    kind: change.kind,
    delta: change.delta,
    saldoApos: row.saldo,
    descricao: change.descricao,
    idPagamento: change.idPagamento,
    idCarrossel: change.idCarrossel,
    idAutor: change.idAutor,
  });
  return row.saldo;
}

/** The personal workspace of an account (made with it by the database, migration 0028): the sign-up bonus's and an admin's adjustment's. */
export async function personalWorkspaceId(tx: DbExecutor, userId: string): Promise<string> {
  const [row] = await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.idUsuarioPessoal, userId));
  if (!row) throw new AppError('not_found', 'Conta de créditos não encontrada.');
  return row.id;
}
