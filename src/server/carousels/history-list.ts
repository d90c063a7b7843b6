import { desc, eq, sql } from 'drizzle-orm';
import type { CarouselListItem } from '../../shared/carousels/api';
import { readSlideFormat } from '../../shared/carousels/formats';
import type { Database } from '../db/client';
import { carrosseis } from '../db/schema';
import type { Storage } from '../storage/storage';
import {
  createSlideFilesReader,
  readFileUrl,
  type StoredFileRef,
  shownVersion,
  toCarouselSummary,
} from './dto';

/** A shown version's cover (its first PNG) and how many slides it has. */
interface SlideSummary {
  cover: StoredFileRef | null;
  total: number;
}

/**
 * A served version's files never change (an edit is a new version; a pruned one is no longer shown), so what the
 * card needs from them is remembered by carousel and version: a poll of the history reads `arquivos` only for
 * the carousels that finished or changed version since the last one. Beyond this many, start over.
 */
const MAX_REMEMBERED = 50_000;

/**
 * The history list, polled by every open dashboard (docs/decisions/0016-reads-at-scale.md): ONE named statement
 * for the card's columns, with the two facts it needs from the trace (the template's name, a failed edit) read by
 * PostgreSQL instead of shipping and parsing the copied design; then, of the shown version's PNG slides, only the
 * cover and the count, from memory or, for the carousels not yet seen, from one batched read of `arquivos`.
 */
export function createHistoryListReader(db: Database, storage: Storage) {
  const query = db
    .select({
      id: carrosseis.id,
      idUsuario: carrosseis.idUsuario,
      tema: carrosseis.tema,
      tipoCarrossel: carrosseis.tipoCarrossel,
      objetivo: carrosseis.objetivo,
      status: carrosseis.status,
      motivoErro: carrosseis.motivoErro,
      descricaoSolicitada: carrosseis.descricaoSolicitada,
      templateVisual: carrosseis.templateVisual,
      dataCriacao: carrosseis.dataCriacao,
      dataFinalizacao: carrosseis.dataFinalizacao,
      camposPersonalizados: carrosseis.camposPersonalizados,
      formato: carrosseis.formato,
      versaoAtual: carrosseis.versaoAtual,
      templateNome: sql<string | null>`${carrosseis.webhookData} -> 'template' ->> 'nome'`,
      editFailed: sql<
        number | null
      >`case when jsonb_typeof(${carrosseis.webhookData} -> 'editFailed') = 'number'
        then (${carrosseis.webhookData} ->> 'editFailed')::float8 end`,
    })
    .from(carrosseis)
    .where(eq(carrosseis.idUsuario, sql.placeholder('userId')))
    .orderBy(desc(carrosseis.dataCriacao))
    .prepare('carousels_history');
  const readSlideFiles = createSlideFilesReader(db);
  const summaries = new Map<string, SlideSummary>();
  const NONE: SlideSummary = { cover: null, total: 0 };

  async function readSummaries(rows: Awaited<ReturnType<typeof query.execute>>) {
    const keyOf = (row: (typeof rows)[number]) => `${row.id}:${shownVersion(row)}`;
    const missing = rows.filter((row) => shownVersion(row) !== null && !summaries.has(keyOf(row)));
    if (missing.length > 0) {
      const files = await readSlideFiles(missing);
      if (summaries.size + missing.length > MAX_REMEMBERED) summaries.clear();
      for (const row of missing) {
        const shown = files.get(row.id) ?? [];
        summaries.set(keyOf(row), { cover: shown[0] ?? null, total: shown.length });
      }
    }
    return (row: (typeof rows)[number]) =>
      shownVersion(row) === null ? NONE : (summaries.get(keyOf(row)) ?? NONE);
  }

  return async (userId: string): Promise<CarouselListItem[]> => {
    const rows = await query.execute({ userId });
    const summaryOf = await readSummaries(rows);
    return Promise.all(
      rows.map(async (row) => {
        const { cover, total } = summaryOf(row);
        return {
          ...toCarouselSummary(row, row.templateNome),
          edicao_falhou: row.editFailed,
          campos_personalizados: (row.camposPersonalizados ?? {}) as Record<string, unknown>,
          formato: readSlideFormat(row.formato),
          capa: cover ? await readFileUrl(cover, storage) : null,
          total_slides: total,
        };
      }),
    );
  };
}
