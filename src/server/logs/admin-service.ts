import type pg from 'pg';
import type { LogsQuery, LogsResponse } from '../../shared/admin/logs';
import { listLogs } from './admin-query';

/** The system logs as the admin's Logs screen reads them. */
export interface AdminLogsService {
  list(query: LogsQuery): Promise<LogsResponse>;
}

export function createAdminLogsService(pool: pg.Pool): AdminLogsService {
  return { list: (query) => listLogs(pool, query) };
}
