import type pg from 'pg';
import { type AdminStats, DATABASE_TABLES, type DatabaseTable } from '../../shared/admin/stats';
import { carouselStatusSql } from '../db/carousel-status';
import { listRecentLogs } from '../logs/admin-query';

const RECENT_LOGS = 4;

/**
 * Table sizes are counted exactly up to this many rows (a few ms); a bigger table (logs grows without
 * bound) shows PostgreSQL's own estimate, flagged as such, instead of a count that reads every row.
 */
export const EXACT_TABLE_COUNT_LIMIT = 100_000;

type CountRow = Record<string, number> & { server_version?: string };

/**
 * GET /api/admin/stats in one round trip for the figures (every number is real, including the tables the
 * spec showed as fixed numbers), one for the table estimates, plus the 4 latest log entries.
 */
export async function getAdminStats(pool: pg.Pool): Promise<AdminStats> {
  const tableCounts = DATABASE_TABLES.map(
    (table) =>
      `(select count(*)::int from (select 1 from ${table} limit ${EXACT_TABLE_COUNT_LIMIT + 1}) as rows) as "t_${table}"`,
  ).join(',\n');
  const [counts, estimates, recentLogs] = await Promise.all([
    pool.query<CountRow>(`
      select
        (select count(*)::int from profiles where status = 'ativo') as users_ativos,
        (select count(*)::int from profiles where status = 'bloqueado') as users_bloqueados,
        (select count(*)::int from profiles where status = 'pendente') as users_pendentes,
        (select count(*)::int from profiles where tipo = 'admin') as users_admins,
        (select coalesce(sum(delta), 0)::bigint from credit_ledger where delta > 0) as credits_distributed,
        (select count(*)::int from carrosseis) as c_total,
        (select count(*)::int from carrosseis where ${carouselStatusSql('finished')}) as c_concluidos,
        (select count(*)::int from carrosseis where ${carouselStatusSql('inProgress')}) as c_processando,
        (select count(*)::int from carrosseis where ${carouselStatusSql('failed')}) as c_erro,
        (select count(*)::int from templates) as templates_total,
        (select count(*)::int from templates where ativo) as templates_ativos,
        current_setting('server_version') as server_version,
        ${tableCounts}`),
    pool.query<{ relname: string; estimate: number }>(
      `select relname, greatest(reltuples, 0)::bigint as estimate from pg_class
       where relkind = 'r' and relnamespace = 'public'::regnamespace and relname = any($1)`,
      [DATABASE_TABLES],
    ),
    listRecentLogs(pool, RECENT_LOGS),
  ]);
  const row = counts.rows[0] ?? {};
  const read = (key: string) => row[key] ?? 0;
  const estimateOf = new Map(estimates.rows.map((entry) => [entry.relname, entry.estimate]));
  const countTable = (name: DatabaseTable) => {
    const counted = read(`t_${name}`);
    if (counted <= EXACT_TABLE_COUNT_LIMIT) return { name, count: counted, exact: true };
    return { name, count: Math.max(counted, estimateOf.get(name) ?? 0), exact: false };
  };
  const tables = DATABASE_TABLES.map(countTable);
  const logs = tables.find((table) => table.name === 'logs') ?? { count: 0, exact: true };
  const ativos = read('users_ativos');
  const bloqueados = read('users_bloqueados');
  const pendentes = read('users_pendentes');
  return {
    // The status CHECK allows only these three, so their sum is the exact number of users.
    users: {
      total: ativos + bloqueados + pendentes,
      ativos,
      bloqueados,
      pendentes,
      admins: read('users_admins'),
    },
    creditsDistributed: read('credits_distributed'),
    carousels: {
      total: read('c_total'),
      concluidos: read('c_concluidos'),
      emProcessamento: read('c_processando'),
      erro: read('c_erro'),
    },
    templates: { total: read('templates_total'), ativos: read('templates_ativos') },
    logs: { total: logs.count, exact: logs.exact },
    recentLogs,
    tables,
    database: { version: counts.rows[0]?.server_version ?? '' },
  };
}
