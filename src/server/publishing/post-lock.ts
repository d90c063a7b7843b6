import type pg from 'pg';

/** Another run holds the post's lock. */
export const LOCKED = Symbol('locked');

/**
 * `work` under one post's lock (a session advisory lock in the namespace of its network), shared by a post's
 * publisher, its dead letter, its checks and a user's retry: never two of them on one post at once. LOCKED
 * when another holds it.
 */
export function createPostLock(pool: pg.Pool, namespace: string) {
  return async function withPostLock<T>(postId: string, work: () => Promise<T>): Promise<T | typeof LOCKED> {
    const lock = await pool.connect();
    try {
      const { rows } = await lock.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext($1), hashtext($2)) as locked',
        [namespace, postId],
      );
      if (!rows[0]?.locked) return LOCKED;
      try {
        return await work();
      } finally {
        await lock.query('select pg_advisory_unlock(hashtext($1), hashtext($2))', [namespace, postId]);
      }
    } finally {
      lock.release();
    }
  };
}
