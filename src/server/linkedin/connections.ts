import { and, eq } from 'drizzle-orm';
import { LINKEDIN_MESSAGES, type LinkedinStatus } from '../../shared/linkedin/schema';
import type { AppContext } from '../app-types';
import { linkedinContas } from '../db/schema';
import { AppError } from '../http/app-error';
import { writeLog } from '../logs/write-log';
import type { OAuthFlow, OAuthStates, StateOwner } from '../publishing/oauth-state';
import { callbackOwner } from '../publishing/session';
import type { TokenCipher } from '../publishing/token-cipher';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import { LinkedinApiError, type LinkedinClient, POST_PERMISSION } from './api-client';

/** "Conectar LinkedIn"'s state key, cookie and callback. */
export const LINKEDIN_OAUTH: OAuthFlow = {
  purpose: 'linkedin-oauth-state',
  cookie: 'carrossel_li_oauth',
  callbackPath: '/api/linkedin/callback',
  network: 'linkedin',
  returnPath: '/conta',
};

export type LinkedinConnectFailure = 'negado' | 'expirado' | 'falha' | 'sem_permissao';

export interface LinkedinDeps {
  client: LinkedinClient;
  cipher: TokenCipher;
  states: OAuthStates;
}

export class LinkedinReconnectNeeded extends Error {}

/**
 * A workspace's LinkedIn connection, as Instagram's (src/server/instagram/connections.ts): one per workspace,
 * the state bound to the session and to the workspace that started it, the token encrypted. `deps` is null when LINKEDIN_CLIENT_ID/SECRET are unset: every entry point then
 * answers that the feature is off. Members get no refresh token: the member connects again when it ends.
 */
export function createLinkedinConnections(ctx: AppContext, deps: LinkedinDeps | null) {
  const { db, config } = ctx;
  const redirectUri = `${config.APP_URL}${LINKEDIN_OAUTH.callbackPath}`;

  function requireDeps(): LinkedinDeps {
    if (!deps) throw new AppError('service_unavailable', LINKEDIN_MESSAGES.unavailable);
    return deps;
  }

  async function markNeedsReconnect(workspaceId: string, reason: string): Promise<void> {
    const changed = await db
      .update(linkedinContas)
      .set({ precisaReconectar: true, updatedAt: new Date() })
      .where(and(eq(linkedinContas.idWorkspace, workspaceId), eq(linkedinContas.precisaReconectar, false)))
      .returning({ connector: linkedinContas.idUsuario });
    if (changed[0]) {
      await writeLog(db, {
        idUsuario: changed[0].connector,
        acao: 'linkedin_reconectar',
        detalhes: { motivo: reason },
      });
    }
  }

  /** The stored token, or null when this server can no longer open it (JWT_SECRET changed): reconnect. */
  async function openToken(row: typeof linkedinContas.$inferSelect, cipher: TokenCipher) {
    try {
      return cipher.decrypt(row.tokenCifrado);
    } catch {
      await markNeedsReconnect(row.idWorkspace, 'chave de criptografia dos tokens trocada');
      return null;
    }
  }

  return {
    enabled: deps !== null,

    /** The active workspace's connection, as every member sees it. */
    async status(workspaceId: string): Promise<LinkedinStatus> {
      if (!deps) return { disponivel: false, conta: null };
      const [row] = await db.select().from(linkedinContas).where(eq(linkedinContas.idWorkspace, workspaceId));
      const unreadable = row && !row.precisaReconectar && (await openToken(row, deps.cipher)) === null;
      return {
        disponivel: true,
        conta: row
          ? {
              nome: row.nome,
              foto_url: row.fotoUrl,
              precisa_reconectar:
                unreadable || row.precisaReconectar || row.tokenExpiraEm.getTime() <= Date.now(),
              conectado_em: row.createdAt.toISOString(),
              expira_em: row.tokenExpiraEm.toISOString(),
            }
          : null,
      };
    },

    startConnect(owner: StateOwner): { url: string; nonce: string } {
      const { client, states } = requireDeps();
      const { state, nonce } = states.issue(owner);
      return { url: client.authorizeUrl({ state, redirectUri }), nonce };
    },

    /** The redirect back from LinkedIn; never throws for what LinkedIn or the browser sent. */
    async finishConnect(query: {
      code?: string;
      state?: string;
      error?: string;
      nonce?: string;
      ip: string;
      userAgent: string | null;
    }): Promise<{ ok: true } | { ok: false; reason: LinkedinConnectFailure }> {
      const { client, states, cipher } = requireDeps();
      const owner = await callbackOwner(ctx.pool, states, query);
      if (!owner) return { ok: false, reason: 'expirado' };
      // LinkedIn sends `unauthorized_scope_error` when the app lacks the product that grants the scope.
      if (query.error === 'unauthorized_scope_error') return { ok: false, reason: 'sem_permissao' };
      if (query.error || !query.code) return { ok: false, reason: 'negado' };
      try {
        const token = await client.exchangeCode({ code: query.code, redirectUri });
        if (token.scopes.length > 0 && !token.scopes.includes(POST_PERMISSION)) {
          return { ok: false, reason: 'sem_permissao' };
        }
        const member = await client.member(token.accessToken);
        const now = new Date();
        const values = {
          memberId: member.id,
          nome: member.name.slice(0, 200),
          fotoUrl: member.pictureUrl,
          tokenCifrado: cipher.encrypt(token.accessToken),
          tokenExpiraEm: new Date(now.getTime() + token.expiresInSeconds * 1000),
          precisaReconectar: false,
          updatedAt: now,
        };
        await db
          .insert(linkedinContas)
          .values({ idWorkspace: owner.workspaceId, idUsuario: owner.userId, ...values })
          .onConflictDoUpdate({
            target: linkedinContas.idWorkspace,
            set: { ...values, idUsuario: owner.userId },
          });
        await writeLog(db, {
          idUsuario: owner.userId,
          acao: 'linkedin_conectado',
          detalhes: { nome: values.nome },
          ip: query.ip,
          userAgent: query.userAgent,
        });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof LinkedinApiError)) throw error;
        ctx.logger.warn({ status: error.status, err: error.message }, 'linkedin: connection failed');
        return { ok: false, reason: 'falha' };
      }
    },

    async disconnect(user: WorkspaceActor, meta: { ip: string; userAgent: string | null }): Promise<void> {
      requireDeps();
      const removed = await db
        .delete(linkedinContas)
        .where(eq(linkedinContas.idWorkspace, user.workspaceId))
        .returning({ nome: linkedinContas.nome });
      if (removed[0]) {
        await writeLog(db, {
          idUsuario: user.id,
          acao: 'linkedin_desconectado',
          detalhes: { nome: removed[0].nome },
          ...meta,
        });
      }
    },

    /**
     * The workspace's member and a usable token, for publishing its posts (never another workspace's);
     * LinkedinReconnectNeeded when there is none to use.
     */
    async tokenFor(workspaceId: string): Promise<{ memberId: string; nome: string; token: string }> {
      const { cipher } = requireDeps();
      const [row] = await db.select().from(linkedinContas).where(eq(linkedinContas.idWorkspace, workspaceId));
      if (!row) throw new LinkedinReconnectNeeded(LINKEDIN_MESSAGES.notConnected);
      if (row.precisaReconectar || row.tokenExpiraEm.getTime() <= Date.now()) {
        throw new LinkedinReconnectNeeded(LINKEDIN_MESSAGES.reconnect);
      }
      const token = await openToken(row, cipher);
      if (token === null) throw new LinkedinReconnectNeeded(LINKEDIN_MESSAGES.reconnect);
      return { memberId: row.memberId, nome: row.nome, token };
    },

    markNeedsReconnect,
  };
}

export type LinkedinConnections = ReturnType<typeof createLinkedinConnections>;
