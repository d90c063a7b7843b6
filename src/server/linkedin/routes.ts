import { LINKEDIN_ENDPOINTS } from '../../shared/linkedin/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { getRequestMeta } from '../logs/request-meta';
import { networkLimits, routeNetworkConnect } from '../publishing/connect-routes';
import { LINKEDIN_OAUTH, type LinkedinConnections } from './connections';
import type { LinkedinPostsService } from './posts-service';

/** Connect, show and remove the LinkedIn member; publish, list and cancel a carousel's LinkedIn posts. */
export function linkedinRoutes(deps: { connections: LinkedinConnections; posts: LinkedinPostsService }) {
  const { connections, posts } = deps;
  return async (app: AppInstance): Promise<void> => {
    const limits = networkLimits(app);

    const endpoint = LINKEDIN_ENDPOINTS;
    const signedIn = { preHandler: requireUser };

    routeEndpoint(app, endpoint.status, signedIn, async (request) => connections.status(getUser(request)));

    const startConnect = routeNetworkConnect(app, LINKEDIN_OAUTH, connections);
    routeEndpoint(app, endpoint.connect, { ...signedIn, config: limits(20) }, startConnect);

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
