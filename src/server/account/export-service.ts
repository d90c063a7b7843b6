import { ACCOUNT_MESSAGES, type ExportStatusResponse } from '../../shared/account/data-rights';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { withTransaction } from '../db/transaction';
import { TooManyRequestsError } from '../http/app-error';
import { EXPORTS_BUCKET, exportDownloadName } from './export-files';
import type { AccountExportJob } from './export-job';

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

  async function latest(userId: string): Promise<ExportRow | undefined> {
    const { rows } = await pool.query<ExportRow>(
      `select id, status, storage_key, tamanho, expira_em, concluida_em, created_at
         from exportacoes where id_usuario = $1 order by created_at desc limit 1`,
      [userId],
    );
    return rows[0];
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
    status: async (user: AuthUser) => toStatus(await latest(user.id)),

    /**
     * Queues a new export, unless one is being built (answered as is: a double click never builds two) or
     * one was asked less than EXPORT_COOLDOWN_MINUTES ago (429 with when to come back).
     */
    async request(user: AuthUser): Promise<ExportStatusResponse> {
      const row = await withTransaction(pool, async ({ client }) => {
        // One request at a time per user: two clicks at once must not both pass the checks below.
        await client.query(`select pg_advisory_xact_lock(hashtext('exportacao:' || $1::text))`, [user.id]);
        const { rows } = await client.query<ExportRow>(
          `select id, status, storage_key, tamanho, expira_em, concluida_em, created_at
             from exportacoes where id_usuario = $1 order by created_at desc limit 1`,
          [user.id],
        );
        const previous = rows[0];
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
        await ctx.jobs.send(job, { exportId: created.id }, { client });
        return created;
      });
      return toStatus(row);
    },
  };
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
