import { API_KEY_ENDPOINTS } from '../../shared/api-keys/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import type { ApiKeyService } from './service';

/**
 * The Desenvolvedores screen's keys. requireUser accepts only a browser session's access token, so an API key
 * can never list, create or revoke keys (a leaked key cannot mint more).
 */
export function apiKeyRoutes(apiKeys: ApiKeyService) {
  return async (app: AppInstance): Promise<void> => {
    const endpoint = API_KEY_ENDPOINTS;
    routeEndpoint(app, endpoint.list, { preHandler: requireUser }, async (request) =>
      apiKeys.list(getUser(request)),
    );

    routeEndpoint(
      app,
      endpoint.create,
      {
        preHandler: requireUser,
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
          max: 20,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('api-key-create'),
        }),
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return apiKeys.create(getUser(request), request.body, getRequestMeta(request));
      },
    );

    routeEndpoint(app, endpoint.revoke, { preHandler: requireUser }, async (request, reply) => {
      await apiKeys.revoke(getUser(request), request.params.id, getRequestMeta(request));
      return reply.send();
    });
  };
}
