import { z } from 'zod';
import { endpoints } from '../endpoint';
import { API_KEY_MESSAGES, apiKeyListSchema, createApiKeyBodySchema, createdApiKeySchema } from './schemas';

/** The account's API keys (the key itself is shown once, in the create answer). */
export const API_KEY_ENDPOINTS = endpoints({
  list: { method: 'GET', path: '/api/api-keys', answer: apiKeyListSchema, errors: [] },
  create: {
    method: 'POST',
    path: '/api/api-keys',
    body: createApiKeyBodySchema,
    status: 201,
    answer: createdApiKeySchema,
    errors: ['validation_failed', 'conflict'],
  },
  revoke: {
    method: 'DELETE',
    path: '/api/api-keys/:id',
    params: z.object({ id: z.uuid({ error: API_KEY_MESSAGES.notFound }) }),
    status: 204,
    errors: ['validation_failed', 'not_found'],
  },
});
