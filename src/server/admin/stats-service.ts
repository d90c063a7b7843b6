import type { AdminStats } from '../../shared/admin/stats';
import type { AdminWriterStats } from '../../shared/admin/writer-stats';
import type { AppContext } from '../app-types';
import { getAdminStats } from './stats-query';
import { getWriterStats } from './writer-stats-query';

/** The admin dashboard's figures and its writer panel, read across every feature. */
export interface AdminStatsService {
  stats(): Promise<AdminStats>;
  writer(): Promise<AdminWriterStats>;
}

export function createAdminStatsService(ctx: Pick<AppContext, 'pool' | 'config'>): AdminStatsService {
  return {
    stats: () => getAdminStats(ctx.pool),
    writer: () => getWriterStats(ctx.pool, ctx.config),
  };
}
