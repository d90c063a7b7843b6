import { z } from 'zod';
import { endpoints } from '../endpoint';
import { API_KEY_MESSAGES, apiKeyListSchema, createApiKeyBodySchema, createdApiKeySchema } from './schemas';

/**
 * The active workspace's API keys (the key itself is shown once, in the create answer): an editor lists them,
 * the owner creates and revokes; a non-member's workspace answers 404.
 */
export const API_KEY_ENDPOINTS = endpoints({
  list: {
    method: 'GET',
    path: '/api/api-keys',
    answer: apiKeyListSchema,
    errors: ['not_found', 'forbidden'],
  },
  create: {
    method: 'POST',
    path: '/api/api-keys',
    body: createApiKeyBodySchema,
    status: 201,
    answer: createdApiKeySchema,
    errors: ['validation_failed', 'conflict', 'not_found', 'forbidden'],
  },
  revoke: {
    method: 'DELETE',
    path: '/api/api-keys/:id',
    params: z.object({ id: z.uuid({ error: API_KEY_MESSAGES.notFound }) }),
    status: 204,
    errors: ['validation_failed', 'not_found', 'forbidden'],
  },
});
