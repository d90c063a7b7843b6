import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  type ApiKeyList,
  type CreateApiKeyBody,
  type CreatedApiKey,
  MAX_ACTIVE_API_KEYS,
} from '../../shared/api-keys/schemas';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { chavesApi } from '../db/schema';
import { lockTransactionOn, withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';

/** Only this is stored: the key itself is shown once and never kept. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** `crs_live_` and 32 random bytes in base64url (256 bits: never guessed, never brute-forced). */
function newKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** A key's use is written at most once a minute: a busy integration does not write a row per request. */
const LAST_USE_RESOLUTION = "interval '1 minute'";

/** An account's API keys (docs/api.md): created and revoked only with a browser session, never with a key. */
export function createApiKeyService(ctx: Pick<AppContext, 'db' | 'pool'>) {
  const { db, pool } = ctx;
  return {
    async list(user: AuthUser): Promise<ApiKeyList> {
      const rows = await db
        .select()
        .from(chavesApi)
        .where(and(eq(chavesApi.idUsuario, user.id), isNull(chavesApi.revogadaEm)))
        .orderBy(desc(chavesApi.createdAt));
      return {
        itens: rows.map((row) => ({
          id: row.id,
          nome: row.nome,
          prefixo: row.prefixo,
          criado_em: row.createdAt.toISOString(),
          ultimo_uso_em: row.ultimoUsoEm?.toISOString() ?? null,
        })),
      };
    },

    /** Refused past MAX_ACTIVE_API_KEYS live keys; counted under a lock of the account's keys. */
    async create(user: AuthUser, body: CreateApiKeyBody, meta: RequestMeta): Promise<CreatedApiKey> {
      const chave = newKey();
      const prefixo = chave.slice(0, API_KEY_PREFIX.length + API_KEY_SHOWN_CHARS);
      return withTransaction(pool, async ({ db: tx, client }) => {
        // One account's creations run one at a time, so two at once cannot both pass the count.
        await lockTransactionOn(client, `api-keys:${user.id}`);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(chavesApi)
          .where(and(eq(chavesApi.idUsuario, user.id), isNull(chavesApi.revogadaEm)));
        if ((count?.n ?? 0) >= MAX_ACTIVE_API_KEYS) throw new AppError('conflict', API_KEY_MESSAGES.tooMany);
        const [row] = await tx
          .insert(chavesApi)
          .values({ idUsuario: user.id, nome: body.nome, prefixo, hashChave: hashApiKey(chave) })
          .returning({ id: chavesApi.id, nome: chavesApi.nome });
        if (!row) throw new Error('insert returned no row');
        await writeLog(tx, {
          idUsuario: user.id,
          acao: 'criar_chave_api',
          detalhes: { chave: row.id, nome: row.nome, prefixo },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        return { id: row.id, nome: row.nome, prefixo, chave };
      });
    },

    /** Revoked at once: the next request with the key finds it revoked (keys are read on every request). */
    async revoke(user: AuthUser, id: string, meta: RequestMeta): Promise<void> {
      await withTransaction(pool, async ({ db: tx }) => {
        const [row] = await tx
          .update(chavesApi)
          .set({ revogadaEm: new Date() })
          .where(and(eq(chavesApi.id, id), eq(chavesApi.idUsuario, user.id), isNull(chavesApi.revogadaEm)))
          .returning({ id: chavesApi.id, prefixo: chavesApi.prefixo });
        if (!row) throw new AppError('not_found', API_KEY_MESSAGES.notFound);
        await writeLog(tx, {
          idUsuario: user.id,
          acao: 'revogar_chave_api',
          detalhes: { chave: row.id, prefixo: row.prefixo },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
    },

    /**
     * The account behind a live key, or null for an unknown or revoked one. The account acts as a plain user
     * (never an administrator, whatever its role); a blocked account answers 403 like its sessions do.
     */
    async authenticate(key: string): Promise<{ user: AuthUser; keyId: string } | null> {
      if (!key.startsWith(API_KEY_PREFIX)) return null;
      const { rows } = await pool.query<{
        key_id: string;
        id: string;
        nome: string;
        email: string;
        status: AuthUser['status'];
      }>(
        `with used as (
           update chaves_api set ultimo_uso_em = now()
            where hash_chave = $1 and revogada_em is null
              and (ultimo_uso_em is null or ultimo_uso_em < now() - ${LAST_USE_RESOLUTION})
         )
         select k.id as key_id, p.id, p.nome, p.email, p.status
           from chaves_api k join profiles p on p.id = k.id_usuario
          where k.hash_chave = $1 and k.revogada_em is null`,
        [hashApiKey(key)],
      );
      const row = rows[0];
      if (!row) return null;
      // A blocked account is told so (403) by the caller; a pending or deleted one has no keys that work.
      if (row.status !== 'ativo' && row.status !== 'bloqueado') return null;
      return { user: toUser(row), keyId: row.key_id };
    },
  };
}

function toUser(row: { id: string; nome: string; email: string; status: AuthUser['status'] }): AuthUser {
  return { id: row.id, nome: row.nome, email: row.email, tipo: 'cliente', status: row.status };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
