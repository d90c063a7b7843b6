import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { rateLimit } from '../http/rate-limit';
import { getRequestMeta, type RequestMeta } from '../logs/request-meta';
import { requireWorkspace } from '../workspaces/active-workspace';
import { type OAuthFlow, oauthCookie, readCookie, type StateOwner } from './oauth-state';
import { connectingOwner } from './session';

/** What a network's authorization window sends back (other parameters, e.g. error_description, are dropped). */
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** The connection half of one network's connections service. */
export interface NetworkConnections {
  /** The authorization window for the connection `owner` starts for their active workspace. */
  startConnect(owner: StateOwner): { url: string; nonce: string };
  finishConnect(
    query: z.infer<typeof callbackQuery> & { nonce?: string } & RequestMeta,
  ): Promise<{ ok: true } | { ok: false; reason: string }>;
}

/**
 * The options of a network's routes by the least role they take in the active workspace (docs/product-rules.md,
 * publishing): signed in, then a member of the workspace the request names (404 for anyone else).
 */
export const memberOf = {
  leitor: { onRequest: requireUser, preHandler: requireWorkspace('leitor') },
  editor: { onRequest: requireUser, preHandler: requireWorkspace('editor') },
  dono: { onRequest: requireUser, preHandler: requireWorkspace('dono') },
} as const;

/** The per-minute rate limit of a network's routes (off when RATE_LIMIT is not `on`). */
export function networkLimits(app: AppInstance) {
  return (max: number) => rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max, timeWindow: 60_000 });
}

/**
 * "Conectar <rede>", both halves alike for every network: registers the callback (the network sends the
 * browser there: no bearer token, the signed state and the nonce cookie say who it is and for which workspace)
 * and answers the handler of the declared `connect` endpoint, which the network registers behind
 * requireWorkspace('dono'): the connection belongs to the workspace active when it started.
 */
export function routeNetworkConnect(app: AppInstance, flow: OAuthFlow, connections: NetworkConnections) {
  const { network, returnPath } = flow;
  const secureCookie = app.ctx.config.APP_URL.startsWith('https://');

  app.get(
    flow.callbackPath,
    { schema: { querystring: callbackQuery }, config: networkLimits(app)(30) },
    async (request, reply) => {
      const { code, state, error } = request.query;
      const result = await connections.finishConnect({
        code,
        state,
        error,
        nonce: readCookie(request.headers.cookie, flow.cookie),
        ...getRequestMeta(request),
      });
      reply.header('set-cookie', oauthCookie(flow, '', secureCookie, 0));
      reply.header('cache-control', 'no-store');
      const target = result.ok
        ? `${returnPath}?${network}=conectado`
        : `${returnPath}?${network}=erro&motivo=${result.reason}`;
      return reply.redirect(target, 303);
    },
  );

  /** The authorization window's address; the nonce goes to the browser in the callback's cookie. */
  return async (request: FastifyRequest, reply: FastifyReply): Promise<{ url: string }> => {
    const { url, nonce } = connections.startConnect(connectingOwner(request));
    reply.header('set-cookie', oauthCookie(flow, nonce, secureCookie));
    return { url };
  };
}
