import { z } from 'zod';
import { LINKEDIN_ENDPOINTS } from '../../shared/linkedin/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { AppError } from '../http/app-error';
import { rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import { oauthCookie, readCookie } from '../publishing/oauth-state';
import { LINKEDIN_OAUTH, LINKEDIN_RETURN_PATH, type LinkedinConnections } from './connections';
import type { LinkedinPostsService } from './posts-service';

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** Connect, show and remove the LinkedIn member; publish, list and cancel a carousel's LinkedIn posts. */
export function linkedinRoutes(deps: { connections: LinkedinConnections; posts: LinkedinPostsService }) {
  const { connections, posts } = deps;
  return async (app: AppInstance): Promise<void> => {
    const limits = (max: number) =>
      rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max, timeWindow: 60_000 });
    const secureCookie = app.ctx.config.APP_URL.startsWith('https://');

    const endpoint = LINKEDIN_ENDPOINTS;
    const signedIn = { preHandler: requireUser };

    routeEndpoint(app, endpoint.status, signedIn, async (request) => connections.status(getUser(request)));

    routeEndpoint(app, endpoint.connect, { ...signedIn, config: limits(20) }, async (request, reply) => {
      const bearer = request.headers.authorization?.slice(7).trim() ?? '';
      const claims = await app.ctx.auth.signer.verify(bearer);
      if (!claims) throw new AppError('unauthorized', 'Sessão expirada. Faça login novamente.');
      const { url, nonce } = connections.startConnect(getUser(request), claims.sid);
      reply.header('set-cookie', oauthCookie(LINKEDIN_OAUTH, nonce, secureCookie));
      return { url };
    });

    // LinkedIn sends the browser here: no bearer token, the signed state and the cookie say who it is.
    app.get(
      LINKEDIN_OAUTH.callbackPath,
      { schema: { querystring: callbackQuery }, config: limits(30) },
      async (request, reply) => {
        const { code, state, error } = request.query;
        const result = await connections.finishConnect({
          code,
          state,
          error,
          nonce: readCookie(request.headers.cookie, LINKEDIN_OAUTH.cookie),
          ...getRequestMeta(request),
        });
        reply.header('set-cookie', oauthCookie(LINKEDIN_OAUTH, '', secureCookie, 0));
        reply.header('cache-control', 'no-store');
        const target = result.ok
          ? `${LINKEDIN_RETURN_PATH}?linkedin=conectado`
          : `${LINKEDIN_RETURN_PATH}?linkedin=erro&motivo=${result.reason}`;
        return reply.redirect(target, 303);
      },
    );

    routeEndpoint(app, endpoint.disconnect, signedIn, async (request, reply) => {
      await connections.disconnect(getUser(request), getRequestMeta(request));
      return reply.send();
    });

    routeEndpoint(app, endpoint.posts, signedIn, async (request) =>
      posts.list(getUser(request), request.params.id),
    );

    routeEndpoint(app, endpoint.publish, { ...signedIn, config: limits(30) }, async (request) =>
      posts.create(getUser(request), request.params.id, request.body, getRequestMeta(request)),
    );

    routeEndpoint(app, endpoint.cancel, { ...signedIn, config: limits(30) }, async (request) =>
      posts.cancel(getUser(request), request.params.id, getRequestMeta(request)),
    );
  };
}
