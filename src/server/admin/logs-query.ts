import type pg from 'pg';
import type { LogItem, LogsQuery, LogsResponse } from '../../shared/admin/logs';

/**
 * The text `q` searches in a log row. It must stay the same expression as the trigram index
 * `logs_busca_trgm_idx` (db/schema.ts), or PostgreSQL cannot use that index and scans every row.
 */
const SEARCH_TEXT = `(l.acao || ' ' || coalesce(l.ip, '') || ' ' || coalesce(l.detalhes::text, ''))`;

interface LogRow {
  id: number;
  id_usuario: string | null;
  acao: string;
  ip: string | null;
  detalhes: unknown;
  user_agent: string | null;
  created_at: Date;
  nome: string | null;
  email: string | null;
}

/** `%` and `_` typed by an admin are literal characters, not wildcards. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function toLogItem(row: LogRow): LogItem {
  return {
    id: row.id,
    id_usuario: row.id_usuario,
    acao: row.acao,
    ip: row.ip,
    detalhes: row.detalhes,
    user_agent: row.user_agent,
    created_at: row.created_at.toISOString(),
    usuario: row.nome !== null && row.email !== null ? { nome: row.nome, email: row.email } : null,
  };
}

/**
 * The WHERE clause of the filters, each one backed by an index: acao (acao, created_at), userId
 * (id_usuario, created_at), ip (ip), q the trigram index on SEARCH_TEXT, OR'ed with the rows of the users
 * whose name or e-mail match (`= any(array(...))` is evaluated once and can use the id_usuario index).
 */
function buildWhere(filters: Omit<LogsQuery, 'page' | 'pageSize'>): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.acao) conditions.push(`l.acao = ${param(filters.acao)}`);
  if (filters.userId) conditions.push(`l.id_usuario = ${param(filters.userId)}`);
  if (filters.ip) conditions.push(`l.ip = ${param(filters.ip)}`);
  if (filters.q) {
    const pattern = param(`%${escapeLike(filters.q)}%`);
    conditions.push(
      `(${SEARCH_TEXT} ilike ${pattern} or l.id_usuario = any(array(
         select p.id from profiles p where p.nome ilike ${pattern} or p.email ilike ${pattern})))`,
    );
  }
  return { sql: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

const SELECT_ITEMS = `select l.id, l.id_usuario, l.acao, l.ip, l.detalhes, l.user_agent, l.created_at, p.nome, p.email
  from logs l left join profiles p on p.id = l.id_usuario`;

/** The two statements of a logs page: exported so a test can ask PostgreSQL how it runs them. */
export function buildLogsQuery(query: LogsQuery): {
  itemsSql: string;
  countSql: string;
  itemsParams: unknown[];
  countParams: unknown[];
} {
  const { page, pageSize, ...filters } = query;
  const where = buildWhere(filters);
  const limit = `$${where.params.length + 1}`;
  const offset = `$${where.params.length + 2}`;
  return {
    itemsSql: `${SELECT_ITEMS} ${where.sql} order by l.created_at desc, l.id desc limit ${limit} offset ${offset}`,
    itemsParams: [...where.params, pageSize, (page - 1) * pageSize],
    countSql: `select count(*)::int as total from logs l ${where.sql}`,
    countParams: where.params,
  };
}

/** GET /api/admin/logs: one page, newest first, and the total of rows matching the filters. */
export async function listLogs(pool: pg.Pool, query: LogsQuery): Promise<LogsResponse> {
  const statements = buildLogsQuery(query);
  const [items, total] = await Promise.all([
    pool.query<LogRow>(statements.itemsSql, statements.itemsParams),
    pool.query<{ total: number }>(statements.countSql, statements.countParams),
  ]);
  return { items: items.rows.map(toLogItem), total: total.rows[0]?.total ?? 0 };
}

/** The latest entries for the dashboard's activity card (no count). */
export async function listRecentLogs(pool: pg.Pool, limit: number): Promise<LogItem[]> {
  const { rows } = await pool.query<LogRow>(
    `${SELECT_ITEMS} order by l.created_at desc, l.id desc limit $1`,
    [limit],
  );
  return rows.map(toLogItem);
}
