import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LogsResponse } from '../../../../shared/admin/logs';
import { LOGS_PAGE_SIZE } from '../../../../shared/constants';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface LogsFilterValues {
  q: string;
  acao: string;
  userId: string;
  ip: string;
}

export const EMPTY_LOGS_FILTERS: LogsFilterValues = { q: '', acao: '', userId: '', ip: '' };

/** docs/product-rules.md §7: page, pageSize and the filters, empty ones omitted. */
export function buildLogsPath(filters: LogsFilterValues, page: number, pageSize = LOGS_PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return `/api/admin/logs?${params.toString()}`;
}

export function getAdminLogsQueryOptions(filters: LogsFilterValues, page: number) {
  return queryOptions({
    queryKey: queryKeys.admin.logs({ ...filters, page }),
    queryFn: ({ signal }) => apiRequest<LogsResponse>(buildLogsPath(filters, page), { signal }),
    // Keep the current page on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });
}

export function useAdminLogs(filters: LogsFilterValues, page: number, enabled = true) {
  return useQuery({ ...getAdminLogsQueryOptions(filters, page), enabled });
}
