import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../shared/account/data-rights';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { verifyPassword } from '../auth/password';
import { runStorageDeletions } from '../carousels/storage-deletions';
import { profiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import { writeLog } from '../logs/write-log';
import { isLeavingAdminRoster, lockAdminRoster } from '../users/admin-roster';
import { eraseAccount } from '../users/erase-account';

/**
 * The owner deletes their account (LGPD art. 18): in one transaction the password is checked, the last active
 * admin is refused, and the account is erased as an admin's deletion erases it (eraseAccount: the teams settled,
 * every session ended, every row of the user's data gone but what they made for a team and the fiscal records,
 * the profile left as an anonymous anchor). Stored files go after the commit.
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
    const queued = await eraseAccount(tx, client, user.id, 'owner');
    // No IP, no browser: the record says only that the owner did it.
    await writeLog(tx, { idUsuario: user.id, acao: 'excluir_propria_conta' });
    return queued;
  });
  await runStorageDeletions(ctx, queued);
}
