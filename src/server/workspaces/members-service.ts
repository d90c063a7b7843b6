import type pg from 'pg';
import type { KnownLogAction } from '../../shared/admin/logs';
import { WORKSPACE_MESSAGES } from '../../shared/workspaces/messages';
import { INVITE_VALID_DAYS, roleAtLeast, type WorkspaceRole } from '../../shared/workspaces/roles';
import type {
  InvitePreview,
  Workspace,
  WorkspaceInvite,
  WorkspaceMember,
} from '../../shared/workspaces/schemas';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { announceSessionChange } from '../auth/revoke-sessions';
import { createOpaqueToken, hashOpaqueToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { emptyWorkspaces } from '../db/empty-workspaces';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { readActivity, recordActivity } from './activity';
import { buildInviteEmail } from './invite-email';

type Deps = Pick<AppContext, 'pool' | 'email' | 'config'>;

interface LockedWorkspace {
  id: string;
  nome: string;
  pessoal: boolean;
  saldo: number;
}

interface Step {
  db: Database;
  client: pg.PoolClient;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A workspace's members, owners first, then by name (its members' list and the admin's details). */
export async function listMembers(executor: pg.Pool | pg.PoolClient, id: string): Promise<WorkspaceMember[]> {
  const { rows } = await executor.query<{
    id: string;
    nome: string;
    email: string;
    papel: WorkspaceRole;
    desde: Date;
  }>(
    `select p.id, p.nome, p.email, m.papel, m.desde
       from workspace_membros m join profiles p on p.id = m.id_usuario
      where m.id_workspace = $1
      order by case m.papel when 'dono' then 0 when 'editor' then 1 else 2 end, lower(p.nome), m.desde`,
    [id],
  );
  return rows.map((row) => ({ ...row, desde: row.desde.toISOString() }));
}

/**
 * The workspace's row, locked until the transaction ends: every change to its members, invitations, name or
 * existence runs one at a time per workspace, so two demotions at once cannot both pass the "another dono
 * remains" check, and two invitations cannot both pass the member cap.
 */
async function lockWorkspace(client: pg.PoolClient, id: string): Promise<LockedWorkspace | null> {
  const { rows } = await client.query<LockedWorkspace>(
    `select w.id, w.nome, w.id_usuario_pessoal is not null as pessoal, coalesce(c.saldo_atual, 0) as saldo
       from workspaces w left join creditos c on c.id_workspace = w.id
      where w.id = $1 for update of w`,
    [id],
  );
  return rows[0] ?? null;
}

/** The caller's role there, read from the database (never a cache): a removed member is refused at once. */
async function roleOf(client: pg.PoolClient | pg.Pool, workspaceId: string, userId: string) {
  const { rows } = await client.query<{ papel: WorkspaceRole }>(
    'select papel from workspace_membros where id_workspace = $1 and id_usuario = $2',
    [workspaceId, userId],
  );
  return rows[0]?.papel ?? null;
}

/** 404 for a non-member (nobody learns which workspaces exist), 403 below `needed`. */
function assertRole(papel: WorkspaceRole | null, needed: WorkspaceRole): WorkspaceRole {
  if (!papel) throw new AppError('not_found', WORKSPACE_MESSAGES.notFound);
  if (!roleAtLeast(papel, needed)) throw new AppError('forbidden', WORKSPACE_MESSAGES.roleTooLow(needed));
  return papel;
}

/** The workspace locked, with the caller at least `needed` there. */
async function lockAsMember(client: pg.PoolClient, id: string, userId: string, needed: WorkspaceRole) {
  const workspace = await lockWorkspace(client, id);
  if (!workspace) throw new AppError('not_found', WORKSPACE_MESSAGES.notFound);
  const papel = assertRole(await roleOf(client, id, userId), needed);
  return { workspace, papel };
}

async function ownerCount(client: pg.PoolClient, workspaceId: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from workspace_membros where id_workspace = $1 and papel = 'dono'`,
    [workspaceId],
  );
  return rows[0]?.n ?? 0;
}

const PENDING = 'aceito_em is null and cancelado_em is null and expira_em > now()';

/** Members plus invitations still pending: both take a seat (docs/workspaces.md). */
async function seatsTaken(client: pg.PoolClient, workspaceId: string, exceptEmail?: string) {
  const { rows } = await client.query<{ n: number }>(
    `select (select count(*) from workspace_membros where id_workspace = $1)
          + (select count(*) from workspace_convites where id_workspace = $1 and ${PENDING}
               and ($2::text is null or lower(email) <> lower($2)))::int as n`,
    [workspaceId, exceptEmail ?? null],
  );
  return Number(rows[0]?.n ?? 0);
}

async function log(
  step: Step,
  user: AuthUser,
  acao: KnownLogAction,
  detalhes: Record<string, unknown>,
  meta?: RequestMeta,
) {
  await writeLog(step.db, {
    idUsuario: user.id,
    acao,
    detalhes,
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent ?? null,
  });
}

/** A team's name, deletion, members and invitations (docs/workspaces.md, "Membros e convites"). */
export function createWorkspaceMembersService(ctx: Deps) {
  const { pool } = ctx;
  const maxMembers = ctx.config.WORKSPACE_MAX_MEMBERS;

  return {
    async rename(user: AuthUser, id: string, nome: string, meta: RequestMeta): Promise<Workspace> {
      return withTransaction(pool, async (step) => {
        const { workspace, papel } = await lockAsMember(step.client, id, user.id, 'dono');
        await step.client.query('update workspaces set nome = $2, updated_at = now() where id = $1', [
          id,
          nome,
        ]);
        await log(
          step,
          user,
          'workspace_renomeado',
          { id_workspace: id, de: workspace.nome, para: nome },
          meta,
        );
        return { id, nome, papel, saldo: workspace.saldo, pessoal: workspace.pessoal };
      });
    },

    /**
     * Deletes a team with everything it owns. A positive balance is lost with it, so the owner must type the
     * name again (`confirmacao`); every member's cached membership is dropped and their streams re-check.
     */
    async remove(
      user: AuthUser,
      id: string,
      confirmacao: string | undefined,
      meta: RequestMeta,
    ): Promise<void> {
      await withTransaction(pool, async (step) => {
        const { workspace } = await lockAsMember(step.client, id, user.id, 'dono');
        if (workspace.pessoal) throw new AppError('bad_request', WORKSPACE_MESSAGES.personalNotDeleted);
        if (workspace.saldo > 0 && confirmacao?.trim() !== workspace.nome) {
          throw new AppError('bad_request', WORKSPACE_MESSAGES.confirmNameMismatch);
        }
        const { rows: members } = await step.client.query<{ id_usuario: string }>(
          'select id_usuario from workspace_membros where id_workspace = $1',
          [id],
        );
        // Emptied, not deleted: its ledger and PIX payments stay as records (db/empty-workspaces.ts).
        await emptyWorkspaces(step.client, [id]);
        for (const member of members) await announceSessionChange(step.client, member.id_usuario);
        await log(
          step,
          user,
          'workspace_excluido',
          { id_workspace: id, nome: workspace.nome, saldo_perdido: workspace.saldo, membros: members.length },
          meta,
        );
      });
    },

    /** Every member sees who is in, owners first, then by name. */
    async members(user: AuthUser, id: string): Promise<{ items: WorkspaceMember[] }> {
      assertRole(await roleOf(pool, id, user.id), 'leitor');
      return { items: await listMembers(pool, id) };
    },

    /** The owner changes a member's role; the last dono cannot step down (the workspace row is locked). */
    async changeRole(
      user: AuthUser,
      id: string,
      userId: string,
      papel: WorkspaceRole,
      meta: RequestMeta,
    ): Promise<WorkspaceMember> {
      return withTransaction(pool, async (step) => {
        await lockAsMember(step.client, id, user.id, 'dono');
        const { rows } = await step.client.query<{ papel: WorkspaceRole }>(
          'select papel from workspace_membros where id_workspace = $1 and id_usuario = $2',
          [id, userId],
        );
        const current = rows[0];
        if (!current) throw new AppError('not_found', WORKSPACE_MESSAGES.memberNotFound);
        if (current.papel === 'dono' && papel !== 'dono' && (await ownerCount(step.client, id)) <= 1) {
          throw new AppError('bad_request', WORKSPACE_MESSAGES.lastOwner);
        }
        const { rows: updated } = await step.client.query<WorkspaceMember & { desde: Date }>(
          `update workspace_membros m set papel = $3 from profiles p
            where m.id_workspace = $1 and m.id_usuario = $2 and p.id = m.id_usuario
            returning p.id, p.nome, p.email, m.papel, m.desde`,
          [id, userId, papel],
        );
        const member = updated[0];
        if (!member) throw new AppError('not_found', WORKSPACE_MESSAGES.memberNotFound);
        if (current.papel !== papel) {
          await announceSessionChange(step.client, userId);
          await recordActivity(step.client, {
            workspaceId: id,
            userId: user.id,
            tipo: 'papel_alterado',
            memberId: userId,
            papel,
          });
        }
        await log(
          step,
          user,
          'workspace_papel_alterado',
          { id_workspace: id, alvo: userId, de: current.papel, para: papel },
          meta,
        );
        return { ...member, desde: member.desde.toISOString() };
      });
    },

    /** The owner removes a member, or a member leaves; the last dono can do neither. */
    async removeMember(user: AuthUser, id: string, userId: string, meta: RequestMeta): Promise<void> {
      await withTransaction(pool, async (step) => {
        const leaving = userId === user.id;
        const { workspace } = await lockAsMember(step.client, id, user.id, leaving ? 'leitor' : 'dono');
        const target = await roleOf(step.client, id, userId);
        if (!target) throw new AppError('not_found', WORKSPACE_MESSAGES.memberNotFound);
        if (workspace.pessoal) throw new AppError('bad_request', WORKSPACE_MESSAGES.personalNotShared);
        if (target === 'dono' && (await ownerCount(step.client, id)) <= 1) {
          throw new AppError('bad_request', WORKSPACE_MESSAGES.lastOwner);
        }
        await step.client.query('delete from workspace_membros where id_workspace = $1 and id_usuario = $2', [
          id,
          userId,
        ]);
        await announceSessionChange(step.client, userId);
        await recordActivity(step.client, {
          workspaceId: id,
          userId: user.id,
          tipo: leaving ? 'membro_saiu' : 'membro_removido',
          memberId: userId,
          papel: target,
        });
        await log(
          step,
          user,
          leaving ? 'workspace_saiu' : 'workspace_membro_removido',
          { id_workspace: id, alvo: userId, papel: target },
          meta,
        );
      });
    },

    /** The owner's activity list, newest first, a page older than `antes` (docs/workspaces.md, "Quem fez o quê"). */
    async activity(user: AuthUser, id: string, antes: string | undefined) {
      assertRole(await roleOf(pool, id, user.id), 'dono');
      return readActivity(pool, id, antes);
    },

    /** The invitations still pending, soonest to expire first. */
    async invites(user: AuthUser, id: string): Promise<{ items: WorkspaceInvite[] }> {
      assertRole(await roleOf(pool, id, user.id), 'dono');
      const { rows } = await pool.query<{ id: string; email: string; papel: WorkspaceRole; expira_em: Date }>(
        `select id, email, papel, expira_em from workspace_convites
          where id_workspace = $1 and ${PENDING} order by expira_em, email`,
        [id],
      );
      return { items: rows.map((row) => ({ ...row, expira_em: row.expira_em.toISOString() })) };
    },

    /**
     * Invites an e-mail for 7 days: a pending invitation to the same e-mail is replaced (its link stops
     * working); members and pending invitations together stay within WORKSPACE_MAX_MEMBERS.
     */
    async invite(
      user: AuthUser,
      id: string,
      input: { email: string; papel: WorkspaceRole },
      meta: RequestMeta,
    ): Promise<WorkspaceInvite> {
      return withTransaction(pool, async (step) => {
        const { workspace } = await lockAsMember(step.client, id, user.id, 'dono');
        if (workspace.pessoal) throw new AppError('bad_request', WORKSPACE_MESSAGES.personalNotShared);
        const email = input.email.trim();
        const { rows: already } = await step.client.query(
          `select 1 from workspace_membros m join profiles p on p.id = m.id_usuario
            where m.id_workspace = $1 and lower(p.email) = lower($2)`,
          [id, email],
        );
        if (already.length > 0) throw new AppError('conflict', WORKSPACE_MESSAGES.alreadyMember);
        if ((await seatsTaken(step.client, id, email)) >= maxMembers) {
          throw new AppError('bad_request', WORKSPACE_MESSAGES.membersFull(maxMembers));
        }
        await step.client.query(
          `update workspace_convites set cancelado_em = now()
            where id_workspace = $1 and lower(email) = lower($2) and aceito_em is null and cancelado_em is null`,
          [id, email],
        );
        const { token, hash } = createOpaqueToken();
        const expiraEm = new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS);
        const { rows } = await step.client.query<{ id: string }>(
          `insert into workspace_convites (id_workspace, email, papel, token_hash, convidado_por, expira_em)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [id, email, input.papel, hash, user.id, expiraEm],
        );
        const inviteId = rows[0]?.id;
        if (!inviteId) throw new Error('insert returned no invitation');
        await ctx.email.enqueue(
          {
            ...buildInviteEmail({
              to: email,
              inviter: user.nome,
              workspace: workspace.nome,
              papel: input.papel,
              url: `${ctx.config.APP_URL}/convite/${token}`,
            }),
            once: { kind: 'convite-espaco', id: inviteId },
          },
          { client: step.client },
        );
        await log(
          step,
          user,
          'workspace_convite_enviado',
          { id_workspace: id, id_convite: inviteId, papel: input.papel },
          meta,
        );
        return { id: inviteId, email, papel: input.papel, expira_em: expiraEm.toISOString() };
      });
    },

    async cancelInvite(user: AuthUser, id: string, inviteId: string, meta: RequestMeta): Promise<void> {
      await withTransaction(pool, async (step) => {
        await lockAsMember(step.client, id, user.id, 'dono');
        const { rowCount } = await step.client.query(
          `update workspace_convites set cancelado_em = now()
            where id = $1 and id_workspace = $2 and aceito_em is null and cancelado_em is null`,
          [inviteId, id],
        );
        if (!rowCount) throw new AppError('not_found', WORKSPACE_MESSAGES.inviteInvalid);
        await log(
          step,
          user,
          'workspace_convite_cancelado',
          { id_workspace: id, id_convite: inviteId },
          meta,
        );
      });
    },

    /** What the /convite page shows: the token is the credential, so no session is needed. */
    async preview(token: string): Promise<InvitePreview> {
      const { rows } = await pool.query<{
        workspace: string;
        convidado_por: string | null;
        email: string;
        papel: WorkspaceRole;
        expira_em: Date;
        usable: boolean;
      }>(
        `select w.nome as workspace, p.nome as convidado_por, c.email, c.papel, c.expira_em,
                (c.aceito_em is null and c.cancelado_em is null and c.expira_em > now()) as usable
           from workspace_convites c join workspaces w on w.id = c.id_workspace
           left join profiles p on p.id = c.convidado_por and p.status <> 'excluida'
          where c.token_hash = $1`,
        [hashOpaqueToken(token)],
      );
      const invite = rows[0];
      if (!invite) throw new AppError('not_found', WORKSPACE_MESSAGES.inviteInvalid);
      if (!invite.usable) throw new AppError('gone', WORKSPACE_MESSAGES.inviteExpired);
      return {
        workspace: invite.workspace,
        convidado_por: invite.convidado_por ?? 'Um membro do espaço',
        email: invite.email,
        papel: invite.papel,
        expira_em: invite.expira_em.toISOString(),
      };
    },

    /**
     * The invited account joins: only the account with the invitation's e-mail, once, before it expires. The
     * invitation's row is locked, so a double tap waits for the first and then answers the same workspace.
     */
    async accept(user: AuthUser, token: string, meta: RequestMeta): Promise<Workspace> {
      return withTransaction(pool, async (step) => {
        const { rows } = await step.client.query<{
          id: string;
          id_workspace: string;
          email: string;
          papel: WorkspaceRole;
          expired: boolean;
          aceito_por: string | null;
          accepted: boolean;
          cancelled: boolean;
        }>(
          `select id, id_workspace, email, papel, expira_em <= now() as expired, aceito_por,
                  aceito_em is not null as accepted, cancelado_em is not null as cancelled
             from workspace_convites where token_hash = $1 for update`,
          [hashOpaqueToken(token)],
        );
        const invite = rows[0];
        if (!invite) throw new AppError('not_found', WORKSPACE_MESSAGES.inviteInvalid);
        if (invite.email.toLowerCase() !== user.email.toLowerCase()) {
          throw new AppError('forbidden', WORKSPACE_MESSAGES.inviteOtherEmail(invite.email));
        }
        const repeated = invite.accepted && invite.aceito_por === user.id;
        if (!repeated && (invite.accepted || invite.cancelled || invite.expired)) {
          throw new AppError('gone', WORKSPACE_MESSAGES.inviteExpired);
        }
        const workspace = await lockWorkspace(step.client, invite.id_workspace);
        if (!workspace) throw new AppError('gone', WORKSPACE_MESSAGES.inviteExpired);
        let papel = await roleOf(step.client, workspace.id, user.id);
        if (!repeated) {
          if (!papel) {
            // This invitation holds a seat already; the cap only bites if the operator lowered it since.
            const { rows: count } = await step.client.query<{ n: number }>(
              'select count(*)::int as n from workspace_membros where id_workspace = $1',
              [workspace.id],
            );
            if ((count[0]?.n ?? 0) >= maxMembers) {
              throw new AppError('bad_request', WORKSPACE_MESSAGES.membersFull(maxMembers));
            }
            await step.client.query(
              'insert into workspace_membros (id_workspace, id_usuario, papel) values ($1, $2, $3)',
              [workspace.id, user.id, invite.papel],
            );
            papel = invite.papel;
            await recordActivity(step.client, {
              workspaceId: workspace.id,
              userId: user.id,
              tipo: 'membro_entrou',
              memberId: user.id,
              papel,
            });
            // Any cached refusal of this workspace is not kept, but drop the account's memberships anyway.
            await announceSessionChange(step.client, user.id);
          }
          await step.client.query(
            'update workspace_convites set aceito_em = now(), aceito_por = $2 where id = $1',
            [invite.id, user.id],
          );
          await log(
            step,
            user,
            'workspace_convite_aceito',
            { id_workspace: workspace.id, id_convite: invite.id, papel },
            meta,
          );
        }
        if (!papel) throw new AppError('gone', WORKSPACE_MESSAGES.inviteExpired);
        return { id: workspace.id, nome: workspace.nome, papel, saldo: workspace.saldo, pessoal: false };
      });
    },
  };
}

export type WorkspaceMembersService = ReturnType<typeof createWorkspaceMembersService>;
