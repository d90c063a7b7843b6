import type pg from 'pg';
import { IDEMPOTENCY_KEY_HOURS } from '../../shared/idempotency';
import type { IdempotencyClaim } from '../db/idempotency-claim';

export interface StoredAnswer {
  requestHash: string;
  /** Null while the request holding the key has committed its effect but not yet stored its answer. */
  status: number | null;
  body: string | null;
}

/** The keys' table (chaves_idempotencia): read, answer stored, expired keys removed. */
export function createIdempotencyStore(pool: pg.Pool) {
  return {
    /** The live key's answer; a key older than 24 hours is forgotten here, so the key can be used again. */
    async find(ownerId: string, key: string): Promise<StoredAnswer | null> {
      const { rows } = await pool.query<{
        hash_requisicao: string;
        status_resposta: number | null;
        corpo_resposta: string | null;
        expired: boolean;
      }>(
        `select hash_requisicao, status_resposta, corpo_resposta,
                created_at < now() - make_interval(hours => $3) as expired
           from chaves_idempotencia where id_usuario = $1 and chave = $2`,
        [ownerId, key, IDEMPOTENCY_KEY_HOURS],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.expired) {
        await pool.query(
          `delete from chaves_idempotencia
            where id_usuario = $1 and chave = $2 and created_at < now() - make_interval(hours => $3)`,
          [ownerId, key, IDEMPOTENCY_KEY_HOURS],
        );
        return null;
      }
      return { requestHash: row.hash_requisicao, status: row.status_resposta, body: row.corpo_resposta };
    },

    /** The answer of the request holding the key; `insert` when no transaction of the request wrote it. */
    async saveAnswer(
      claim: IdempotencyClaim,
      answer: { status: number; body: string },
      insert: boolean,
    ): Promise<void> {
      const values = [claim.ownerId, claim.key, claim.requestHash, answer.status, answer.body];
      await pool.query(
        insert
          ? `insert into chaves_idempotencia (id_usuario, chave, hash_requisicao, status_resposta, corpo_resposta)
             values ($1, $2, $3, $4, $5) on conflict (id_usuario, chave) do nothing`
          : `update chaves_idempotencia set status_resposta = $4, corpo_resposta = $5
              where id_usuario = $1 and chave = $2 and hash_requisicao = $3 and status_resposta is null`,
        values,
      );
    },

    /** The hourly sweep: keys past their 24 hours. */
    async deleteExpired(): Promise<number> {
      const { rowCount } = await pool.query(
        `delete from chaves_idempotencia where created_at < now() - make_interval(hours => $1)`,
        [IDEMPOTENCY_KEY_HOURS],
      );
      return rowCount ?? 0;
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
