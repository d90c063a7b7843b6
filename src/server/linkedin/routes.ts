import { LINKEDIN_ENDPOINTS } from '../../shared/linkedin/endpoints';
import type { AppInstance } from '../app-types';
import { routeEndpoint } from '../contract/endpoint-route';
import { getRequestMeta } from '../logs/request-meta';
import { memberOf, networkLimits, routeNetworkConnect } from '../publishing/connect-routes';
import { getActor } from '../workspaces/active-workspace';
import { LINKEDIN_OAUTH, type LinkedinConnections } from './connections';
import type { LinkedinPostsService } from './posts-service';

/**
 * Connect, show and remove the active workspace's LinkedIn member; publish, list and cancel a carousel's LinkedIn
 * posts, with Instagram's roles (src/server/instagram/routes.ts).
 */
export function linkedinRoutes(deps: { connections: LinkedinConnections; posts: LinkedinPostsService }) {
  const { connections, posts } = deps;
  return async (app: AppInstance): Promise<void> => {
    const limits = networkLimits(app);

    const endpoint = LINKEDIN_ENDPOINTS;
    const { leitor, editor, dono } = memberOf;

    routeEndpoint(app, endpoint.status, leitor, async (request) =>
      connections.status(getActor(request).workspaceId),
    );

    const startConnect = routeNetworkConnect(app, LINKEDIN_OAUTH, connections);
    routeEndpoint(app, endpoint.connect, { ...dono, config: limits(20) }, startConnect);

    routeEndpoint(app, endpoint.disconnect, dono, async (request, reply) => {
      await connections.disconnect(getActor(request), getRequestMeta(request));
      return reply.send();
    });

    routeEndpoint(app, endpoint.posts, leitor, async (request) =>
      posts.list(getActor(request), request.params.id),
    );

    routeEndpoint(app, endpoint.publish, { ...editor, config: limits(30) }, async (request) =>
      posts.create(getActor(request), request.params.id, request.body, getRequestMeta(request)),
    );

    routeEndpoint(app, endpoint.cancel, { ...editor, config: limits(30) }, async (request) =>
      posts.cancel(getActor(request), request.params.id, getRequestMeta(request)),
    );
  };
}
