import { z } from 'zod';
import { INSTAGRAM_ENDPOINTS } from '../../shared/instagram/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { AppError } from '../http/app-error';
import { rateLimit } from '../http/rate-limit';
import { secretParams } from '../http/secret-params';
import { getRequestMeta } from '../logs/request-meta';
import { oauthCookie, readCookie } from '../publishing/oauth-state';
import { INSTAGRAM_OAUTH, INSTAGRAM_RETURN_PATH, type InstagramConnections } from './connections';
import type { InsightsChartService } from './insights-chart';
import { MEDIA_ROUTE_PREFIX } from './media-urls';
import type { InstagramPostsService } from './posts-service';
import type { SlideFiles } from './slide-files';

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** Connect, show and remove the Instagram account; publish, list and cancel a carousel's posts; the 30-day chart. */
export function instagramRoutes(deps: {
  connections: InstagramConnections;
  posts: InstagramPostsService;
  slides: SlideFiles;
  chart: InsightsChartService;
}) {
  const { connections, posts, slides, chart } = deps;
  return async (app: AppInstance): Promise<void> => {
    const limits = (max: number) =>
      rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max, timeWindow: 60_000 });
    const secureCookie = app.ctx.config.APP_URL.startsWith('https://');

    const endpoint = INSTAGRAM_ENDPOINTS;
    const signedIn = { preHandler: requireUser };

    routeEndpoint(app, endpoint.insightsChart, signedIn, async (request) =>
      chart.lastDays(getUser(request).id),
    );

    routeEndpoint(app, endpoint.status, signedIn, async (request) => connections.status(getUser(request)));

    routeEndpoint(app, endpoint.connect, { ...signedIn, config: limits(20) }, async (request, reply) => {
      const bearer = request.headers.authorization?.slice(7).trim() ?? '';
      const claims = await app.ctx.auth.signer.verify(bearer);
      if (!claims) throw new AppError('unauthorized', 'Sessão expirada. Faça login novamente.');
      const { url, nonce } = connections.startConnect(getUser(request), claims.sid);
      reply.header('set-cookie', oauthCookie(INSTAGRAM_OAUTH, nonce, secureCookie));
      return { url };
    });

    // Instagram sends the browser here: no bearer token, the signed state and the cookie say who it is.
    app.get(
      INSTAGRAM_OAUTH.callbackPath,
      { schema: { querystring: callbackQuery }, config: limits(30) },
      async (request, reply) => {
        const meta = getRequestMeta(request);
        const result = await connections.finishConnect({
          ...request.query,
          nonce: readCookie(request.headers.cookie, INSTAGRAM_OAUTH.cookie),
          ...meta,
        });
        reply.header('set-cookie', oauthCookie(INSTAGRAM_OAUTH, '', secureCookie, 0));
        reply.header('cache-control', 'no-store');
        const target = result.ok
          ? `${INSTAGRAM_RETURN_PATH}?instagram=conectado`
          : `${INSTAGRAM_RETURN_PATH}?instagram=erro&motivo=${result.reason}`;
        return reply.redirect(target, 303);
      },
    );

    routeEndpoint(app, endpoint.disconnect, signedIn, async (request, reply) => {
      await connections.disconnect(getUser(request), getRequestMeta(request));
      return reply.send();
    });

    // The slide files Instagram downloads while it creates the containers (local storage only).
    app.get(`${MEDIA_ROUTE_PREFIX}:token`, { config: secretParams('token') }, async (request, reply) => {
      const { token } = request.params as { token: string };
      const bytes = await slides.read(token);
      if (!bytes) throw new AppError('not_found', 'Imagem não encontrada ou link expirado.');
      reply.header('content-type', 'image/jpeg');
      reply.header('cache-control', 'private, no-store');
      return reply.send(Buffer.from(bytes));
    });

    routeEndpoint(app, endpoint.posts, signedIn, async (request) =>
      posts.list(getUser(request), request.params.id),
    );

    routeEndpoint(app, endpoint.publish, { ...signedIn, config: limits(30) }, async (request) =>
      posts.create(getUser(request), request.params.id, request.body, getRequestMeta(request)),
    );

    routeEndpoint(app, endpoint.insights, { ...signedIn, config: limits(20) }, async (request) =>
      posts.refreshInsights(getUser(request), request.params.id),
    );

    routeEndpoint(app, endpoint.cancel, { ...signedIn, config: limits(30) }, async (request) =>
      posts.cancel(getUser(request), request.params.id, getRequestMeta(request)),
    );
  };
}
