import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateDto } from '../../../shared/carousels/api';
import { TEMPLATE_CACHE_MS } from '../../../shared/constants';
import { TEMPLATE_ENDPOINTS } from '../../../shared/templates/endpoints';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';

const templates = createApi(TEMPLATE_ENDPOINTS);

/** The active templates a cliente may choose on /criar (GET /api/templates). */
export function getTemplatesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.templates,
    queryFn: async ({ signal }): Promise<TemplateDto[]> => templates.list({}, { signal }),
    // docs/product-rules.md §7: asked only once an objective is chosen, then kept 10 minutes (also in memory: gcTime).
    enabled,
    staleTime: TEMPLATE_CACHE_MS,
    gcTime: TEMPLATE_CACHE_MS,
  });
}

export function useTemplates(enabled: boolean) {
  return useQuery(getTemplatesQueryOptions(enabled));
}
