import { WORKSPACE_ENDPOINTS } from '../../shared/workspaces/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import type { WorkspaceService } from './service';

/** The workspaces screen and the header's switcher (docs/workspaces.md). */
export function workspaceRoutes(workspaces: WorkspaceService) {
  return async (app: AppInstance): Promise<void> => {
    const endpoint = WORKSPACE_ENDPOINTS;
    routeEndpoint(app, endpoint.list, { preHandler: requireUser }, async (request) =>
      workspaces.list(getUser(request)),
    );

    routeEndpoint(
      app,
      endpoint.create,
      {
        preHandler: requireUser,
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
          max: 30,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('workspace-create'),
        }),
      },
      async (request) => workspaces.create(getUser(request), request.body.nome, getRequestMeta(request)),
    );
  };
}
