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
import type { WorkspaceRole } from '../../shared/workspaces/roles';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { chavesApi, profiles } from '../db/schema';
import { lockTransactionOn, withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import type { ActiveWorkspace, WorkspaceActor } from '../workspaces/active-workspace';

/** Only this is stored: the key itself is shown once and never kept. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** `crs_live_` and 32 random bytes in base64url (256 bits: never guessed, never brute-forced). */
function newKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** A key's use is written at most once a minute: a busy integration does not write a row per request. */
const LAST_USE_RESOLUTION = "interval '1 minute'";

/**
 * What a key presented on /api/v1 or /mcp turned out to be: the member who created it acting in the key's
 * workspace, or why it does not work (docs/workspaces.md, "Chaves de API e webhooks").
 */
export type KeyStanding =
  | { kind: 'ok'; user: AuthUser; keyId: string; workspace: ActiveWorkspace }
  /** Unknown, revoked, or its account is pending or deleted. */
  | { kind: 'invalid' }
  | { kind: 'blocked' }
  /** Its creator is no longer a member of the key's workspace. */
  | { kind: 'creator_left' }
  /** Its creator is a leitor there now. */
  | { kind: 'creator_reader' };

/**
 * The highest role a key acts with: it creates and reads carousels and spends credits, never manages a
 * workspace, even when an owner created it.
 */
const KEY_ROLE: WorkspaceRole = 'editor';

/**
 * A workspace's API keys (docs/api.md): created and revoked only with a browser session by the workspace's
 * owner, never with a key; each acts in its workspace.
 */
export function createApiKeyService(ctx: Pick<AppContext, 'db' | 'pool'>) {
  const { db, pool } = ctx;
  return {
    /** The active workspace's live keys, newest first, each with the member who created it. */
    async list(actor: WorkspaceActor): Promise<ApiKeyList> {
      const rows = await db
        .select({ key: chavesApi, criadaPor: profiles.nome })
        .from(chavesApi)
        .innerJoin(profiles, eq(profiles.id, chavesApi.idUsuario))
        .where(and(eq(chavesApi.idWorkspace, actor.workspaceId), isNull(chavesApi.revogadaEm)))
        .orderBy(desc(chavesApi.createdAt));
      return {
        itens: rows.map(({ key, criadaPor }) => ({
          id: key.id,
          nome: key.nome,
          prefixo: key.prefixo,
          criado_em: key.createdAt.toISOString(),
          ultimo_uso_em: key.ultimoUsoEm?.toISOString() ?? null,
          criada_por: criadaPor,
        })),
      };
    },

    /** Refused past MAX_ACTIVE_API_KEYS live keys in the workspace; counted under a lock of its keys. */
    async create(actor: WorkspaceActor, body: CreateApiKeyBody, meta: RequestMeta): Promise<CreatedApiKey> {
      const chave = newKey();
      const prefixo = chave.slice(0, API_KEY_PREFIX.length + API_KEY_SHOWN_CHARS);
      return withTransaction(pool, async ({ db: tx, client }) => {
        // One workspace's creations run one at a time, so two at once cannot both pass the count.
        await lockTransactionOn(client, `api-keys:${actor.workspaceId}`);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(chavesApi)
          .where(and(eq(chavesApi.idWorkspace, actor.workspaceId), isNull(chavesApi.revogadaEm)));
        if ((count?.n ?? 0) >= MAX_ACTIVE_API_KEYS) throw new AppError('conflict', API_KEY_MESSAGES.tooMany);
        const [row] = await tx
          .insert(chavesApi)
          .values({
            idUsuario: actor.id,
            idWorkspace: actor.workspaceId,
            nome: body.nome,
            prefixo,
            hashChave: hashApiKey(chave),
          })
          .returning({ id: chavesApi.id, nome: chavesApi.nome });
        if (!row) throw new Error('insert returned no row');
        await writeLog(tx, {
          idUsuario: actor.id,
          acao: 'criar_chave_api',
          detalhes: { chave: row.id, nome: row.nome, prefixo, workspace: actor.workspaceId },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        return { id: row.id, nome: row.nome, prefixo, chave };
      });
    },

    /**
     * Revoked at once: the next request with the key finds it revoked (keys are read on every request). Any
     * live key of the active workspace, whoever created it; another workspace's answers 404.
     */
    async revoke(actor: WorkspaceActor, id: string, meta: RequestMeta): Promise<void> {
      await withTransaction(pool, async ({ db: tx }) => {
        const [row] = await tx
          .update(chavesApi)
          .set({ revogadaEm: new Date() })
          .where(
            and(
              eq(chavesApi.id, id),
              eq(chavesApi.idWorkspace, actor.workspaceId),
              isNull(chavesApi.revogadaEm),
            ),
          )
          .returning({ id: chavesApi.id, prefixo: chavesApi.prefixo });
        if (!row) throw new AppError('not_found', API_KEY_MESSAGES.notFound);
        await writeLog(tx, {
          idUsuario: actor.id,
          acao: 'revogar_chave_api',
          detalhes: { chave: row.id, prefixo: row.prefixo, workspace: actor.workspaceId },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
    },

    /**
     * Who a key acts as, read fresh on every request (no cache: a revocation, a removal or a role change is
     * seen by the next request): its creator (as a plain user, never an administrator, whatever their role), in
     * the key's workspace with an editor's rights, while the creator is still an editor or the owner there.
     */
    async authenticate(key: string): Promise<KeyStanding> {
      if (!key.startsWith(API_KEY_PREFIX)) return { kind: 'invalid' };
      const { rows } = await pool.query<{
        key_id: string;
        id: string;
        nome: string;
        email: string;
        status: AuthUser['status'];
        workspace_id: string;
        workspace_nome: string;
        pessoal: boolean;
        papel: WorkspaceRole | null;
      }>(
        `with used as (
           update chaves_api set ultimo_uso_em = now()
            where hash_chave = $1 and revogada_em is null
              and (ultimo_uso_em is null or ultimo_uso_em < now() - ${LAST_USE_RESOLUTION})
         )
         select k.id as key_id, p.id, p.nome, p.email, p.status,
                w.id as workspace_id, w.nome as workspace_nome, w.id_usuario_pessoal is not null as pessoal,
                m.papel
           from chaves_api k
           join profiles p on p.id = k.id_usuario
           join workspaces w on w.id = k.id_workspace
           left join workspace_membros m on m.id_workspace = k.id_workspace and m.id_usuario = k.id_usuario
          where k.hash_chave = $1 and k.revogada_em is null`,
        [hashApiKey(key)],
      );
      const row = rows[0];
      // A pending or deleted account has no keys that work.
      if (!row || (row.status !== 'ativo' && row.status !== 'bloqueado')) return { kind: 'invalid' };
      // A blocked account is told so (403) like its sessions are.
      if (row.status === 'bloqueado') return { kind: 'blocked' };
      if (row.papel === null) return { kind: 'creator_left' };
      if (row.papel === 'leitor') return { kind: 'creator_reader' };
      return {
        kind: 'ok',
        user: toUser(row),
        keyId: row.key_id,
        workspace: { id: row.workspace_id, nome: row.workspace_nome, papel: KEY_ROLE, pessoal: row.pessoal },
      };
    },
  };
}

function toUser(row: { id: string; nome: string; email: string; status: AuthUser['status'] }): AuthUser {
  return { id: row.id, nome: row.nome, email: row.email, tipo: 'cliente', status: row.status };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
