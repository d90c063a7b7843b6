import { desc, eq, sql } from 'drizzle-orm';
import type { CarouselDto } from '../../shared/carousels/api';
import { readSlideFormat } from '../../shared/carousels/formats';
import type { Database } from '../db/client';
import { carrosseis } from '../db/schema';
import type { Storage } from '../storage/storage';
import { readFileUrl, type StoredFileRef, toCarouselSummary } from './dto';

/**
 * The history list, polled by every open dashboard, in ONE named statement (docs/decisions/0016-reads-at-scale.md):
 * the card's columns; the two facts it needs from the trace (the template's name, a failed edit) read by
 * PostgreSQL instead of shipping and parsing the copied design; and the shown version's PNG slides aggregated
 * per carousel (the served version, or 1 for a carousel finished before versions), instead of a second query.
 */
export function createHistoryListReader(db: Database, storage: Storage) {
  // Inside the sub-select the outer columns must be named with their table (drizzle writes a lone column
  // unqualified, which would then mean arquivos' own id).
  const shownVersion = sql.raw(
    `coalesce(carrosseis.versao_atual, case when carrosseis.status = 'concluido' then 1 end)`,
  );
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
      slides: sql<StoredFileRef[]>`coalesce((
        select json_agg(json_build_object('storagePath', a.storage_path, 'urlArquivo', a.url_arquivo)
                        order by a.ordem, a.nome_arquivo)
        from arquivos a
        where a.id_carrossel = carrosseis.id and a.versao = ${shownVersion} and a.nome_arquivo like '%.png'
      ), '[]'::json)`,
    })
    .from(carrosseis)
    .where(eq(carrosseis.idUsuario, sql.placeholder('userId')))
    .orderBy(desc(carrosseis.dataCriacao))
    .prepare('carousels_history');

  return async (userId: string): Promise<CarouselDto[]> => {
    const rows = await query.execute({ userId });
    return Promise.all(
      rows.map(async (row) => ({
        ...toCarouselSummary(row, row.templateNome),
        edicao_falhou: row.editFailed,
        campos_personalizados: (row.camposPersonalizados ?? {}) as Record<string, unknown>,
        formato: readSlideFormat(row.formato),
        slides: await Promise.all(row.slides.map((file) => readFileUrl(file, storage))),
      })),
    );
  };
}
