import { API_KEY_ENDPOINTS } from '../../shared/api-keys/endpoints';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import { getActor, requireWorkspace } from '../workspaces/active-workspace';
import type { ApiKeyService } from './service';

/**
 * The Desenvolvedores screen's keys, those of the active workspace (X-Workspace-Id): an editor sees them, only the
 * owner creates and revokes (docs/workspaces.md, "Chaves de API e webhooks"). requireUser accepts only a browser
 * session's access token, so an API key can never list, create or revoke keys (a leaked key cannot mint more).
 */
export function apiKeyRoutes(apiKeys: ApiKeyService) {
  return async (app: AppInstance): Promise<void> => {
    const endpoint = API_KEY_ENDPOINTS;
    const owner = { preHandler: [requireUser, requireWorkspace('dono')] };
    routeEndpoint(
      app,
      endpoint.list,
      { preHandler: [requireUser, requireWorkspace('editor')] },
      async (request) => apiKeys.list(getActor(request)),
    );

    routeEndpoint(
      app,
      endpoint.create,
      {
        ...owner,
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
          max: 20,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('api-key-create'),
        }),
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return apiKeys.create(getActor(request), request.body, getRequestMeta(request));
      },
    );

    routeEndpoint(app, endpoint.revoke, owner, async (request, reply) => {
      await apiKeys.revoke(getActor(request), request.params.id, getRequestMeta(request));
      return reply.send();
    });
  };
}
