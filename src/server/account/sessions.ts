import type pg from 'pg';
import type { AccountSession } from '../../shared/account/schemas';
import { describeDevice } from './describe-device';

interface SessionRow {
  id: string;
  criada_em: Date;
  visto_em: Date;
  ip: string | null;
  user_agent: string | null;
}

/**
 * The user's signed-in devices: one per session family still holding a usable refresh token (not revoked, not
 * rotated, not expired). A family is born at sign-in and adds a row at each renewal (about hourly while used), so
 * its first row says when the person signed in and its last one when the device was last seen, and from where.
 * This device first, then the most recently seen.
 */
export async function listActiveSessions(
  db: pg.Pool | pg.PoolClient,
  userId: string,
  currentFamilyId: string,
): Promise<AccountSession[]> {
  const { rows } = await db.query<SessionRow>(
    `select family_id as id,
            min(created_at) as criada_em,
            max(created_at) as visto_em,
            (array_agg(ip order by created_at desc))[1] as ip,
            (array_agg(user_agent order by created_at desc))[1] as user_agent
       from auth_sessions
      where id_usuario = $1
      group by family_id
     having bool_or(revoked_at is null and rotated_at is null and expires_at > now())
      order by max(created_at) desc`,
    [userId],
  );
  return rows
    .map((row) => ({
      id: row.id,
      dispositivo: describeDevice(row.user_agent),
      ip: row.ip,
      criada_em: row.criada_em.toISOString(),
      visto_em: row.visto_em.toISOString(),
      atual: row.id === currentFamilyId,
    }))
    .sort((a, b) => Number(b.atual) - Number(a.atual));
}
