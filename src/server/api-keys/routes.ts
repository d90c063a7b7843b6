import { z } from 'zod';
import {
  API_KEY_MESSAGES,
  apiKeyListSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '../../shared/api-keys/schemas';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import type { ApiKeyService } from './service';

const idParams = z.object({ id: z.uuid({ error: API_KEY_MESSAGES.notFound }) });

/**
 * The Desenvolvedores screen's keys. requireUser accepts only a browser session's access token, so an API key
 * can never list, create or revoke keys (a leaked key cannot mint more).
 */
export function apiKeyRoutes(apiKeys: ApiKeyService) {
  return async (app: AppInstance): Promise<void> => {
    app.get(
      '/api/api-keys',
      { preHandler: requireUser, schema: { response: { 200: apiKeyListSchema } } },
      async (request) => apiKeys.list(getUser(request)),
    );

    app.post(
      '/api/api-keys',
      {
        preHandler: requireUser,
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
          max: 20,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('api-key-create'),
        }),
        schema: { body: createApiKeyBodySchema, response: { 201: createdApiKeySchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .header('cache-control', 'no-store')
          .send(await apiKeys.create(getUser(request), request.body, getRequestMeta(request))),
    );

    app.delete(
      '/api/api-keys/:id',
      { preHandler: requireUser, schema: { params: idParams } },
      async (request, reply) => {
        await apiKeys.revoke(getUser(request), request.params.id, getRequestMeta(request));
        return reply.status(204).send();
      },
    );
  };
}
