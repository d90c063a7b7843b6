import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../shared/account/messages';
import type { Account, AccountSession, PasswordChangeBody } from '../../shared/account/schemas';
import { AUTH_ERRORS } from '../../shared/auth/messages';
import type { AppContext } from '../app-types';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertStrongPassword } from '../auth/password-policy';
import { revokeSessions } from '../auth/revoke-sessions';
import { spendResetLinks } from '../auth/spend-reset-links';
import { activeSessions } from '../auth/standing-cache';
import type { DbExecutor } from '../db/client';
import { profiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { listActiveSessions } from './sessions';

/** Who is asking: the user and the session family (device) the request came with. */
export interface Caller {
  userId: string;
  sessionId: string;
}

/** The log row of an account change, written in the change's transaction. */
function logAction(
  tx: DbExecutor,
  userId: string,
  acao: string,
  meta: RequestMeta,
  detalhes?: Record<string, unknown>,
): Promise<void> {
  return writeLog(tx, { idUsuario: userId, acao, ip: meta.ip, userAgent: meta.userAgent, detalhes });
}

/** A 400 with the message under one field of the form. */
function fieldError(path: string, message: string): AppError {
  return new AppError('validation_failed', message, { issues: [{ path, message }] });
}

/** /conta: what the signed-in person changes about their own account (docs/account.md). */
export function createAccountService(ctx: AppContext) {
  const { db, pool } = ctx;

  async function get(userId: string): Promise<Account> {
    const [row] = await db
      .select({ nome: profiles.nome, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!row) throw new AppError('unauthorized', AUTH_ERRORS.sessionNotFound);
    return row;
  }

  async function requireProfile(userId: string) {
    const [row] = await db
      .select({ nome: profiles.nome, email: profiles.email, passwordHash: profiles.passwordHash })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!row) throw new AppError('unauthorized', AUTH_ERRORS.sessionNotFound);
    return row;
  }

  return {
    get,

    listSessions(caller: Caller): Promise<AccountSession[]> {
      return listActiveSessions(pool, caller.userId, caller.sessionId);
    },

    /**
     * Needs the current password. The new one replaces it and every other device is signed out at once (its
     * refresh tokens revoked and the `session` event sent, which closes its open streams); this device stays.
     * Pending reset links die too: they were asked for under the old password.
     */
    async changePassword(caller: Caller, body: PasswordChangeBody, meta: RequestMeta): Promise<void> {
      const profile = await requireProfile(caller.userId);
      if (!(await verifyPassword(profile.passwordHash, body.senha_atual)))
        throw fieldError('senha_atual', ACCOUNT_MESSAGES.currentPasswordWrong);
      if (body.nova_senha === body.senha_atual) throw fieldError('nova_senha', ACCOUNT_MESSAGES.samePassword);
      assertStrongPassword(body.nova_senha, profile);
      const passwordHash = await hashPassword(body.nova_senha);
      await withTransaction(pool, async ({ db: tx, client }) => {
        // Compare and set: a change that landed since the check above wins, this one is refused.
        const changed = await tx
          .update(profiles)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(profiles.id, caller.userId), eq(profiles.passwordHash, profile.passwordHash)))
          .returning({ id: profiles.id });
        if (changed.length === 0) throw fieldError('senha_atual', ACCOUNT_MESSAGES.currentPasswordWrong);
        await spendResetLinks(tx, caller.userId);
        await revokeSessions(tx, client, { userId: caller.userId, exceptFamilyId: caller.sessionId });
        await logAction(tx, caller.userId, 'alterar_senha', meta);
      });
    },

    /** "Sair de todos os outros dispositivos": answers how many were signed out. */
    async endOtherSessions(caller: Caller, meta: RequestMeta): Promise<number> {
      return withTransaction(pool, async ({ db: tx, client }) => {
        const others = (await listActiveSessions(client, caller.userId, caller.sessionId)).filter(
          (session) => !session.atual,
        );
        await revokeSessions(tx, client, { userId: caller.userId, exceptFamilyId: caller.sessionId });
        await logAction(tx, caller.userId, 'encerrar_sessoes', meta, { quantidade: others.length });
        return others.length;
      });
    },

    /** Signs out one other device of the caller; this device signs out with "Sair". */
    async endSession(caller: Caller, familyId: string, meta: RequestMeta): Promise<void> {
      if (familyId === caller.sessionId) throw new AppError('bad_request', ACCOUNT_MESSAGES.currentSession);
      await withTransaction(pool, async ({ db: tx, client }) => {
        const sessions = await listActiveSessions(client, caller.userId, caller.sessionId);
        const target = sessions.find((session) => session.id === familyId);
        if (!target) throw new AppError('not_found', ACCOUNT_MESSAGES.sessionNotFound);
        await revokeSessions(tx, client, { userId: caller.userId, familyId });
        await logAction(tx, caller.userId, 'encerrar_sessoes', meta, {
          quantidade: 1,
          dispositivo: target.dispositivo,
        });
      });
    },

    async rename(userId: string, nome: string, meta: RequestMeta): Promise<Account> {
      await withTransaction(pool, async ({ db: tx }) => {
        const [before] = await tx
          .select({ nome: profiles.nome })
          .from(profiles)
          .where(eq(profiles.id, userId))
          .for('update');
        if (!before) throw new AppError('unauthorized', AUTH_ERRORS.sessionNotFound);
        if (before.nome === nome) return;
        await tx.update(profiles).set({ nome, updatedAt: new Date() }).where(eq(profiles.id, userId));
        await logAction(tx, userId, 'alterar_nome', meta, { antes: before.nome, depois: nome });
      });
      // The guards remember the caller's name for a second; the next read must see the new one.
      activeSessions.dropUser(userId);
      return get(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
