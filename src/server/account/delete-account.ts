import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { ACCOUNT_MESSAGES } from '../../shared/account/data-rights';
import { WORKSPACE_MESSAGES } from '../../shared/workspaces/messages';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { verifyPassword } from '../auth/password';
import { revokeSessions } from '../auth/revoke-sessions';
import { refreshCarouselsNaming } from '../carousels/authorship-sql';
import { runStorageDeletions } from '../carousels/storage-deletions';
import { emptyWorkspaces, KEPT_WITH_WORKSPACE } from '../db/empty-workspaces';
import { deleteRowsReferencing } from '../db/referencing-rows';
import { authSessions, profiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import { writeLog } from '../logs/write-log';
import { isLeavingAdminRoster, lockAdminRoster } from '../users/admin-roster';
import { queueUserFilesDeletion } from '../users/user-files';

/**
 * Tables whose rows point at the profile but outlive it as fiscal records: the balance, the ledger and the
 * payments (docs/account-data.md). Every other table that cascades from profiles is emptied of the user's rows.
 */
export const KEPT_ON_DELETION: ReadonlySet<string> = new Set([
  ...KEPT_WITH_WORKSPACE,
  // Their anchor: the personal workspace is emptied below (emptyWorkspaces), never deleted.
  'workspaces',
]);

/** Name and e-mail of a deleted account: nothing of the person, unique per row, never deliverable (.invalid). */
export const DELETED_NAME = 'Conta excluída';
export const deletedEmailOf = (userId: string) => `excluida-${userId}@conta-excluida.invalid`;

/**
 * The owner deletes their account (LGPD art. 18): in one transaction the password is checked, the last active
 * admin is refused, every session ends (the guards and open streams hear it at commit), every row of the
 * user's data goes, admin logs about them lose the name and e-mail, and the profile stays only as an
 * anonymous anchor ('excluida', no name, no e-mail, no password) for the kept ledger and payments. The e-mail is
 * free at once for a new sign-up. Stored files are queued in the transaction and go after the commit: a
 * rolled-back deletion never lost a file, and a crash after the commit leaves them to the sweep.
 */
export async function deleteOwnAccount(ctx: AppContext, user: AuthUser, senha: string): Promise<void> {
  const queued = await withTransaction(ctx.pool, async ({ db: tx, client }) => {
    await lockAdminRoster(tx);
    const [current] = await tx
      .select({ tipo: profiles.tipo, status: profiles.status, passwordHash: profiles.passwordHash })
      .from(profiles)
      .where(eq(profiles.id, user.id))
      .for('update');
    if (!current || current.status === 'excluida') throw new AppError('unauthorized', 'Sessão encerrada.');
    if (!(await verifyPassword(current.passwordHash, senha))) {
      throw new AppError('invalid_credentials', ACCOUNT_MESSAGES.wrongPassword);
    }
    if (isLeavingAdminRoster(current, { tipo: 'cliente', status: 'excluida' })) {
      const { rows } = await client.query(
        `select 1 from profiles where tipo = 'admin' and status = 'ativo' and id <> $1 limit 1`,
        [user.id],
      );
      if (rows.length === 0) throw new AppError('conflict', ACCOUNT_MESSAGES.lastAdmin);
    }
    await settleTeamWorkspaces(client, user.id);
    // Queued before the rows go, with them: a crash after the commit leaves the deletions to the sweep.
    const queued = await queueUserFilesDeletion(tx, user.id);
    await revokeSessions(tx, client, { userId: user.id });
    // The revoked rows still hold IPs and browsers: they go with the rest below (auth_sessions cascades).
    // Teams' cards that name the account as editor or publisher stop showing its name on the next poll (while
    // its memberships, which say where to look, are still there).
    await refreshCarouselsNaming(tx, user.id);
    await deleteRowsReferencing(client, 'profiles', [user.id], KEPT_ON_DELETION);
    const { rows: personal } = await client.query<{ id: string }>(
      'select id from workspaces where id_usuario_pessoal = $1',
      [user.id],
    );
    await emptyWorkspaces(
      client,
      personal.map((row) => row.id),
    );
    await tx.delete(authSessions).where(eq(authSessions.idUsuario, user.id));
    await tx.execute(
      sql`update logs set detalhes = detalhes - 'email' - 'nome' where detalhes ->> 'alvo' = ${user.id}`,
    );
    await tx
      .update(profiles)
      .set({
        nome: DELETED_NAME,
        email: deletedEmailOf(user.id),
        phone: null,
        tipo: 'cliente',
        status: 'excluida',
        // Not an argon2 hash: no password ever verifies against it.
        passwordHash: 'conta-excluida',
        emailVerifiedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, user.id));
    // No IP, no browser: the record says only that the owner did it.
    await writeLog(tx, { idUsuario: user.id, acao: 'excluir_propria_conta' });
    return queued;
  });
  await runStorageDeletions(ctx, queued);
}

/**
 * The account's team workspaces before it goes (docs/workspaces.md): being the only dono of a team that has
 * other members refuses the deletion, naming the team (transfer it or delete it first); a team whose only
 * member is this account goes with it, balance included. The teams' rows are locked, so an invitation accepted
 * meanwhile waits and is then refused as expired.
 */
async function settleTeamWorkspaces(client: pg.PoolClient, userId: string): Promise<void> {
  const { rows } = await client.query<{
    id: string;
    nome: string;
    papel: string;
    donos: number;
    membros: number;
  }>(
    `select w.id, w.nome, m.papel,
            (select count(*)::int from workspace_membros o where o.id_workspace = w.id and o.papel = 'dono') as donos,
            (select count(*)::int from workspace_membros o where o.id_workspace = w.id) as membros
       from workspace_membros m join workspaces w on w.id = m.id_workspace
      where m.id_usuario = $1 and w.id_usuario_pessoal is null
      order by w.id
      for update of w`,
    [userId],
  );
  const stranded = rows.find((row) => row.papel === 'dono' && row.donos === 1 && row.membros > 1);
  if (stranded) throw new AppError('conflict', WORKSPACE_MESSAGES.soleOwner(stranded.nome));
  const alone = rows.filter((row) => row.membros === 1).map((row) => row.id);
  await emptyWorkspaces(client, alone);
}
