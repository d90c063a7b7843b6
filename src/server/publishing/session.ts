import type pg from 'pg';

/** Whether the session family that started a network connection is still signed in (and its user active). */
export async function sessionIsActive(pool: pg.Pool, userId: string, family: string): Promise<boolean> {
  const { rows } = await pool.query(
    `select 1 from auth_sessions s join profiles p on p.id = s.id_usuario
      where s.family_id = $2 and s.id_usuario = $1 and s.revoked_at is null and p.status = 'ativo' limit 1`,
    [userId, family],
  );
  return rows.length > 0;
}
