import type pg from 'pg';
import { EXPORT_LINK_HOURS } from '../../shared/account/data-rights';
import type { AppContext } from '../app-types';
import { withTransaction } from '../db/transaction';
import { streamZip, type ZipEntry } from '../zip/write-zip';
import { type AccountData, collectAccountData } from './collect-account-data';
import { buildExportReadyEmail } from './export-email';
import { EXPORTS_BUCKET, exportDownloadName, exportKeyOf } from './export-files';
import { whileBuildingExport } from './export-liveness';

/**
 * The ZIP's entries, each read from storage only when the ZIP asks for it: one file in memory at a time,
 * whatever the account holds. Slides and PDFs are compressed already: storing them is as small and much
 * faster; the JSON is deflated.
 */
async function* entriesOf(storage: AppContext['storage'], data: AccountData): AsyncGenerator<ZipEntry> {
  yield {
    name: 'dados.json',
    bytes: Buffer.from(JSON.stringify(data.document, null, 2), 'utf8'),
    deflate: true,
  };
  for (const file of data.files) {
    const bytes = await storage.get(file.bucket, file.key);
    if (bytes) yield { name: file.path, bytes };
  }
}

/**
 * The export job's work: collects the data, streams the ZIP to storage entry by entry, marks the export
 * ready and queues the e-mail with the link in one transaction. The build holds the export's lock
 * (export-liveness.ts), so a killed build is seen dead at once. An export whose row is gone (the account was
 * deleted meanwhile) or was settled meanwhile (seen dead) leaves no file behind.
 */
export async function buildExport(ctx: AppContext, exportId: string): Promise<void> {
  await whileBuildingExport(ctx.pool, exportId, () => build(ctx, exportId));
}

async function build(ctx: AppContext, exportId: string): Promise<void> {
  const { pool, storage } = ctx;
  const { rows } = await pool.query<{ id_usuario: string; status: string }>(
    'select id_usuario, status from exportacoes where id = $1',
    [exportId],
  );
  const row = rows[0];
  // Gone (the account was deleted) or already settled: nothing to build.
  if (row?.status !== 'pendente') return;
  const userId = row.id_usuario;
  const data = await collectAccountData(pool, storage, userId);
  const key = exportKeyOf(userId, exportId);
  const size = await storage.putStream(
    EXPORTS_BUCKET,
    key,
    streamZip(entriesOf(storage, data)),
    'application/zip',
  );
  const builtAt = new Date();
  const expiresAt = new Date(builtAt.getTime() + EXPORT_LINK_HOURS * 3600_000);
  const marked = await withTransaction(pool, async ({ client }) => {
    const updated = await client.query<{ email: string; nome: string }>(
      `update exportacoes e set status = 'pronto', storage_key = $2, tamanho = $3, expira_em = $4, concluida_em = $5
         from profiles p
        where e.id = $1 and e.status = 'pendente' and p.id = e.id_usuario and p.status <> 'excluida'
       returning p.email, p.nome`,
      [exportId, key, size, expiresAt, builtAt],
    );
    const owner = updated.rows[0];
    if (!owner) return false;
    const url = await storage.readUrl(EXPORTS_BUCKET, key, {
      expiresAt,
      downloadName: exportDownloadName(builtAt),
    });
    await ctx.email.enqueue(
      {
        ...buildExportReadyEmail({ to: owner.email, nome: owner.nome, url, expiresAt }),
        once: { kind: 'exportacao-pronta', id: exportId },
      },
      { client },
    );
    return true;
  });
  if (!marked) await storage.delete(EXPORTS_BUCKET, key);
}

/** Every export ends: one that could not be built is marked 'erro' (the owner may ask again at once). */
export async function failExport(pool: pg.Pool, exportId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `update exportacoes set status = 'erro', concluida_em = now() where id = $1 and status = 'pendente'`,
    [exportId],
  );
  return (rowCount ?? 0) > 0;
}
