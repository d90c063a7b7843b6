import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { authTokens } from '../db/schema';

/** A new password spends every reset link still open: they were asked for under the old one. */
export async function spendResetLinks(tx: DbExecutor, userId: string): Promise<void> {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.idUsuario, userId),
        eq(authTokens.purpose, 'reset_password'),
        isNull(authTokens.usedAt),
      ),
    );
}
