import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { DELETED_ACCOUNT_NAME } from '../../shared/account/data-rights';
import { WORKSPACE_MESSAGES } from '../../shared/workspaces/messages';
import { revokeSessions } from '../auth/revoke-sessions';
import { refreshCarouselsNaming } from '../carousels/authorship-sql';
import type { DbExecutor } from '../db/client';
import { emptyWorkspaces, KEPT_WITH_WORKSPACE } from '../db/empty-workspaces';
import { deleteRowsReferencing } from '../db/referencing-rows';
import { authSessions, profiles } from '../db/schema';
import { AppError } from '../http/app-error';
import { queueUserFilesDeletion } from './user-files';

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

/** Who deletes the account: the owner (LGPD art. 18) or an admin; only the wording of a refusal differs. */
export type ErasedBy = 'owner' | 'admin';

/**
 * Erases an account inside the caller's transaction, whoever asked (docs/account-data.md): its team workspaces
 * are settled (being the only dono of a team with other members refuses, naming the team; a team it was alone
 * in goes whole), its personal workspace is emptied, its stored files are queued (the teams' spared), every
 * session ends (the guards and open streams hear it at commit), its API keys are revoked, every row of it goes
 * but what it made for a team (TEAM_WORK, the team's) and the fiscal records (KEPT_ON_DELETION), admin logs
 * about it lose the name and e-mail, and the profile stays only as an anonymous anchor ('excluida', no name, no
 * e-mail, no password). The e-mail is free at once for a new sign-up. The caller has locked the profile and the
 * admin roster and checked who may delete; it runs the returned queue rows after its commit
 * (runStorageDeletions): a rolled-back deletion never lost a file, and a crash after the commit leaves them to
 * the sweep.
 */
export async function eraseAccount(
  tx: DbExecutor,
  client: pg.PoolClient,
  userId: string,
  by: ErasedBy,
): Promise<string[]> {
  const { rows: personal } = await client.query<{ id: string }>(
    'select id from workspaces where id_usuario_pessoal = $1',
    [userId],
  );
  // Every deletion of a file is queued with the rows' deletion, the teams' files spared (while the memberships
  // still say which teams): a crash after the commit leaves them to the sweep.
  const queued = [
    ...(await settleTeamWorkspaces(client, userId, by)),
    ...(await emptyWorkspaces(
      client,
      personal.map((row) => row.id),
    )),
    ...(await queueUserFilesDeletion(tx, userId)),
  ];
  await revokeSessions(tx, client, { userId });
  // The revoked rows still hold IPs and browsers: they go with the rest below (auth_sessions cascades).
  // Teams' cards that name the account as creator, editor or publisher show the deleted account's name on the
  // next poll (while its memberships, which say where to look, are still there).
  await refreshCarouselsNaming(tx, userId);
  // A key acting as a person who is gone stops at once, kept revoked in the team's records, as the owner's
  // "Revogar" would (docs/workspaces.md).
  await client.query(
    'update chaves_api set revogada_em = now() where id_usuario = $1 and revogada_em is null',
    [userId],
  );
  await deleteRowsReferencing(client, 'profiles', [userId], new Set([...KEPT_ON_DELETION, ...TEAM_WORK]));
  await tx.delete(authSessions).where(eq(authSessions.idUsuario, userId));
  await tx.execute(
    sql`update logs set detalhes = detalhes - 'email' - 'nome' where detalhes ->> 'alvo' = ${userId}`,
  );
  await tx
    .update(profiles)
    .set({
      nome: DELETED_ACCOUNT_NAME,
      email: deletedEmailOf(userId),
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
    .where(eq(profiles.id, userId));
  return queued;
}

/**
 * The account's team workspaces before it goes (docs/workspaces.md): being the only dono of a team that has
 * other members refuses the deletion, naming the team (transfer it or delete it first); a team whose only
 * member is this account goes with it, balance included (returns its files' queue rows). The teams' rows are
 * locked, so an invitation accepted meanwhile waits and is then refused as expired.
 */
async function settleTeamWorkspaces(client: pg.PoolClient, userId: string, by: ErasedBy): Promise<string[]> {
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
  if (stranded) {
    const message = by === 'owner' ? WORKSPACE_MESSAGES.soleOwner : WORKSPACE_MESSAGES.userIsSoleOwner;
    throw new AppError('conflict', message(stranded.nome));
  }
  const alone = rows.filter((row) => row.membros === 1).map((row) => row.id);
  return emptyWorkspaces(client, alone);
}
