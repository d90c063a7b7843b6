import { and, eq, lt } from 'drizzle-orm';
import { INSTAGRAM_MESSAGES, type InstagramStatus } from '../../shared/instagram/schema';
import type { AppContext } from '../app-types';
import { instagramContas } from '../db/schema';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import type { OAuthFlow, OAuthStates, StateOwner } from '../publishing/oauth-state';
import { callbackOwner } from '../publishing/session';
import type { TokenCipher } from '../publishing/token-cipher';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import { GraphApiError, type GraphClient, PUBLISH_PERMISSION } from './graph-client';
import { classifyGraphError } from './graph-errors';
import { publicMediaProblem } from './media-urls';

/** Instagram allows refreshing a long-lived token once it is a day old; we do it in its last 10 days. */
const REFRESH_WHEN_LEFT_MS = 10 * 24 * 3600 * 1000;
const REFRESH_MIN_AGE_MS = 24 * 3600 * 1000;

/** "Conectar Instagram"'s state key, cookie and callback. */
export const INSTAGRAM_OAUTH: OAuthFlow = {
  purpose: 'instagram-oauth-state',
  cookie: 'carrossel_ig_oauth',
  callbackPath: '/api/instagram/callback',
  network: 'instagram',
  returnPath: '/conta',
};

export type ConnectFailure = 'negado' | 'expirado' | 'falha' | 'sem_permissao';

export interface InstagramDeps {
  graph: GraphClient;
  cipher: TokenCipher;
  states: OAuthStates;
}

export class ReconnectNeeded extends Error {}

/**
 * A workspace's Instagram connection (one per workspace, docs/decisions/0024): start and finish the
 * authorization (bound to the workspace that started it by the signed state), show and remove it, hand the
 * publish job the token of its post's workspace, refresh tokens before they expire. `deps` is null when INSTAGRAM_APP_ID/SECRET are unset: every
 * entry point then answers that the feature is off.
 */
export function createInstagramConnections(ctx: AppContext, deps: InstagramDeps | null) {
  const { db, config } = ctx;
  const redirectUri = `${config.APP_URL}${INSTAGRAM_OAUTH.callbackPath}`;

  function requireDeps(): InstagramDeps {
    if (!deps) throw new AppError('service_unavailable', INSTAGRAM_MESSAGES.unavailable);
    return deps;
  }

  const mediaWarning = publicMediaProblem(config);

  /**
   * The stored token, or null when this server's INSTAGRAM_TOKEN_KEY cannot open it (the key was changed):
   * the account is then marked to reconnect, as the README promises.
   */
  async function openToken(row: typeof instagramContas.$inferSelect, cipher: TokenCipher) {
    try {
      return cipher.decrypt(row.tokenCifrado);
    } catch {
      await markNeedsReconnect(row.idWorkspace, 'chave de criptografia dos tokens trocada');
      return null;
    }
  }

  /** Instagram refused the token (or this server can no longer read it): the screens ask to connect again. */
  async function markNeedsReconnect(workspaceId: string, reason: string): Promise<void> {
    const changed = await db
      .update(instagramContas)
      .set({ precisaReconectar: true, updatedAt: new Date() })
      .where(and(eq(instagramContas.idWorkspace, workspaceId), eq(instagramContas.precisaReconectar, false)))
      .returning({ connector: instagramContas.idUsuario });
    if (changed[0]) {
      await writeLog(db, {
        idUsuario: changed[0].connector,
        acao: 'instagram_reconectar',
        detalhes: { motivo: reason },
      });
    }
  }

  return {
    enabled: deps !== null,

    /** The active workspace's connection, as every member sees it. */
    async status(workspaceId: string): Promise<InstagramStatus> {
      if (!deps) return { disponivel: false, conta: null, aviso_midia: null };
      const [row] = await db
        .select()
        .from(instagramContas)
        .where(eq(instagramContas.idWorkspace, workspaceId));
      const unreadable = row && !row.precisaReconectar && (await openToken(row, deps.cipher)) === null;
      return {
        disponivel: true,
        conta: row
          ? {
              username: row.username,
              foto_url: row.fotoUrl,
              precisa_reconectar:
                unreadable || row.precisaReconectar || row.tokenExpiraEm.getTime() <= Date.now(),
              conectado_em: row.createdAt.toISOString(),
            }
          : null,
        aviso_midia: mediaWarning,
      };
    },

    /** The authorization window's URL, and the nonce the browser keeps in the callback's cookie. */
    startConnect(owner: StateOwner): { url: string; nonce: string } {
      const { graph, states } = requireDeps();
      const { state, nonce } = states.issue(owner);
      return { url: graph.authorizeUrl({ state, redirectUri }), nonce };
    },

    /**
     * The redirect back from Instagram. Answers where to send the browser; never throws for what Instagram or
     * the browser sent (a refused authorization, a stale or forged state): those are reasons on the page.
     */
    async finishConnect(
      query: {
        code?: string;
        state?: string;
        error?: string;
        nonce?: string;
      } & RequestMeta,
    ): Promise<{ ok: true } | { ok: false; reason: ConnectFailure }> {
      const { graph, states, cipher } = requireDeps();
      const owner = await callbackOwner(ctx.pool, states, query);
      if (!owner) return { ok: false, reason: 'expirado' };
      if (query.error || !query.code) return { ok: false, reason: 'negado' };
      try {
        // Meta appends `#_` to the redirect; a code copied with it still works.
        const code = query.code.replace(/#_$/, '');
        const short = await graph.exchangeCode({ code, redirectUri });
        // The person may untick a permission in Instagram's window: without publishing there is nothing to do.
        if (short.permissions && !short.permissions.includes(PUBLISH_PERMISSION)) {
          return { ok: false, reason: 'sem_permissao' };
        }
        const long = await graph.exchangeLongLived(short.accessToken);
        const profile = await graph.me(long.accessToken);
        const now = new Date();
        const values = {
          igUserId: profile.userId,
          username: profile.username,
          fotoUrl: profile.pictureUrl,
          tokenCifrado: cipher.encrypt(long.accessToken),
          tokenObtidoEm: now,
          tokenExpiraEm: new Date(now.getTime() + long.expiresInSeconds * 1000),
          precisaReconectar: false,
          updatedAt: now,
        };
        await db
          .insert(instagramContas)
          .values({ idWorkspace: owner.workspaceId, idUsuario: owner.userId, ...values })
          .onConflictDoUpdate({
            target: instagramContas.idWorkspace,
            set: { ...values, idUsuario: owner.userId },
          });
        await writeLog(db, {
          idUsuario: owner.userId,
          acao: 'instagram_conectado',
          detalhes: { username: profile.username },
          ip: query.ip,
          userAgent: query.userAgent,
        });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof GraphApiError)) throw error;
        ctx.logger.warn({ err: error.message, details: error.details }, 'instagram: connection failed');
        return { ok: false, reason: 'falha' };
      }
    },

    async disconnect(user: WorkspaceActor, meta: RequestMeta): Promise<void> {
      requireDeps();
      const removed = await db
        .delete(instagramContas)
        .where(eq(instagramContas.idWorkspace, user.workspaceId))
        .returning({ username: instagramContas.username });
      if (removed[0]) {
        await writeLog(db, {
          idUsuario: user.id,
          acao: 'instagram_desconectado',
          detalhes: { username: removed[0].username },
          ...meta,
        });
      }
    },

    /**
     * The workspace's account and a usable token, for publishing its posts (never another workspace's);
     * ReconnectNeeded when there is none to use.
     */
    async tokenFor(workspaceId: string): Promise<{ igUserId: string; username: string; token: string }> {
      const { cipher } = requireDeps();
      const [row] = await db
        .select()
        .from(instagramContas)
        .where(eq(instagramContas.idWorkspace, workspaceId));
      if (!row) throw new ReconnectNeeded(INSTAGRAM_MESSAGES.notConnected);
      if (row.precisaReconectar || row.tokenExpiraEm.getTime() <= Date.now()) {
        throw new ReconnectNeeded(INSTAGRAM_MESSAGES.reconnect);
      }
      const token = await openToken(row, cipher);
      if (token === null) throw new ReconnectNeeded(INSTAGRAM_MESSAGES.reconnect);
      return { igUserId: row.igUserId, username: row.username, token };
    },

    markNeedsReconnect,

    /** The scheduled refresh: every token in its last days gets a new 60-day life. Returns how many. */
    async refreshDueTokens(now = new Date()): Promise<number> {
      if (!deps) return 0;
      const due = await db
        .select()
        .from(instagramContas)
        .where(
          and(
            eq(instagramContas.precisaReconectar, false),
            lt(instagramContas.tokenExpiraEm, new Date(now.getTime() + REFRESH_WHEN_LEFT_MS)),
            lt(instagramContas.tokenObtidoEm, new Date(now.getTime() - REFRESH_MIN_AGE_MS)),
          ),
        );
      let refreshed = 0;
      for (const row of due) {
        if (row.tokenExpiraEm.getTime() <= now.getTime()) {
          await markNeedsReconnect(row.idWorkspace, 'token expirado');
          continue;
        }
        const token = await openToken(row, deps.cipher);
        if (token === null) continue;
        try {
          const next = await deps.graph.refresh(token);
          await db
            .update(instagramContas)
            .set({
              tokenCifrado: deps.cipher.encrypt(next.accessToken),
              tokenObtidoEm: now,
              tokenExpiraEm: new Date(now.getTime() + next.expiresInSeconds * 1000),
              updatedAt: now,
            })
            .where(eq(instagramContas.idWorkspace, row.idWorkspace));
          await writeLog(db, {
            idUsuario: row.idUsuario,
            acao: 'instagram_token_renovado',
            detalhes: { username: row.username },
          });
          refreshed++;
        } catch (error) {
          if (error instanceof GraphApiError && classifyGraphError(error).kind === 'reconnect') {
            await markNeedsReconnect(row.idWorkspace, 'token recusado na renovação');
          } else {
            // Anything else (Instagram down): the next run tries again, days before the token ends.
            ctx.logger.warn(
              { err: (error as Error).message, workspaceId: row.idWorkspace },
              'instagram: token refresh failed',
            );
          }
        }
      }
      return refreshed;
    },
  };
}

export type InstagramConnections = ReturnType<typeof createInstagramConnections>;
