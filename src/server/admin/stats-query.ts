import type pg from 'pg';
import { type AdminStats, DATABASE_TABLES, type DatabaseTable } from '../../shared/admin/stats';
import { listRecentLogs } from './logs-query';

const RECENT_LOGS = 4;

type CountRow = Record<string, number>;

/**
 * GET /api/admin/stats in one round trip for the figures (every count is real, including the tables the spec
 * showed as fixed numbers) plus the 4 latest log entries.
 */
export async function getAdminStats(pool: pg.Pool): Promise<AdminStats> {
  const tableCounts = DATABASE_TABLES.map(
    (table) => `(select count(*)::int from ${table}) as "t_${table}"`,
  ).join(',\n');
  const [counts, recentLogs] = await Promise.all([
    pool.query<CountRow>(`
      select
        (select count(*)::int from profiles where status = 'ativo') as users_ativos,
        (select count(*)::int from profiles where status = 'bloqueado') as users_bloqueados,
        (select count(*)::int from profiles where status = 'pendente') as users_pendentes,
        (select count(*)::int from profiles where tipo = 'admin') as users_admins,
        (select coalesce(sum(delta), 0)::bigint from credit_ledger where delta > 0) as credits_distributed,
        (select count(*)::int from carrosseis where status in ('concluido', 'completo')) as c_concluidos,
        (select count(*)::int from carrosseis where status in ('processando', 'pendente')) as c_processando,
        (select count(*)::int from carrosseis where status like 'erro%') as c_erro,
        (select count(*)::int from templates where ativo) as templates_ativos,
        ${tableCounts}`),
    listRecentLogs(pool, RECENT_LOGS),
  ]);
  const row = counts.rows[0] ?? {};
  const read = (key: string) => row[key] ?? 0;
  const table = (name: DatabaseTable) => read(`t_${name}`);
  return {
    users: {
      total: table('profiles'),
      ativos: read('users_ativos'),
      bloqueados: read('users_bloqueados'),
      pendentes: read('users_pendentes'),
      admins: read('users_admins'),
    },
    creditsDistributed: read('credits_distributed'),
    carousels: {
      total: table('carrosseis'),
      concluidos: read('c_concluidos'),
      emProcessamento: read('c_processando'),
      erro: read('c_erro'),
    },
    templates: { total: table('templates'), ativos: read('templates_ativos') },
    logs: { total: table('logs') },
    recentLogs,
    tables: DATABASE_TABLES.map((name) => ({ name, count: table(name) })),
  };
}
