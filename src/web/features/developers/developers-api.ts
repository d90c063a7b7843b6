import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_KEY_ENDPOINTS } from '../../../shared/api-keys/endpoints';
import type { CreateApiKeyBody } from '../../../shared/api-keys/schemas';
import { OPENAPI_PATH } from '../../../shared/public-api/routes';
import { apiRequest } from '../../lib/api-client';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';
import { type OpenApiDocument, openApiDocumentSchema } from './openapi-document';

const apiKeys = createApi(API_KEY_ENDPOINTS);

/** The active workspace's keys; `enabled` false for a role that may not see them (a leitor). */
export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.apiKeys,
    queryFn: async ({ signal }) => (await apiKeys.list({}, { signal })).itens,
    enabled,
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody) => apiKeys.create({ body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiKeys.revoke({ id });
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
