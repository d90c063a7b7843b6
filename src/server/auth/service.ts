import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AUTH_ERRORS } from '../../shared/auth/messages';
import type { Session, User } from '../../shared/auth/schemas';
import type { AppContext } from '../app-types';
import type { DbExecutor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { authSessions, authTokens, creditos, profiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { buildPasswordResetEmail, buildVerificationEmail } from '../email/templates';
import { AppError, TooManyRequestsError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { createLoginThrottle } from './login-throttle';
import { getDummyHash, hashPassword, verifyPassword } from './password';
import { assertStrongPassword } from './password-policy';
import { revokeSessions } from './revoke-sessions';
import { spendResetLinks } from './spend-reset-links';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createOpaqueToken,
  deriveSuccessorToken,
  hashOpaqueToken,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_SECONDS,
  RESET_PASSWORD_TTL_SECONDS,
  VERIFY_EMAIL_TTL_SECONDS,
} from './tokens';

const userColumns = {
  id: profiles.id,
  nome: profiles.nome,
  email: profiles.email,
  tipo: profiles.tipo,
  status: profiles.status,
};

function toUser(row: { id: string; nome: string; email: string; tipo: string; status: string }): User {
  return row as User;
}

export interface AuthServiceDeps {
  /** Credits the signup bonus in the new account's transaction (credits/signup-bonus.ts, handed in by compose). */
  grantSignupBonus: (tx: DbExecutor, userId: string) => Promise<unknown>;
}

export function createAuthService(ctx: AppContext, { grantSignupBonus }: AuthServiceDeps) {
  const { db, pool, config, email } = ctx;
  // The hottest read of the app (every screen asks for it): built once and sent as a named statement, so neither
  // drizzle nor PostgreSQL plans it again on each request (docs/decisions/0016-reads-at-scale.md).
  const meQuery = db
    .select({ ...userColumns, credits: creditos.saldoAtual })
    .from(profiles)
    .leftJoin(creditos, eq(creditos.idUsuario, profiles.id))
    .where(eq(profiles.id, sql.placeholder('userId')))
    .prepare('auth_get_me');
  // One per node, like the route limits (docs/decisions/0003); off with RATE_LIMIT=off.
  const throttle = config.RATE_LIMIT === 'on' ? createLoginThrottle() : null;

  /** A fresh access token beside `refreshToken`, in the client's session shape. */
  async function buildSession(user: User, familyId: string, refreshToken: string): Promise<Session> {
    const access = await ctx.auth.signer.sign({ sub: user.id, sid: familyId, tipo: user.tipo });
    return {
      access_token: access.token,
      refresh_token: refreshToken,
      expires_at: access.expiresAt,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      token_type: 'bearer',
      user,
    };
  }

  async function issueSession(
    tx: DbExecutor,
    user: User,
    familyId: string,
    meta: RequestMeta,
    refresh: { token: string; hash: string } = createOpaqueToken(),
  ): Promise<Session> {
    await tx.insert(authSessions).values({
      idUsuario: user.id,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      ip: meta.ip.slice(0, 45),
      userAgent: meta.userAgent,
    });
    return buildSession(user, familyId, refresh.token);
  }

  /**
   * Refresh and share. The token must be current, with one grace: a token rotated less than
   * REFRESH_REUSE_GRACE_MS ago whose successor is still unused (a duplicated tab, a retried request, a share
   * racing a refresh) is accepted: a refresh gets that same successor again (it is derived from the presented
   * token with the server secret, so nothing extra is stored), a share gets a new session of the family. Any
   * older rotated token coming back is a stolen copy and ends the whole family. A blocked user hears why, even
   * though blocking already revoked the token.
   */
  async function continueSession(
    refreshToken: string,
    meta: RequestMeta,
    mode: 'rotate' | 'keep',
  ): Promise<Session> {
    const successor = deriveSuccessorToken(config.JWT_SECRET, refreshToken);
    const outcome = await withTransaction(pool, async ({ db: tx, client }) => {
      const [current] = await tx
        .select()
        .from(authSessions)
        .where(eq(authSessions.tokenHash, hashOpaqueToken(refreshToken)))
        .for('update');
      if (!current) return { kind: 'invalid' as const };
      const [user] = await tx.select(userColumns).from(profiles).where(eq(profiles.id, current.idUsuario));
      if (user?.status === 'bloqueado') return { kind: 'blocked' as const };
      if (user?.status !== 'ativo') return { kind: 'invalid' as const };
      if (current.revokedAt || current.expiresAt.getTime() < Date.now()) return { kind: 'invalid' as const };
      if (current.rotatedAt) {
        const [next] =
          Date.now() - current.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS
            ? await tx
                .select()
                .from(authSessions)
                .where(
                  and(
                    eq(authSessions.tokenHash, successor.hash),
                    eq(authSessions.familyId, current.familyId),
                  ),
                )
            : [];
        if (next && !next.revokedAt && !next.rotatedAt) {
          const session =
            mode === 'rotate'
              ? await buildSession(toUser(user), next.familyId, successor.token)
              : await issueSession(tx, toUser(user), current.familyId, meta);
          return { kind: 'ok' as const, session };
        }
        // A rotated token came back: someone holds a stolen copy. End the whole family.
        await revokeSessions(tx, client, { userId: current.idUsuario, familyId: current.familyId });
        return { kind: 'reused' as const };
      }
      if (mode === 'keep') {
        return { kind: 'ok' as const, session: await issueSession(tx, toUser(user), current.familyId, meta) };
      }
      await tx.update(authSessions).set({ rotatedAt: new Date() }).where(eq(authSessions.id, current.id));
      return {
        kind: 'ok' as const,
        session: await issueSession(tx, toUser(user), current.familyId, meta, successor),
      };
    });
    if (outcome.kind === 'blocked') throw new AppError('account_blocked', AUTH_ERRORS.blocked);
    if (outcome.kind !== 'ok') throw new AppError('session_not_found', AUTH_ERRORS.sessionNotFound);
    return outcome.session;
  }

  async function createLinkToken(
    tx: DbExecutor,
    userId: string,
    purpose: 'verify_email' | 'reset_password',
  ): Promise<{ token: string; once: { kind: string; id: string } }> {
    const ttl = purpose === 'verify_email' ? VERIFY_EMAIL_TTL_SECONDS : RESET_PASSWORD_TTL_SECONDS;
    const link = createOpaqueToken();
    const [row] = await tx
      .insert(authTokens)
      .values({
        idUsuario: userId,
        purpose,
        tokenHash: link.hash,
        expiresAt: new Date(Date.now() + ttl * 1000),
      })
      .returning({ id: authTokens.id });
    if (!row) throw new Error('insert returned no token');
    // The e-mail carrying this link goes out once, however often its job runs (email/email-job.ts).
    return { token: link.token, once: { kind: purpose, id: row.id } };
  }

  /** Finds an unused, unexpired link token; 404 when unknown, 410 when used or expired. */
  async function consumeLinkToken(
    tx: DbExecutor,
    token: string,
    purpose: 'verify_email' | 'reset_password',
  ): Promise<string> {
    const [row] = await tx
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.tokenHash, hashOpaqueToken(token)), eq(authTokens.purpose, purpose)))
      .for('update');
    if (!row) throw new AppError('not_found', AUTH_ERRORS.linkInvalid);
    if (row.usedAt || row.expiresAt.getTime() < Date.now())
      throw new AppError('gone', AUTH_ERRORS.linkExpired);
    await tx.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.id, row.id));
    return row.idUsuario;
  }

  return {
    async signup(input: { nome: string; email: string; senha: string }, meta: RequestMeta): Promise<User> {
      assertStrongPassword(input.senha, input);
      const passwordHash = await hashPassword(input.senha);
      try {
        return await withTransaction(pool, async ({ db: tx, client }) => {
          const [created] = await tx
            .insert(profiles)
            .values({
              nome: input.nome,
              email: input.email,
              passwordHash,
              tipo: 'cliente',
              status: 'pendente',
            })
            .returning(userColumns);
          if (!created) throw new Error('insert returned no row');
          // The personal workspace and its empty balance were made with the profile (migration 0029's trigger).
          await grantSignupBonus(tx, created.id);
          const { token, once } = await createLinkToken(tx, created.id, 'verify_email');
          await email.enqueue(
            {
              ...buildVerificationEmail({
                to: created.email,
                nome: created.nome,
                url: `${config.APP_URL}/verify-email/${token}`,
              }),
              once,
            },
            { client },
          );
          await writeLog(tx, {
            idUsuario: created.id,
            acao: 'cadastro',
            ip: meta.ip,
            userAgent: meta.userAgent,
          });
          return toUser(created);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', AUTH_ERRORS.emailTaken);
        throw error;
      }
    },

    async login(input: { email: string; senha: string }, meta: RequestMeta): Promise<Session> {
      const waitMs = throttle?.waitMs(input.email) ?? 0;
      if (waitMs > 0) throw new TooManyRequestsError(AUTH_ERRORS.accountThrottled, waitMs);
      const [row] = await db
        .select({ ...userColumns, passwordHash: profiles.passwordHash })
        .from(profiles)
        .where(sql`lower(${profiles.email}) = ${input.email}`);
      // Unknown e-mails still pay for one argon2 verification, so timing does not reveal who has an account.
      const isValid = await verifyPassword(row?.passwordHash ?? (await getDummyHash()), input.senha);
      if (!row || !isValid) {
        throttle?.recordFailure(input.email);
        throw new AppError('invalid_credentials', AUTH_ERRORS.invalidCredentials);
      }
      throttle?.recordSuccess(input.email);
      if (row.status === 'bloqueado') throw new AppError('account_blocked', AUTH_ERRORS.blocked);
      if (row.status === 'pendente') throw new AppError('email_not_confirmed', AUTH_ERRORS.notConfirmed);
      const user = toUser(row);
      return withTransaction(pool, async ({ db: tx }) => {
        const session = await issueSession(tx, user, randomUUID(), meta);
        await writeLog(tx, {
          idUsuario: user.id,
          acao: 'login',
          ip: meta.ip,
          userAgent: meta.userAgent,
          detalhes: { email: user.email },
        });
        return session;
      });
    },

    /**
     * Rotates the refresh token: the presented one stops working, the answer carries its successor (the same
     * successor again for a repeat within the grace window, see continueSession).
     */
    refresh(refreshToken: string, meta: RequestMeta): Promise<Session> {
      return continueSession(refreshToken, meta, 'rotate');
    },

    /**
     * A second session in the same family for another tab of the same browser (it borrows the session of an
     * open tab). The presented token keeps working, each tab then rotates its own token, and a logout in any
     * tab still ends them all (the family is revoked as one).
     */
    shareSession(refreshToken: string, meta: RequestMeta): Promise<Session> {
      return continueSession(refreshToken, meta, 'keep');
    },

    async logout(refreshToken: string): Promise<void> {
      const [current] = await db
        .select({ familyId: authSessions.familyId, userId: authSessions.idUsuario })
        .from(authSessions)
        .where(eq(authSessions.tokenHash, hashOpaqueToken(refreshToken)));
      if (!current) return;
      await withTransaction(pool, ({ db: tx, client }) =>
        revokeSessions(tx, client, { userId: current.userId, familyId: current.familyId }),
      );
    },

    /** Answers the confirmed address, so the login form can come filled in. */
    async verifyEmail(token: string): Promise<{ email: string }> {
      return withTransaction(pool, async ({ db: tx }) => {
        const userId = await consumeLinkToken(tx, token, 'verify_email');
        const [verified] = await tx
          .update(profiles)
          .set({
            emailVerifiedAt: new Date(),
            updatedAt: new Date(),
            // A blocked account stays blocked: verifying proves the address, not good standing.
            status: sql`case when ${profiles.status} = 'pendente' then 'ativo' else ${profiles.status} end`,
          })
          .where(eq(profiles.id, userId))
          .returning({ email: profiles.email });
        return { email: verified?.email ?? '' };
      });
    },

    async resendVerification(address: string): Promise<void> {
      const [user] = await db
        .select({ ...userColumns, emailVerifiedAt: profiles.emailVerifiedAt })
        .from(profiles)
        .where(sql`lower(${profiles.email}) = ${address}`);
      if (!user || user.emailVerifiedAt || user.status !== 'pendente') return;
      await withTransaction(pool, async ({ db: tx, client }) => {
        const { token, once } = await createLinkToken(tx, user.id, 'verify_email');
        await email.enqueue(
          {
            ...buildVerificationEmail({
              to: user.email,
              nome: user.nome,
              url: `${config.APP_URL}/verify-email/${token}`,
            }),
            once,
          },
          { client },
        );
      });
    },

    async forgotPassword(address: string, meta: RequestMeta): Promise<void> {
      const [user] = await db
        .select(userColumns)
        .from(profiles)
        .where(sql`lower(${profiles.email}) = ${address}`);
      if (!user) return;
      await withTransaction(pool, async ({ db: tx, client }) => {
        const { token, once } = await createLinkToken(tx, user.id, 'reset_password');
        await email.enqueue(
          {
            ...buildPasswordResetEmail({
              to: user.email,
              nome: user.nome,
              url: `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`,
            }),
            once,
          },
          { client },
        );
        await writeLog(tx, {
          idUsuario: user.id,
          acao: 'recuperar_senha',
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
    },

    async resetPassword(input: { token: string; senha: string }, meta: RequestMeta): Promise<void> {
      const passwordHash = await hashPassword(input.senha);
      await withTransaction(pool, async ({ db: tx, client }) => {
        const userId = await consumeLinkToken(tx, input.token, 'reset_password');
        const [user] = await tx.select(userColumns).from(profiles).where(eq(profiles.id, userId));
        if (!user) throw new AppError('not_found', AUTH_ERRORS.linkInvalid);
        assertStrongPassword(input.senha, { email: user.email, nome: user.nome });
        await tx
          .update(profiles)
          .set({
            passwordHash,
            updatedAt: new Date(),
            // The e-mailed link proves the address: a pending account becomes verified.
            emailVerifiedAt: sql`coalesce(${profiles.emailVerifiedAt}, now())`,
            status: sql`case when ${profiles.status} = 'pendente' then 'ativo' else ${profiles.status} end`,
          })
          .where(eq(profiles.id, userId));
        // The new password ends everything the old one opened: other reset links and every session.
        await spendResetLinks(tx, userId);
        await revokeSessions(tx, client, { userId });
        await writeLog(tx, {
          idUsuario: userId,
          acao: 'redefinir_senha',
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
    },

    async getMe(userId: string): Promise<{ user: User; credits: number }> {
      const [row] = await meQuery.execute({ userId });
      if (!row) throw new AppError('unauthorized', AUTH_ERRORS.sessionNotFound);
      const { credits, ...user } = row;
      return { user: toUser(user), credits: credits ?? 0 };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
