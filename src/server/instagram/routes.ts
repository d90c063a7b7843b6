import { INSTAGRAM_ENDPOINTS } from '../../shared/instagram/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { AppError } from '../http/app-error';
import { secretParams } from '../http/secret-params';
import { getRequestMeta } from '../logs/request-meta';
import { networkLimits, routeNetworkConnect } from '../publishing/connect-routes';
import { INSTAGRAM_OAUTH, type InstagramConnections } from './connections';
import type { InsightsChartService } from './insights-chart';
import { MEDIA_ROUTE_PREFIX } from './media-urls';
import type { InstagramPostsService } from './posts-service';
import type { SlideFiles } from './slide-files';

/** Connect, show and remove the Instagram account; publish, list and cancel a carousel's posts; the 30-day chart. */
export function instagramRoutes(deps: {
  connections: InstagramConnections;
  posts: InstagramPostsService;
  slides: SlideFiles;
  chart: InsightsChartService;
}) {
  const { connections, posts, slides, chart } = deps;
  return async (app: AppInstance): Promise<void> => {
    const limits = networkLimits(app);

    const endpoint = INSTAGRAM_ENDPOINTS;
    const signedIn = { preHandler: requireUser };

    routeEndpoint(app, endpoint.insightsChart, signedIn, async (request) =>
      chart.lastDays(getUser(request).id),
    );

    routeEndpoint(app, endpoint.status, signedIn, async (request) => connections.status(getUser(request)));

    const startConnect = routeNetworkConnect(app, INSTAGRAM_OAUTH, connections);
    routeEndpoint(app, endpoint.connect, { ...signedIn, config: limits(20) }, startConnect);

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
