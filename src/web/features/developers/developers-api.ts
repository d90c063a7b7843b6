import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyListSchema,
  type CreateApiKeyBody,
  createdApiKeySchema,
} from '../../../shared/api-keys/schemas';
import { OPENAPI_PATH } from '../../../shared/public-api/routes';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { type OpenApiDocument, openApiDocumentSchema } from './openapi-document';

export function useApiKeys() {
  return useQuery({
    queryKey: queryKeys.apiKeys,
    queryFn: async ({ signal }) =>
      apiKeyListSchema.parse(await apiRequest('/api/api-keys', { signal })).itens,
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody) =>
      createdApiKeySchema.parse(await apiRequest('/api/api-keys', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/api-keys/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}

/** The public API's OpenAPI document (public: no session needed). */
export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['openapi'],
    queryFn: async ({ signal }): Promise<OpenApiDocument> =>
      openApiDocumentSchema.parse(await apiRequest(OPENAPI_PATH, { signal, anonymous: true })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
