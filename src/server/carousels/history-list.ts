import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CarouselListItem } from '../../shared/carousels/api';
import { readSlideFormat } from '../../shared/carousels/formats';
import type { Database } from '../db/client';
import { arquivos, carrosseis } from '../db/schema';
import type { Storage } from '../storage/storage';
import { readFileUrl, toCarouselSummary } from './dto';

/**
 * The history list, polled by every open dashboard, in ONE named statement (docs/decisions/0016-reads-at-scale.md):
 * the card's columns; the two facts it needs from the trace (the template's name, a failed edit) read by
 * PostgreSQL instead of shipping and parsing the copied design; and, of the shown version's PNG slides, only the
 * first as the cover and their count.
 */
export function createHistoryListReader(db: Database, storage: Storage) {
  // The first PNG of the shown version (the served one, or 1 for a carousel finished before versions) and how
  // many there are, in one pass over the carousel's files.
  const slide = alias(arquivos, 'slide');
  const firstSlide = db
    .select({
      coverPath: slide.storagePath,
      coverUrl: slide.urlArquivo,
      totalSlides: sql<number>`count(*) over ()`.as('total_slides'),
    })
    .from(slide)
    .where(
      and(
        eq(slide.idCarrossel, carrosseis.id),
        like(slide.nomeArquivo, '%.png'),
        eq(
          slide.versao,
          sql`coalesce(${carrosseis.versaoAtual}, case when ${carrosseis.status} = 'concluido' then 1 end)`,
        ),
      ),
    )
    .orderBy(asc(slide.ordem), asc(slide.nomeArquivo))
    .limit(1)
    .as('first_slide');
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
      templateNome: sql<string | null>`${carrosseis.webhookData} -> 'template' ->> 'nome'`,
      editFailed: sql<
        number | null
      >`case when jsonb_typeof(${carrosseis.webhookData} -> 'editFailed') = 'number'
        then (${carrosseis.webhookData} ->> 'editFailed')::float8 end`,
      coverPath: firstSlide.coverPath,
      coverUrl: firstSlide.coverUrl,
      totalSlides: firstSlide.totalSlides,
    })
    .from(carrosseis)
    .leftJoinLateral(firstSlide, sql`true`)
    .where(eq(carrosseis.idUsuario, sql.placeholder('userId')))
    .orderBy(desc(carrosseis.dataCriacao))
    .prepare('carousels_history');

  return async (userId: string): Promise<CarouselListItem[]> => {
    const rows = await query.execute({ userId });
    return Promise.all(
      rows.map(async (row) => ({
        ...toCarouselSummary(row, row.templateNome),
        edicao_falhou: row.editFailed,
        campos_personalizados: (row.camposPersonalizados ?? {}) as Record<string, unknown>,
        formato: readSlideFormat(row.formato),
        capa:
          row.coverUrl === null
            ? null
            : await readFileUrl({ storagePath: row.coverPath, urlArquivo: row.coverUrl }, storage),
        total_slides: Number(row.totalSlides ?? 0),
      })),
    );
  };
}
