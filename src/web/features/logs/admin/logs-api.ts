import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LOG_ENDPOINTS } from '../../../../shared/admin/endpoints';
import { LOGS_PAGE_SIZE } from '../../../../shared/constants';
import { createApi } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';

const adminLogs = createApi(ADMIN_LOG_ENDPOINTS);

export interface LogsFilterValues {
  q: string;
  acao: string;
  userId: string;
  ip: string;
}

export const EMPTY_LOGS_FILTERS: LogsFilterValues = { q: '', acao: '', userId: '', ip: '' };

/** docs/product-rules.md §7: page, pageSize and the filters (the client leaves empty ones out). */
export function logsQuery(filters: LogsFilterValues, page: number, pageSize = LOGS_PAGE_SIZE) {
  const { q, acao, userId, ip } = filters;
  return { page, pageSize, q: q.trim(), acao: acao.trim(), userId: userId.trim(), ip: ip.trim() };
}

export function getAdminLogsQueryOptions(filters: LogsFilterValues, page: number) {
  return queryOptions({
    queryKey: queryKeys.admin.logs({ ...filters, page }),
    queryFn: ({ signal }) => adminLogs.list({ query: logsQuery(filters, page) }, { signal }),
    // Keep the current page on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });
}

export function useAdminLogs(filters: LogsFilterValues, page: number, enabled = true) {
  return useQuery({ ...getAdminLogsQueryOptions(filters, page), enabled });
}
