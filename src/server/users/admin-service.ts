import { and, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { ADMIN_LOG_ACTIONS, ADMIN_MESSAGES } from '../../shared/admin/messages';
import type {
  AdminUser,
  AdminUsersPage,
  AdminUsersQuery,
  CreditAdjustmentBody,
  CreditAdjustmentResponse,
  UserEditBody,
  UserStatusBody,
} from '../../shared/admin/users';
import type { UserRole, UserStatus } from '../../shared/constants';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { announceSessionChange, revokeSessions } from '../auth/revoke-sessions';
import { runStorageDeletions } from '../carousels/storage-deletions';
import { adjustCreditsAsAdmin } from '../credits/admin-adjustment';
import { personalWorkspaceId } from '../credits/ledger';
import type { DbExecutor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { escapeLike } from '../db/escape-like';
import { creditos, profiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import type { NotifyExecutor } from '../user-events/publish-user-event';
import { isLeavingAdminRoster, lockAdminRoster, requireAnotherActiveAdmin } from './admin-roster';
import { eraseAccount } from './erase-account';

const userColumns = {
  id: profiles.id,
  nome: profiles.nome,
  email: profiles.email,
  tipo: profiles.tipo,
  status: profiles.status,
  createdAt: profiles.createdAt,
  credits: sql<number>`coalesce(${creditos.saldoAtual}, 0)`.mapWith(Number),
};

interface UserRow {
  id: string;
  nome: string;
  email: string;
  tipo: string;
  status: string;
  createdAt: Date;
  credits: number;
}

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    uuid: row.id,
    nome: row.nome,
    email: row.email,
    tipo: row.tipo as UserRole,
    status: row.status as UserStatus,
    credits: row.credits,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findUser(tx: DbExecutor, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select(userColumns)
    .from(profiles)
    .leftJoin(creditos, eq(creditos.idUsuario, profiles.id))
    .where(and(eq(profiles.id, id), ne(profiles.status, 'excluida')));
  return row;
}

/** Locks the profile row for the rest of the transaction; 404 when it does not exist or was deleted by its owner. */
async function lockUser(tx: DbExecutor, id: string) {
  const [row] = await tx
    .select({
      id: profiles.id,
      nome: profiles.nome,
      email: profiles.email,
      tipo: profiles.tipo,
      status: profiles.status,
    })
    .from(profiles)
    .where(eq(profiles.id, id))
    .for('update');
  if (!row || row.status === 'excluida') throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
  return row;
}

/**
 * A blocked or pendente account loses every session at once (so reactivating it means signing in again);
 * becoming ativo again ends nothing.
 */
async function endSessionsIfBarred(
  tx: DbExecutor,
  client: NotifyExecutor,
  userId: string,
  status: string,
): Promise<void> {
  if (status !== 'ativo') await revokeSessions(tx, client, { userId });
}

/** Refuses changes that would lock the acting admin out of the admin area. */
function requireNotSelfRemoval(
  admin: AuthUser,
  targetId: string,
  next: { tipo: string; status: string },
): void {
  if (admin.id !== targetId) return;
  if (next.status === 'bloqueado') throw new AppError('forbidden', ADMIN_MESSAGES.selfBlock);
  if (next.status !== 'ativo') throw new AppError('forbidden', ADMIN_MESSAGES.selfDeactivate);
  if (next.tipo !== 'admin') throw new AppError('forbidden', ADMIN_MESSAGES.selfDemote);
}

export function createAdminUsersService(ctx: AppContext) {
  const { db, pool } = ctx;

  return {
    /**
     * One page of profiles with their balance, newest sign-up first, and how many match: search, filter,
     * order, paging and the count all happen in PostgreSQL.
     */
    async listUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
      const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
      const where = and(
        // A deleted account is only an anonymous anchor for its kept ledger and payments: not a user to manage.
        ne(profiles.status, 'excluida'),
        query.status === 'all' ? undefined : eq(profiles.status, query.status),
        pattern ? or(ilike(profiles.nome, pattern), ilike(profiles.email, pattern)) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(userColumns)
          .from(profiles)
          .leftJoin(creditos, eq(creditos.idUsuario, profiles.id))
          .where(where)
          .orderBy(desc(profiles.createdAt), desc(profiles.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(profiles).where(where),
      ]);
      return {
        items: rows.map(toAdminUser),
        total: counted?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * Sets ativo or bloqueado. Blocking takes effect at the user's next request (the guards re-read the
     * profile) and revokes their refresh tokens. Asking for the current status changes nothing.
     */
    async setUserStatus(
      admin: AuthUser,
      userId: string,
      status: UserStatusBody['status'],
      meta: RequestMeta,
    ): Promise<AdminUser> {
      return withTransaction(pool, async ({ db: tx, client }) => {
        await lockAdminRoster(tx);
        const current = await lockUser(tx, userId);
        const next = { tipo: current.tipo, status };
        requireNotSelfRemoval(admin, userId, next);
        if (isLeavingAdminRoster(current, next)) await requireAnotherActiveAdmin(tx, userId);
        if (current.status !== status) {
          await tx.update(profiles).set({ status, updatedAt: new Date() }).where(eq(profiles.id, userId));
          await endSessionsIfBarred(tx, client, userId, status);
          await writeLog(tx, {
            idUsuario: admin.id,
            acao: status === 'bloqueado' ? ADMIN_LOG_ACTIONS.blockUser : ADMIN_LOG_ACTIONS.activateUser,
            detalhes: {
              alvo: userId,
              email: current.email,
              nome: current.nome,
              de: current.status,
              para: status,
            },
            ...meta,
          });
        }
        const row = await findUser(tx, userId);
        if (!row) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
        return toAdminUser(row);
      });
    },

    /** Edits nome, e-mail, tipo and status (docs/product-rules.md §5); 409 when the e-mail belongs to someone else. */
    async updateUser(
      admin: AuthUser,
      userId: string,
      body: UserEditBody,
      meta: RequestMeta,
    ): Promise<AdminUser> {
      try {
        return await withTransaction(pool, async ({ db: tx, client }) => {
          await lockAdminRoster(tx);
          const current = await lockUser(tx, userId);
          requireNotSelfRemoval(admin, userId, body);
          if (isLeavingAdminRoster(current, body)) await requireAnotherActiveAdmin(tx, userId);
          const [taken] = await tx
            .select({ id: profiles.id })
            .from(profiles)
            .where(sql`lower(${profiles.email}) = ${body.email} and ${profiles.id} <> ${userId}`);
          if (taken) throw new AppError('conflict', ADMIN_MESSAGES.emailTaken);
          await tx
            .update(profiles)
            .set({
              nome: body.nome,
              email: body.email,
              tipo: body.tipo,
              status: body.status,
              updatedAt: new Date(),
            })
            .where(eq(profiles.id, userId));
          if (body.status !== current.status) await endSessionsIfBarred(tx, client, userId, body.status);
          // A demoted admin's open streams re-check their role at once.
          else if (body.tipo !== current.tipo) await announceSessionChange(client, userId);
          const before = {
            nome: current.nome,
            email: current.email,
            tipo: current.tipo,
            status: current.status,
          };
          const changed = Object.fromEntries(
            Object.entries(body).filter(([key, value]) => before[key as keyof typeof before] !== value),
          );
          if (Object.keys(changed).length > 0) {
            await writeLog(tx, {
              idUsuario: admin.id,
              acao: ADMIN_LOG_ACTIONS.editUser,
              detalhes: {
                alvo: userId,
                email: current.email,
                antes: Object.fromEntries(
                  Object.keys(changed).map((key) => [key, before[key as keyof typeof before]]),
                ),
                depois: changed,
              },
              ...meta,
            });
          }
          const row = await findUser(tx, userId);
          if (!row) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
          return toAdminUser(row);
        });
      } catch (error) {
        // Two edits racing for the same address: the unique index decides, the loser hears 409.
        if (isUniqueViolation(error)) throw new AppError('conflict', ADMIN_MESSAGES.emailTaken);
        throw error;
      }
    },

    /**
     * Erases the account as its owner's own deletion does (eraseAccount, docs/account-data.md): what the user
     * made for a team stays the team's, the ledger and payments stay as fiscal records under the anonymous
     * profile ('excluida', no longer listed here), the rest goes; the only dono of a team with other members is
     * refused (409) naming the team. Not oneself, not the last active admin. The admin log keeps only who was
     * deleted (alvo) and their role: like every log line about an erased account, no name and no e-mail.
     * Stored files go after the commit.
     */
    async deleteUser(admin: AuthUser, userId: string, meta: RequestMeta): Promise<void> {
      if (admin.id === userId) throw new AppError('forbidden', ADMIN_MESSAGES.selfDelete);
      const queued = await withTransaction(pool, async ({ db: tx, client }) => {
        await lockAdminRoster(tx);
        const current = await lockUser(tx, userId);
        if (isLeavingAdminRoster(current, { tipo: 'cliente', status: 'excluida' }))
          await requireAnotherActiveAdmin(tx, userId);
        const queued = await eraseAccount(tx, client, userId, 'admin');
        await writeLog(tx, {
          idUsuario: admin.id,
          acao: ADMIN_LOG_ACTIONS.deleteUser,
          detalhes: { alvo: userId, tipo: current.tipo },
          ...meta,
        });
        return queued;
      });
      await runStorageDeletions(ctx, queued);
    },

    /**
     * 'Ajustar créditos' of a cliente: the adjustment of their personal workspace (credits/admin-adjustment.ts,
     * the same one the workspaces screen makes), with the profile locked so it cannot be deleted meanwhile.
     */
    async adjustUserCredits(
      admin: AuthUser,
      userId: string,
      body: CreditAdjustmentBody,
      meta: RequestMeta,
    ): Promise<CreditAdjustmentResponse> {
      return withTransaction(pool, async (tx) => {
        await lockUser(tx.db, userId);
        const workspaceId = await personalWorkspaceId(tx.db, userId);
        return adjustCreditsAsAdmin(ctx, tx, { admin, workspaceId, body, meta });
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
