import type pg from 'pg';
import type { AdminWriterStats } from '../../shared/admin/writer-stats';
import type { Config } from '../config';

const MAX_REASONS = 5;

/** The writer panel's figures, from the runs the generation job records (escritas_carrossel). */
export async function getWriterStats(
  pool: pg.Pool,
  config: Pick<Config, 'AI_PROVIDER' | 'AI_MODEL'>,
): Promise<AdminWriterStats> {
  const since = "created_at > now() - interval '24 hours' and modelo is not null";
  const totals = await pool.query<{ runs: string; ok: string; latency: string | null }>(
    `select count(*) as runs,
            count(*) filter (where escritor = 'llm') as ok,
            round(avg(latencia_ms)) as latency
       from escritas_carrossel where ${since}`,
  );
  const reasons = await pool.query<{ motivo: string; total: string }>(
    `select coalesce(motivo_fallback, 'sem motivo registrado') as motivo, count(*) as total
       from escritas_carrossel where ${since} and escritor = 'local'
      group by 1 order by 2 desc, 1 limit ${MAX_REASONS}`,
  );
  const row = totals.rows[0];
  const runs = Number(row?.runs ?? 0);
  const ok = Number(row?.ok ?? 0);
  return {
    escritor: config.AI_PROVIDER === 'llm' ? 'llm' : 'local',
    modelo: config.AI_PROVIDER === 'llm' ? (config.AI_MODEL ?? null) : null,
    ultimas24h: {
      execucoesIa: runs,
      sucessosIa: ok,
      taxaSucessoIa: runs === 0 ? null : Math.round((ok / runs) * 100),
      latenciaMediaMs: row?.latency == null ? null : Number(row.latency),
      fallbacks: runs - ok,
      motivos: reasons.rows.map((reason) => ({ motivo: reason.motivo, total: Number(reason.total) })),
    },
  };
}
