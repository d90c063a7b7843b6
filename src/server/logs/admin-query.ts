import type pg from 'pg';
import type { LogItem, LogsQuery, LogsResponse } from '../../shared/admin/logs';
import { escapeLike } from '../db/escape-like';

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
 * The users whose name or e-mail contain `q`, looked up before the logs query, so PostgreSQL plans that
 * query knowing the actual ids (with a subquery it must guess how many rows they own, guesses a lot, and
 * walks the whole log looking for them). Null when so many users match that a list makes no sense.
 */
const MAX_LISTED_USERS = 500;

export async function findUsersMatching(pool: pg.Pool, q: string): Promise<string[] | null> {
  const pattern = `%${escapeLike(q)}%`;
  const { rows } = await pool.query<{ id: string }>(
    'select id from profiles where nome ilike $1 or email ilike $1 limit $2',
    [pattern, MAX_LISTED_USERS + 1],
  );
  return rows.length > MAX_LISTED_USERS ? null : rows.map((row) => row.id);
}

/**
 * The WHERE clause of the filters, each one backed by an index: acao (acao, created_at), userId
 * (id_usuario, created_at), ip (ip), q the trigram index on SEARCH_TEXT, OR'ed with the rows of the users
 * whose name or e-mail match (`matchingUsers`, or a subquery when there are too many to list).
 */
function buildWhere(
  filters: Omit<LogsQuery, 'page' | 'pageSize'>,
  matchingUsers: string[] | null,
): { sql: string; params: unknown[] } {
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
    const byText = `${SEARCH_TEXT} ilike ${pattern}`;
    if (matchingUsers === null) {
      conditions.push(
        `(${byText} or l.id_usuario in (select p.id from profiles p where p.nome ilike ${pattern} or p.email ilike ${pattern}))`,
      );
    } else if (matchingUsers.length > 0) {
      conditions.push(`(${byText} or l.id_usuario = any(${param(matchingUsers)}::uuid[]))`);
    } else {
      conditions.push(byText);
    }
  }
  return { sql: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

const SELECT_ITEMS = `select l.id, l.id_usuario, l.acao, l.ip, l.detalhes, l.user_agent, l.created_at, p.nome, p.email
  from logs l left join profiles p on p.id = l.id_usuario`;

/**
 * Newest first. NULLS LAST because that is how the btree `logs_criacao_idx` is built (drizzle's `.desc()`):
 * PostgreSQL only walks an index for an ORDER BY with the same null ordering, and walking it (stopping after
 * one page) is what keeps a page fast on a million rows.
 */
const NEWEST_FIRST = 'order by l.created_at desc nulls last, l.id desc nulls last';

/**
 * Totals are counted exactly up to this many rows. Past it, counting costs as much as reading every
 * matching row, so the total is the planner's estimate and says so (`totalExact: false`); the screen
 * shows it as approximate and keeps 'Próxima' enabled while pages come back full.
 */
export const EXACT_TOTAL_LIMIT = 1000;

export interface LogsStatements {
  itemsSql: string;
  itemsParams: unknown[];
  countSql: string;
  estimateSql: string;
  whereParams: unknown[];
}

/**
 * The statements of a logs page (exported so a test can ask PostgreSQL how it runs them). `matchingUsers`
 * comes from findUsersMatching when there is a `q`.
 */
export function buildLogsQuery(query: LogsQuery, matchingUsers: string[] | null = []): LogsStatements {
  const { page, pageSize, ...filters } = query;
  const where = buildWhere(filters, matchingUsers);
  const limit = `$${where.params.length + 1}`;
  const offset = `$${where.params.length + 2}`;
  return {
    itemsSql: `${SELECT_ITEMS} ${where.sql} ${NEWEST_FIRST} limit ${limit} offset ${offset}`,
    itemsParams: [...where.params, pageSize, (page - 1) * pageSize],
    countSql: `select count(*)::int as total from (select 1 from logs l ${where.sql} limit ${EXACT_TOTAL_LIMIT + 1}) as matching`,
    estimateSql: `explain (format json) select 1 from logs l ${where.sql}`,
    whereParams: where.params,
  };
}

/** The planner's row estimate for the filters (planning only, no rows read). */
async function estimateRows(pool: pg.Pool, statements: LogsStatements): Promise<number> {
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    statements.estimateSql,
    statements.whereParams,
  );
  return Math.round(rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

/** GET /api/admin/logs: one page, newest first, and how many rows match the filters. */
export async function listLogs(pool: pg.Pool, query: LogsQuery): Promise<LogsResponse> {
  const matchingUsers = query.q ? await findUsersMatching(pool, query.q) : [];
  const statements = buildLogsQuery(query, matchingUsers);
  const [items, counted] = await Promise.all([
    pool.query<LogRow>(statements.itemsSql, statements.itemsParams),
    pool.query<{ total: number }>(statements.countSql, statements.whereParams),
  ]);
  const total = counted.rows[0]?.total ?? 0;
  if (total <= EXACT_TOTAL_LIMIT) return { items: items.rows.map(toLogItem), total, totalExact: true };
  const estimate = await estimateRows(pool, statements);
  return { items: items.rows.map(toLogItem), total: Math.max(estimate, total), totalExact: false };
}

/** The latest entries for the dashboard's activity card (no count). */
export async function listRecentLogs(pool: pg.Pool, limit: number): Promise<LogItem[]> {
  const { rows } = await pool.query<LogRow>(`${SELECT_ITEMS} ${NEWEST_FIRST} limit $1`, [limit]);
  return rows.map(toLogItem);
}
