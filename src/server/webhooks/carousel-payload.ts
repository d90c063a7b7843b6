import { and, eq } from 'drizzle-orm';
import { readSlideFormat } from '../../shared/carousels/formats';
import { OBJECTIVES, type Objective } from '../../shared/constants';
import type { WebhookCarousel } from '../../shared/webhooks/carousel-payload';
import { listServedFiles, servedVersion } from '../carousels/served-files';
import type { DbExecutor } from '../db/client';
import { carrosseis, carrosselTextos } from '../db/schema';
import type { Storage } from '../storage/storage';

const isObjective = (value: string | null): value is Objective =>
  value !== null && (OBJECTIVES as readonly string[]).includes(value);

/**
 * `data` of a carousel event: what `GET /api/v1/carousels/:id` answers. This is the stand-in until the public
 * API's serializer is merged; swapping it is changing this one function (its schema is
 * src/shared/webhooks/carousel-payload.ts). Null when the carousel no longer exists.
 */
export async function buildCarouselPayload(
  db: DbExecutor,
  storage: Storage,
  carouselId: string,
): Promise<WebhookCarousel | null> {
  const [row] = await db.select().from(carrosseis).where(eq(carrosseis.id, carouselId));
  if (!row) return null;
  const served = servedVersion(row);
  const files = served === null ? [] : await listServedFiles(db, storage, row, served);
  const [words] =
    served === null
      ? []
      : await db
          .select({ legenda: carrosselTextos.legenda })
          .from(carrosselTextos)
          .where(and(eq(carrosselTextos.idCarrossel, row.id), eq(carrosselTextos.versao, served)));
  const byType = (pattern: RegExp) => files.find((file) => pattern.test(file.tipo))?.url ?? null;
  return {
    id: row.id,
    status: row.status,
    tema: row.tema,
    objetivo: isObjective(row.objetivo) ? row.objetivo : null,
    formato: readSlideFormat(row.formato),
    motivo_erro: row.motivoErro,
    data_criacao: row.dataCriacao.toISOString(),
    data_finalizacao: row.dataFinalizacao?.toISOString() ?? null,
    legenda: words?.legenda ?? null,
    zip_url: byType(/zip/),
    pdf_url: byType(/pdf/),
    slides: files.filter((file) => file.tipo === 'image/png').map((file) => file.url),
    arquivos: files,
  };
}
