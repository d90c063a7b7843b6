import { eq } from 'drizzle-orm';
import type { Account } from '../../shared/account/schemas';
import { AUTH_ERRORS } from '../../shared/auth/messages';
import type { AppContext } from '../app-types';
import { activeSessions } from '../auth/standing-cache';
import { profiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';

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

  return {
    get,

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
        await writeLog(tx, {
          idUsuario: userId,
          acao: 'alterar_nome',
          ip: meta.ip,
          userAgent: meta.userAgent,
          detalhes: { antes: before.nome, depois: nome },
        });
      });
      // The guards remember the caller's name for a second; the next read must see the new one.
      activeSessions.dropUser(userId);
      return get(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
