import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { ACCOUNT_MESSAGES, DELETED_ACCOUNT_NAME } from '../../shared/account/data-rights';
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
 * payments (docs/account-data.md). Every other table that cascades from profiles is emptied of the user's rows,
 * but for the team's work (TEAM_WORK).
 */
export const KEPT_ON_DELETION: ReadonlySet<string> = new Set([
  ...KEPT_WITH_WORKSPACE,
  // Their anchor: the personal workspace is emptied below (emptyWorkspaces), never deleted.
  'workspaces',
]);

/**
 * What a member made for a team workspace and the team keeps when the member's account goes (docs/account-data.md,
 * "the team's work is the team's"): carousels (with their files, words, versions and writer runs, which hang on
 * them), share links, posts, batches, webhook endpoints and events, the Instagram connection and API keys (kept
 * revoked). Each row has its workspace: the personal workspace's go with it (emptyWorkspaces), a team's stay,
 * still pointing at the anonymous profile. Not here, so gone: the LinkedIn connection (it posts as that person,
 * docs/workspaces.md), memberships, and every table added later until someone decides otherwise.
 */
export const TEAM_WORK: ReadonlySet<string> = new Set([
  'carrosseis',
  'links_compartilhados',
  'instagram_posts',
  'linkedin_posts',
  'lotes',
  'webhook_endpoints',
  'webhook_eventos',
  'instagram_contas',
  'chaves_api',
]);

export const deletedEmailOf = (userId: string) => `excluida-${userId}@conta-excluida.invalid`;

/**
 * The owner deletes their account (LGPD art. 18): in one transaction the password is checked, the last active
 * admin is refused, every session ends (the guards and open streams hear it at commit), every row of the
 * user's data goes but what they made for a team (TEAM_WORK, the team's), admin logs about them lose the name
 * and e-mail, and the profile stays only as an anonymous anchor ('excluida', no name, no e-mail, no password)
 * for the kept ledger and payments and the teams' work. The e-mail is
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
    const { rows: personal } = await client.query<{ id: string }>(
      'select id from workspaces where id_usuario_pessoal = $1',
      [user.id],
    );
    // Every deletion of a file is queued with the rows' deletion, the teams' files spared (while the memberships
    // still say which teams): a crash after the commit leaves them to the sweep.
    const queued = [
      ...(await settleTeamWorkspaces(client, user.id)),
      ...(await emptyWorkspaces(
        client,
        personal.map((row) => row.id),
      )),
      ...(await queueUserFilesDeletion(tx, user.id, { keepTeamWork: true })),
    ];
    await revokeSessions(tx, client, { userId: user.id });
    // The revoked rows still hold IPs and browsers: they go with the rest below (auth_sessions cascades).
    // Teams' cards that name the account as creator, editor or publisher show the deleted account's name on the
    // next poll (while its memberships, which say where to look, are still there).
    await refreshCarouselsNaming(tx, user.id);
    // A key acting as a person who is gone stops at once, kept revoked in the team's records, as the owner's
    // "Revogar" would (docs/workspaces.md).
    await client.query(
      'update chaves_api set revogada_em = now() where id_usuario = $1 and revogada_em is null',
      [user.id],
    );
    await deleteRowsReferencing(client, 'profiles', [user.id], new Set([...KEPT_ON_DELETION, ...TEAM_WORK]));
    await tx.delete(authSessions).where(eq(authSessions.idUsuario, user.id));
    await tx.execute(
      sql`update logs set detalhes = detalhes - 'email' - 'nome' where detalhes ->> 'alvo' = ${user.id}`,
    );
    await tx
      .update(profiles)
      .set({
        nome: DELETED_ACCOUNT_NAME,
        email: deletedEmailOf(user.id),
        phone: null,
        // Nobody to tell: a team carousel it created that finishes later sends no "pronto" e-mail.
        emailCarrosselPronto: false,
        emailNovidades: false,
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
 * member is this account goes with it, balance included (returns its files' queue rows). The teams' rows are locked, so an invitation accepted
 * meanwhile waits and is then refused as expired.
 */
async function settleTeamWorkspaces(client: pg.PoolClient, userId: string): Promise<string[]> {
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
  return emptyWorkspaces(client, alone);
}
