import { and, eq, ne, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../shared/admin/messages';
import type { DbExecutor } from '../db/client';
import { profiles } from '../db/schema';
import { AppError } from '../http/app-error';

/** Arbitrary constant: every change that can take an admin out of the roster holds it until commit. */
const ADMIN_ROSTER_LOCK = 7_240_320;

/**
 * Serialises changes that may remove an active admin (block, demote, delete), so two admins removing each
 * other at the same moment cannot both pass the check below and leave nobody able to administer.
 */
export async function lockAdminRoster(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_ROSTER_LOCK})`);
}

/** Throws unless another active admin remains besides `userId`. Call it under lockAdminRoster. */
export async function requireAnotherActiveAdmin(tx: DbExecutor, userId: string): Promise<void> {
  const [other] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tipo, 'admin'), eq(profiles.status, 'ativo'), ne(profiles.id, userId)))
    .limit(1);
  if (!other) throw new AppError('conflict', ADMIN_MESSAGES.lastAdmin);
}

/** True when the change takes an active admin out of the active-admin roster. */
export function isLeavingAdminRoster(
  current: { tipo: string; status: string },
  next: { tipo: string; status: string },
): boolean {
  const wasActiveAdmin = current.tipo === 'admin' && current.status === 'ativo';
  const staysActiveAdmin = next.tipo === 'admin' && next.status === 'ativo';
  return wasActiveAdmin && !staysActiveAdmin;
}
