import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { authSessions } from '../db/schema';
import { type NotifyExecutor, publishUserEvent } from '../user-events/publish-user-event';
import { forgetStanding } from './standing-cache';

export interface RevokeScope {
  userId: string;
  /** Only this session family (a sign-out); every family of the user when absent. */
  familyId?: string;
  /** Every family but this one (a password change keeps the device that made it signed in). */
  exceptFamilyId?: string;
}

/**
 * The one way sessions end early (docs/decisions/0002). It marks the families revoked, which the guards read on
 * every request, and announces a `session` event in the same transaction, on which every node re-checks the
 * user's open event streams at once (and any per-node cache of sessions must be dropped). Call it inside the
 * transaction that makes the change, with its executor and raw client.
 */
export async function revokeSessions(
  tx: DbExecutor,
  notify: NotifyExecutor,
  scope: RevokeScope,
): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.idUsuario, scope.userId),
        isNull(authSessions.revokedAt),
        scope.familyId ? eq(authSessions.familyId, scope.familyId) : undefined,
        scope.exceptFamilyId ? ne(authSessions.familyId, scope.exceptFamilyId) : undefined,
      ),
    );
  await announceSessionChange(notify, scope.userId);
}

/**
 * Tells every node that this user's standing changed (blocked, deleted, made pendente, sessions revoked): open
 * streams re-check their session and close if it no longer holds. Delivered at commit, dropped on rollback.
 */
export async function announceSessionChange(notify: NotifyExecutor, userId: string): Promise<void> {
  // This node forgets the user's active sessions now; the others within a second (standing-cache.ts).
  forgetStanding(userId);
  await publishUserEvent(notify, userId, { type: 'session' });
}
