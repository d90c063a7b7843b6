import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  BATCH_MESSAGES,
  type Batch,
  type BatchCsvQuery,
  batchCsvQuerySchema,
  type CreateBatchResponse,
  createBatchRequestSchema,
  formatShortBalance,
} from '../../shared/batches/api';
import { slugifyTitle } from '../../shared/carousels/download-name';
import { isCarouselStatusIn } from '../../shared/carousels/status';
import { CAROUSEL_COST } from '../../shared/constants';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { readChosenBrandKit } from '../brand-kit/service';
import { servedVersion } from '../carousels/dto';
import type { CarouselService, PreparedCarousel } from '../carousels/service';
import { arquivos, carrosseis, carrosselTextos, lotes } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import { streamZip, type ZipEntry } from '../zip/write-zip';
import { CsvProblem, parseBatchCsv } from './csv';

function invalid(message: string, issues: { path: string; message: string }[]) {
  return new AppError('validation_failed', message, { title: 'Lote não criado', issues });
}

/**
 * Batches of carousels ("Gerar em lote", POST /api/carousels/batch and, through the public API,
 * /api/v1/carousels/batch): every item checked before anything is spent, then one credit and one job per
 * carousel in ONE transaction (docs/decisions/0021-webhooks-and-batches.md).
 */
export function createBatchService(
  ctx: Pick<AppContext, 'db' | 'pool' | 'storage'>,
  carousels: CarouselService,
) {
  const { db, pool, storage } = ctx;

  async function findOwned(id: string, user: WorkspaceActor) {
    const [row] = await db
      .select()
      .from(lotes)
      .where(and(eq(lotes.id, id), eq(lotes.idWorkspace, user.workspaceId)));
    if (!row) throw new AppError('not_found', BATCH_MESSAGES.notFound);
    return row;
  }

  async function readCarousels(batch: typeof lotes.$inferSelect) {
    const rows = await db.select().from(carrosseis).where(inArray(carrosseis.id, batch.carrosseis));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Deleted carousels drop out; the rest keep their row's number.
    return batch.carrosseis.flatMap((id, index) => {
      const row = byId.get(id);
      return row ? [{ row, linha: index + 1 }] : [];
    });
  }

  return {
    /**
     * Creates the batch or nothing: every item is checked like POST /api/carousels (each problem reported with
     * its row), then the balance must cover all of them, then one transaction inserts the batch and each
     * carousel with its credit and its job. The debit's CHECK refuses the whole batch if a concurrent spend
     * left too little.
     */
    async create(user: WorkspaceActor, body: unknown, meta: RequestMeta): Promise<CreateBatchResponse> {
      const parsed = createBatchRequestSchema.safeParse(body);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? BATCH_MESSAGES.itemsRequired;
        throw invalid(message, [{ path: 'itens', message }]);
      }
      const { itens } = parsed.data;
      const prepared: PreparedCarousel[] = [];
      const issues: { path: string; message: string }[] = [];
      for (const [index, item] of itens.entries()) {
        try {
          prepared.push(await carousels.prepare(user, item));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const field = error.extra.issues?.[0]?.path;
          issues.push({
            path: field ? `itens.${index}.${field}` : `itens.${index}`,
            message: `Linha ${index + 1}: ${error.message}`,
          });
        }
      }
      if (issues.length > 0) throw invalid(BATCH_MESSAGES.invalidRows, issues);

      const total = prepared.length * CAROUSEL_COST;
      const saldo = await carousels.readBalance(user.workspaceId);
      const shortBalance = () =>
        new AppError('insufficient_credits', formatShortBalance(saldo, prepared.length), {
          title: 'Créditos insuficientes',
        });
      if (saldo < total) throw shortBalance();
      const brand = await readChosenBrandKit(db, { workspaceId: user.workspaceId, userId: user.id });
      try {
        return await withTransaction(pool, async (tx) => {
          const [batch] = await tx.db
            .insert(lotes)
            .values({
              idUsuario: user.id,
              idWorkspace: user.workspaceId,
              total: prepared.length,
              carrosseis: [],
            })
            .returning({ id: lotes.id });
          if (!batch) throw new Error('insert returned no row');
          const ids: string[] = [];
          for (const item of prepared) {
            const row = await carousels.insertPrepared(tx, user, item, { brand, meta, idLote: batch.id });
            ids.push(row.id);
          }
          await tx.db.update(lotes).set({ carrosseis: ids }).where(eq(lotes.id, batch.id));
          return { lote_id: batch.id, carrosseis: ids.map((id) => ({ id })) };
        });
      } catch (error) {
        // Spent meanwhile by another request: nothing of the batch was kept.
        if (error instanceof AppError && error.code === 'insufficient_credits') throw shortBalance();
        throw error;
      }
    },

    /** A CSV's rows as create bodies for the batch, checked row by row (nothing is created here). */
    async readCsv(
      user: AuthUser,
      query: BatchCsvQuery,
      bytes: Uint8Array,
    ): Promise<{ itens: Record<string, unknown>[] }> {
      const choice = batchCsvQuerySchema.parse(query);
      let rows: Record<string, unknown>[];
      try {
        rows = parseBatchCsv(bytes, choice.objetivo);
      } catch (error) {
        if (error instanceof CsvProblem)
          throw invalid(
            error.message,
            error.issues.length > 0 ? error.issues : [{ path: 'csv', message: error.message }],
          );
        throw error;
      }
      const itens = rows.map((campos) => ({
        objetivo: choice.objetivo,
        template_visual: choice.template_visual,
        formato: choice.formato,
        campos_personalizados: campos,
      }));
      const issues: { path: string; message: string }[] = [];
      for (const [index, item] of itens.entries()) {
        try {
          await carousels.prepare(user, item);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // The spreadsheet's own line: its header is line 1.
          issues.push({ path: `itens.${index}`, message: `Linha ${index + 2}: ${error.message}` });
        }
      }
      if (issues.length > 0) throw invalid(BATCH_MESSAGES.invalidRows, issues);
      return { itens };
    },

    async get(id: string, user: WorkspaceActor): Promise<Batch> {
      const batch = await findOwned(id, user);
      const items = await readCarousels(batch);
      const count = (test: (status: string) => boolean) => items.filter(({ row }) => test(row.status)).length;
      return {
        id: batch.id,
        criado_em: batch.createdAt.toISOString(),
        total: batch.total,
        concluidos: count((status) => isCarouselStatusIn('finished', status)),
        erros: count((status) => isCarouselStatusIn('failed', status)),
        em_andamento: count((status) => isCarouselStatusIn('inProgress', status)),
        carrosseis: items.map(({ row, linha }) => ({
          id: row.id,
          linha,
          status: row.status,
          tema: row.tema,
          motivo_erro: row.motivoErro,
        })),
      };
    },

    /**
     * Every finished carousel of the batch in one ZIP, streamed: a folder per carousel (its row number and
     * theme) with its slides, PDF and caption. Files are read one at a time as the client reads.
     */
    async zip(
      id: string,
      user: WorkspaceActor,
    ): Promise<{ fileName: string; chunks: AsyncGenerator<Buffer> }> {
      const batch = await findOwned(id, user);
      const finished = (await readCarousels(batch)).filter(({ row }) => servedVersion(row) !== null);
      if (finished.length === 0) throw new AppError('not_found', BATCH_MESSAGES.nothingFinished);
      async function* entries(): AsyncGenerator<ZipEntry> {
        for (const { row, linha } of finished) {
          const versao = servedVersion(row) ?? 1;
          const folder = `${String(linha).padStart(2, '0')}-${slugifyTitle(row.tema) || 'carrossel'}`;
          const files = await db
            .select()
            .from(arquivos)
            .where(and(eq(arquivos.idCarrossel, row.id), eq(arquivos.versao, versao)))
            .orderBy(asc(arquivos.ordem), asc(arquivos.nomeArquivo));
          for (const file of files) {
            // The carousel's own ZIP holds the same files again.
            if (file.tipo === 'application/zip' || file.tipo === 'image/webp' || !file.storagePath) continue;
            const bytes = await storage.get('carrosseis', file.storagePath);
            if (bytes) yield { name: `${folder}/${file.nomeArquivo}`, bytes };
          }
          const [words] = await db
            .select({ legenda: carrosselTextos.legenda })
            .from(carrosselTextos)
            .where(and(eq(carrosselTextos.idCarrossel, row.id), eq(carrosselTextos.versao, versao)));
          if (words?.legenda)
            yield {
              name: `${folder}/legenda.txt`,
              bytes: new TextEncoder().encode(words.legenda),
              deflate: true,
            };
        }
      }
      return { fileName: `lote-${batch.id.slice(0, 8)}.zip`, chunks: streamZip(entries()) };
    },
  };
}

export type BatchService = ReturnType<typeof createBatchService>;
