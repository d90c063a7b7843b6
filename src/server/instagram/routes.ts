import { INSTAGRAM_ENDPOINTS } from '../../shared/instagram/endpoints';
import type { AppInstance } from '../app-types';
import { routeEndpoint } from '../contract/endpoint-route';
import { AppError } from '../http/app-error';
import { secretParams } from '../http/secret-params';
import { getRequestMeta } from '../logs/request-meta';
import { memberOf, networkLimits, routeNetworkConnect } from '../publishing/connect-routes';
import { getActor } from '../workspaces/active-workspace';
import { INSTAGRAM_OAUTH, type InstagramConnections } from './connections';
import type { InsightsChartService } from './insights-chart';
import { MEDIA_ROUTE_PREFIX } from './media-urls';
import type { InstagramPostsService } from './posts-service';
import type { SlideFiles } from './slide-files';

/**
 * Connect, show and remove the active workspace's Instagram account; publish, list and cancel a carousel's
 * posts; the 30-day chart. Roles (docs/product-rules.md, publishing): a leitor sees the connection, the posts and
 * their numbers, an editor publishes, schedules and cancels, only a dono connects or disconnects.
 */
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
    const { leitor, editor, dono } = memberOf;

    routeEndpoint(app, endpoint.insightsChart, leitor, async (request) =>
      chart.lastDays(getActor(request).workspaceId),
    );

    routeEndpoint(app, endpoint.status, leitor, async (request) =>
      connections.status(getActor(request).workspaceId),
    );

    const startConnect = routeNetworkConnect(app, INSTAGRAM_OAUTH, connections);
    routeEndpoint(app, endpoint.connect, { ...dono, config: limits(20) }, startConnect);

    routeEndpoint(app, endpoint.disconnect, dono, async (request, reply) => {
      await connections.disconnect(getActor(request), getRequestMeta(request));
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

    routeEndpoint(app, endpoint.posts, leitor, async (request) =>
      posts.list(getActor(request), request.params.id),
    );

    routeEndpoint(app, endpoint.publish, { ...editor, config: limits(30) }, async (request) =>
      posts.create(getActor(request), request.params.id, request.body, getRequestMeta(request)),
    );

    // Reading a published post's numbers again changes nothing but the numbers: whoever may see them.
    routeEndpoint(app, endpoint.insights, { ...leitor, config: limits(20) }, async (request) =>
      posts.refreshInsights(getActor(request), request.params.id),
    );

    routeEndpoint(app, endpoint.cancel, { ...editor, config: limits(30) }, async (request) =>
      posts.cancel(getActor(request), request.params.id, getRequestMeta(request)),
    );
  };
}
