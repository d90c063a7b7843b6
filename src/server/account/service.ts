import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../shared/account/messages';
import type {
  Account,
  AccountSession,
  EmailChangeBody,
  EmailPreferences,
  PasswordChangeBody,
} from '../../shared/account/schemas';
import type { KnownLogAction } from '../../shared/admin/logs';
import { AUTH_ERRORS } from '../../shared/auth/messages';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertStrongPassword } from '../auth/password-policy';
import { revokeSessions } from '../auth/revoke-sessions';
import { spendResetLinks } from '../auth/spend-reset-links';
import { forgetStanding } from '../auth/standing-cache';
import { createOpaqueToken, hashOpaqueToken } from '../auth/tokens';
import { refreshCarouselsNaming } from '../carousels/authorship-sql';
import type { DbExecutor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { authTokens, profiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { deleteOwnAccount } from './delete-account';
import { buildEmailChangeConfirmation, buildEmailChangeNotice } from './emails';
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
  acao: KnownLogAction,
  meta: RequestMeta,
  detalhes?: Record<string, unknown>,
): Promise<void> {
  return writeLog(tx, { idUsuario: userId, acao, ip: meta.ip, userAgent: meta.userAgent, detalhes });
}

function conflictOnEmail(): AppError {
  const message = ACCOUNT_MESSAGES.emailTaken;
  return new AppError('conflict', message, { issues: [{ path: 'email', message }] });
}

/** A 400 with the message under one field of the form. */
function fieldError(path: string, message: string): AppError {
  return new AppError('validation_failed', message, { issues: [{ path, message }] });
}

/** /conta: what the signed-in person changes about their own account (docs/account.md). */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

export function createAccountService(ctx: AppContext) {
  const { db, pool, config, email } = ctx;

  async function get(userId: string): Promise<Account> {
    const [row] = await db
      .select({
        nome: profiles.nome,
        email: profiles.email,
        carrossel_pronto: profiles.emailCarrosselPronto,
        novidades: profiles.emailNovidades,
      })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!row) throw new AppError('unauthorized', AUTH_ERRORS.sessionNotFound);
    const [pending] = await db
      .select({ newEmail: authTokens.newEmail })
      .from(authTokens)
      .where(openEmailChange(userId))
      .orderBy(desc(authTokens.createdAt))
      .limit(1);
    return {
      nome: row.nome,
      email: row.email,
      email_pendente: pending?.newEmail ?? null,
      preferencias: { carrossel_pronto: row.carrossel_pronto, novidades: row.novidades },
    };
  }

  /** The user's e-mail change links still usable. */
  function openEmailChange(userId: string) {
    return and(
      eq(authTokens.idUsuario, userId),
      eq(authTokens.purpose, 'change_email'),
      isNull(authTokens.usedAt),
      gt(authTokens.expiresAt, new Date()),
    );
  }

  function spendEmailChanges(tx: DbExecutor, userId: string) {
    return tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authTokens.idUsuario, userId),
          eq(authTokens.purpose, 'change_email'),
          isNull(authTokens.usedAt),
        ),
      );
  }

  async function assertEmailFree(address: string, userId: string): Promise<void> {
    const [owner] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(sql`lower(${profiles.email}) = ${address}`, ne(profiles.id, userId)));
    if (owner) throw conflictOnEmail();
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

    /** Deletes the caller's own account with its password (delete-account.ts): every session ends at once. */
    deleteOwn: (user: AuthUser, senha: string) => deleteOwnAccount(ctx, user, senha),

    /**
     * Asks for a new address: needs the password; the address must not be this account's or another's. A link
     * (24 h, single use, only its hash stored) goes to the new address, and the current one is told without it.
     * Nothing changes until the link is opened; asking again replaces the previous link.
     */
    async requestEmailChange(caller: Caller, body: EmailChangeBody, meta: RequestMeta): Promise<Account> {
      const profile = await requireProfile(caller.userId);
      if (!(await verifyPassword(profile.passwordHash, body.senha)))
        throw fieldError('senha', ACCOUNT_MESSAGES.currentPasswordWrong);
      if (body.email === profile.email.toLowerCase()) throw fieldError('email', ACCOUNT_MESSAGES.sameEmail);
      await assertEmailFree(body.email, caller.userId);
      await withTransaction(pool, async ({ db: tx, client }) => {
        await spendEmailChanges(tx, caller.userId);
        const link = createOpaqueToken();
        const [request] = await tx
          .insert(authTokens)
          .values({
            idUsuario: caller.userId,
            purpose: 'change_email',
            tokenHash: link.hash,
            newEmail: body.email,
            expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_SECONDS * 1000),
          })
          .returning({ id: authTokens.id });
        if (!request) throw new Error('insert returned no token');
        // Each of the two e-mails about this request goes out once, however often its job runs.
        const { id } = request;
        await email.enqueue(
          {
            ...buildEmailChangeConfirmation({
              to: body.email,
              nome: profile.nome,
              url: `${config.APP_URL}/confirmar-email/${link.token}`,
            }),
            once: { kind: 'change_email', id },
          },
          { client },
        );
        await email.enqueue(
          {
            ...buildEmailChangeNotice({ to: profile.email, nome: profile.nome, newEmail: body.email }),
            once: { kind: 'change_email_notice', id },
          },
          { client },
        );
        await logAction(tx, caller.userId, 'pedir_troca_email', meta, { novo: body.email });
      });
      return get(caller.userId);
    },

    async cancelEmailChange(userId: string): Promise<Account> {
      await spendEmailChanges(db, userId);
      return get(userId);
    },

    /**
     * The link from the new address: the account takes it (and counts as verified). 404 unknown link, 410 used
     * or expired, 409 when another account took the address in the meantime (the link stays unused).
     */
    async confirmEmailChange(token: string, meta: RequestMeta): Promise<void> {
      const userId = await withTransaction(pool, async ({ db: tx }) => {
        const [row] = await tx
          .select()
          .from(authTokens)
          .where(
            and(eq(authTokens.tokenHash, hashOpaqueToken(token)), eq(authTokens.purpose, 'change_email')),
          )
          .for('update');
        if (!row?.newEmail) throw new AppError('not_found', AUTH_ERRORS.linkInvalid);
        if (row.usedAt || row.expiresAt.getTime() < Date.now())
          throw new AppError('gone', AUTH_ERRORS.linkExpired);
        const [before] = await tx
          .select({ email: profiles.email })
          .from(profiles)
          .where(eq(profiles.id, row.idUsuario));
        if (!before) throw new AppError('not_found', AUTH_ERRORS.linkInvalid);
        try {
          await tx
            .update(profiles)
            .set({ email: row.newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
            .where(eq(profiles.id, row.idUsuario));
        } catch (error) {
          if (isUniqueViolation(error)) throw conflictOnEmail();
          throw error;
        }
        await tx.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.id, row.id));
        await logAction(tx, row.idUsuario, 'alterar_email', meta, {
          antes: before.email,
          depois: row.newEmail,
        });
        return row.idUsuario;
      });
      // The guards remember the address for a second; the next read must see the new one.
      forgetStanding(userId);
    },

    async updatePreferences(userId: string, preferences: EmailPreferences): Promise<Account> {
      await db
        .update(profiles)
        .set({
          emailCarrosselPronto: preferences.carrossel_pronto,
          emailNovidades: preferences.novidades,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, userId));
      return get(userId);
    },

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
        // The team's history cards name the member: they show the new name on the next poll.
        await refreshCarouselsNaming(tx, userId);
        await logAction(tx, userId, 'alterar_nome', meta, { antes: before.nome, depois: nome });
      });
      // The guards remember the caller's name for a second; the next read must see the new one.
      forgetStanding(userId);
      return get(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
