import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { rateLimit } from '../http/rate-limit';
import { getRequestMeta, type RequestMeta } from '../logs/request-meta';
import { type OAuthFlow, oauthCookie, readCookie } from './oauth-state';
import { connectingSession } from './session';

/** What a network's authorization window sends back (other parameters, e.g. error_description, are dropped). */
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** The connection half of one network's connections service. */
export interface NetworkConnections {
  startConnect(user: AuthUser, sessionFamily: string): { url: string; nonce: string };
  finishConnect(
    query: z.infer<typeof callbackQuery> & { nonce?: string } & RequestMeta,
  ): Promise<{ ok: true } | { ok: false; reason: string }>;
}

/** The per-minute rate limit of a network's routes (off when RATE_LIMIT is not `on`). */
export function networkLimits(app: AppInstance) {
  return (max: number) => rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max, timeWindow: 60_000 });
}

/**
 * "Conectar <rede>", both halves alike for every network: registers the callback (the network sends the
 * browser there: no bearer token, the signed state and the nonce cookie say who it is) and answers the
 * handler of the declared `connect` endpoint, which the network registers with its route options.
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
    const { user, sessionFamily } = connectingSession(request);
    const { url, nonce } = connections.startConnect(user, sessionFamily);
    reply.header('set-cookie', oauthCookie(flow, nonce, secureCookie));
    return { url };
  };
}
