import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { getAdminStats } from '../src/server/admin/stats-query';
import { createPool } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { runMigrations } from '../src/server/db/migrate';
import { listLogs } from '../src/server/logs/admin-query';
import { type LogsQuery, logsQuerySchema } from '../src/shared/admin/logs';
import { type BenchRow, ms, percentile } from './table';

const LOG_ROWS = 1_000_000;
const USERS = 2_000;
const RUNS = 30;
const BUDGET_MS = 100;

/**
 * A realistic log: 1 million rows over 180 days, 2,000 users (1 row in 10 without a user), a dozen actions
 * with logins dominating, 5,000 IPs, small JSON details. Built with generate_series in a few statements.
 */
export async function seedLogs(
  pool: ReturnType<typeof createPool>,
): Promise<{ userId: string; userName: string }> {
  await pool.query(`
    insert into profiles (nome, email, tipo, status, password_hash)
    select 'Usuária ' || n || case when n = 1234 then ' Valentina Prates' else '' end,
           'pessoa' || n || '@exemplo.com', 'cliente', 'ativo', 'x'
    from generate_series(1, ${USERS}) as n`);
  await pool.query(`
    create temporary table bench_users as
      select row_number() over (order by id) as n, id from profiles`);
  await pool.query(`
    insert into logs (id_usuario, acao, detalhes, ip, user_agent, created_at)
    select
      case when g % 10 = 0 then null else u.id end,
      (array['login','login','login','login','criar_carrossel','criar_carrossel','cadastro','criar_pix',
             'pagamento','pagamento_confirmado','abrir_chamado','admin_editar_usuario'])[1 + (g * 7) % 12],
      jsonb_build_object('tema', (array['bolo de cenoura','marketing digital','vendas no instagram',
             'receita fit','planilha financeira','rotina matinal','feira de ciências','mercado imobiliário'])[1 + g % 8],
             'valor', (g % 50) * 100, 'ref', md5(g::text)),
      '10.' || (g % 20) || '.' || ((g / 20) % 250) || '.' || (g % 13),
      'Mozilla/5.0 (bench)',
      now() - make_interval(secs => g * 15.55)
    from generate_series(1, ${LOG_ROWS}) as g
    join bench_users u on u.n = 1 + g % ${USERS}
    -- Oldest first, as a real log is appended: the table's physical order follows created_at.
    order by g desc`);
  await pool.query('vacuum analyze logs');
  await pool.query('vacuum analyze profiles');
  const { rows } = await pool.query<{ id: string }>(
    `select id from profiles where nome like '%Valentina Prates'`,
  );
  return { userId: rows[0]?.id ?? '', userName: 'Valentina Prates' };
}

async function measure(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let warm = 0; warm < 3; warm++) await work();
  const durations: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) };
}

/**
 * GET /api/admin/logs on 1 million rows: the page and its total (the two statements the route runs, in
 * parallel), for each kind of filter the screen offers, plus the dashboard's stats.
 */
export async function benchLogs(): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-logs-bench-'));
  chmodSync(dir, 0o755);
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), pino({ level: 'silent' }));
  const pool = createPool(database.url, 4);
  try {
    await runMigrations(pool);
    const seedStarted = performance.now();
    const { userId, userName } = await seedLogs(pool);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const cases: [string, Partial<Record<keyof LogsQuery, string | number>>][] = [
      ['pág. 1, sem filtro', {}],
      ['pág. 1, acao=pagamento', { acao: 'pagamento' }],
      ['pág. 1, userId', { userId }],
      ['pág. 1, ip', { ip: '10.7.3.7' }],
      ['pág. 1, q raro (md5 de uma linha)', { q: 'c4ca4238a0b923820dcc509a6f75849b' }],
      ['pág. 1, q comum ("bolo", 1/8 das linhas)', { q: 'bolo' }],
      ['pág. 1, q pelo nome do usuário', { q: userName }],
      ['pág. 1, acao + q', { acao: 'login', q: 'receita' }],
      ['pág. 50, sem filtro', { page: 50 }],
    ];
    const rows: BenchRow[] = [
      {
        metric: `linhas em logs (semeadas em ${seedSeconds.toFixed(0)} s)`,
        value: LOG_ROWS.toLocaleString('pt-BR'),
      },
    ];
    for (const [label, input] of cases) {
      const query = logsQuerySchema.parse(input);
      const timing = await measure(() => listLogs(pool, query));
      rows.push({
        metric: `GET /api/admin/logs ${label}, p95 (p50 ${ms(timing.p50)})`,
        value: ms(timing.p95),
        budget: `< ${BUDGET_MS} ms`,
        ok: timing.p95 < BUDGET_MS,
      });
    }
    const stats = await measure(() => getAdminStats(pool));
    rows.push({
      metric: `GET /api/admin/stats, p95 (p50 ${ms(stats.p50)})`,
      value: ms(stats.p95),
      budget: `< ${BUDGET_MS} ms`,
      ok: stats.p95 < BUDGET_MS,
    });
    return rows;
  } finally {
    await pool.end();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/logs-bench.ts` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  printTable('Consulta de logs (1 milhão de linhas)', await benchLogs());
}
