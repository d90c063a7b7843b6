import type pg from 'pg';
import { ACCOUNT_MESSAGES, type ExportStatusResponse } from '../../shared/account/data-rights';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { withTransaction } from '../db/transaction';
import { TooManyRequestsError } from '../http/app-error';
import { EXPORTS_BUCKET, exportDownloadName, exportKeyOf } from './export-files';
import type { AccountExportJob } from './export-job';
import { isExportDead } from './export-liveness';

/** A new copy may be asked this long after the previous one was asked (one being built is never doubled). */
export const EXPORT_COOLDOWN_MINUTES = 10;

interface ExportRow {
  id: string;
  status: 'pendente' | 'pronto' | 'erro';
  storage_key: string | null;
  tamanho: number | null;
  expira_em: Date | null;
  concluida_em: Date | null;
  created_at: Date;
}

/**
 * Data exports (LGPD art. 18, docs/account-data.md): asked by the owner, built by a job into a private ZIP,
 * reachable for 24 hours through an expiring link that the status answer and an e-mail carry.
 */
export function createAccountExportService(ctx: AppContext, job: AccountExportJob) {
  const { pool, storage } = ctx;

  async function latest(db: Pick<pg.ClientBase, 'query'>, userId: string): Promise<ExportRow | undefined> {
    const { rows } = await db.query<ExportRow>(
      `select id, status, storage_key, tamanho, expira_em, concluida_em, created_at
         from exportacoes where id_usuario = $1 order by created_at desc limit 1`,
      [userId],
    );
    return rows[0];
  }

  /**
   * An export 'pendente' that nothing will finish (its builder was killed: export-liveness.ts) ends 'erro' now,
   * its job cancelled (pg-boss would otherwise retry it once the job expires), so the owner may ask again at
   * once. Called under the user's export lock. Answers the row as it stands.
   */
  async function settleIfDead(client: pg.PoolClient, row: ExportRow, userId: string): Promise<ExportRow> {
    if (row.status !== 'pendente' || !(await isExportDead(client, job.name, row.id))) return row;
    const { rows } = await client.query<ExportRow>(
      `update exportacoes set status = 'erro', concluida_em = now() where id = $1 and status = 'pendente'
       returning id, status, storage_key, tamanho, expira_em, concluida_em, created_at`,
      [row.id],
    );
    await ctx.jobs.boss.cancel(job.name, row.id, {
      db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
    });
    ctx.logger.warn({ exportId: row.id }, 'data export found dead (its builder is gone): marked erro');
    // What the killed build had written (a temporary file on local disk) goes with the export's name.
    await storage.deletePrefix(EXPORTS_BUCKET, exportKeyOf(userId, row.id));
    return rows[0] ?? row;
  }

  /** The user's last export, a dead one settled first; under the user's export lock. */
  async function latestSettled(client: pg.PoolClient, userId: string): Promise<ExportRow | undefined> {
    // One request at a time per user: two clicks at once must not both pass the checks below.
    await client.query(`select pg_advisory_xact_lock(hashtext('exportacao:' || $1::text))`, [userId]);
    const row = await latest(client, userId);
    return row && settleIfDead(client, row, userId);
  }

  async function toStatus(row: ExportRow | undefined): Promise<ExportStatusResponse> {
    if (!row) return { status: 'nenhuma' };
    const pedidaEm = row.created_at.toISOString();
    if (row.status === 'pendente') return { status: 'preparando', pedidaEm };
    if (row.status === 'erro' || !row.storage_key || !row.expira_em) return { status: 'erro', pedidaEm };
    if (row.expira_em.getTime() <= Date.now()) return { status: 'expirada', pedidaEm };
    return {
      status: 'pronta',
      pedidaEm,
      expiraEm: row.expira_em.toISOString(),
      tamanho: row.tamanho ?? undefined,
      url: await storage.readUrl(EXPORTS_BUCKET, row.storage_key, {
        expiresAt: row.expira_em,
        downloadName: exportDownloadName(row.concluida_em ?? row.created_at),
      }),
    };
  }

  return {
    async status(user: AuthUser): Promise<ExportStatusResponse> {
      const row = await latest(pool, user.id);
      if (row?.status !== 'pendente') return toStatus(row);
      return toStatus(await withTransaction(pool, ({ client }) => latestSettled(client, user.id)));
    },

    /**
     * Queues a new export, unless one is being built (answered as is: a double click never builds two) or
     * one was asked less than EXPORT_COOLDOWN_MINUTES ago (429 with when to come back).
     */
    async request(user: AuthUser): Promise<ExportStatusResponse> {
      const row = await withTransaction(pool, async ({ client }) => {
        const previous = await latestSettled(client, user.id);
        if (previous?.status === 'pendente') return previous;
        const waitMs = previous
          ? previous.created_at.getTime() + EXPORT_COOLDOWN_MINUTES * 60_000 - Date.now()
          : 0;
        if (previous?.status === 'pronto' && waitMs > 0) {
          throw new TooManyRequestsError(ACCOUNT_MESSAGES.exportTooSoon, waitMs);
        }
        const inserted = await client.query<ExportRow>(
          `insert into exportacoes (id_usuario) values ($1)
           returning id, status, storage_key, tamanho, expira_em, concluida_em, created_at`,
          [user.id],
        );
        const created = inserted.rows[0] as ExportRow;
        // The job's id is the export's: its state tells whether the export is still being made.
        await ctx.jobs.send(job, { exportId: created.id }, { client, id: created.id });
        return created;
      });
      return toStatus(row);
    },
  };
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
