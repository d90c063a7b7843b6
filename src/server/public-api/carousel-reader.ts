import { and, desc, eq, sql } from 'drizzle-orm';
import { getCarouselStatusKind } from '../../shared/carousels/status';
import type { Objective } from '../../shared/constants';
import {
  PUBLIC_API_MESSAGES,
  type PublicCarousel,
  type PublicCarouselList,
} from '../../shared/public-api/schemas';
import { readTrace, servedVersion } from '../carousels/dto';
import { listServedFiles } from '../carousels/served-files';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { carrosseis, carrosselTextos } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Storage } from '../storage/storage';

type CarouselRow = typeof carrosseis.$inferSelect;

/** PostgreSQL keeps microseconds, a cursor (a JS date) milliseconds: pages order and compare at milliseconds. */
const createdMs = sql`date_trunc('milliseconds', ${carrosseis.dataCriacao})`;

const STATUS_BY_KIND = {
  done: 'concluido',
  error: 'erro',
  processing: 'processando',
  pending: 'pendente',
  cancelled: 'cancelado',
  unknown: 'pendente',
} as const satisfies Record<ReturnType<typeof getCarouselStatusKind>, PublicCarousel['status']>;

/** A page's position: the last carousel's creation time and id, opaque to the client (base64url). */
function encodeCursor(row: Pick<CarouselRow, 'dataCriacao' | 'id'>): string {
  return Buffer.from(`${row.dataCriacao.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(at.getTime()))
    throw new AppError('validation_failed', PUBLIC_API_MESSAGES.badCursor, {
      issues: [{ path: 'cursor', message: PUBLIC_API_MESSAGES.badCursor }],
    });
  return { at, id };
}

/**
 * Carousels as the public API answers them (GET /api/v1/carousels/:id). `get` is also what a webhook's `data`
 * holds for a carousel event, so a delivery and a read say the same thing.
 */
export function createPublicCarouselReader(ctx: {
  db: Database;
  storage: Storage;
  config: Pick<Config, 'APP_URL'>;
}) {
  const { db, storage, config } = ctx;
  const appUrl = config.APP_URL.replace(/\/$/, '');
  // Local storage answers paths on the app's origin; an integration needs the whole address.
  const absolute = (url: string) => (url.startsWith('/') ? `${appUrl}${url}` : url);

  async function serialize(row: CarouselRow): Promise<PublicCarousel> {
    const kind = getCarouselStatusKind(row.status);
    const served = servedVersion(row);
    const [files, words] =
      served === null
        ? [[], []]
        : await Promise.all([
            listServedFiles(db, storage, row, served),
            db
              .select({ legenda: carrosselTextos.legenda })
              .from(carrosselTextos)
              .where(and(eq(carrosselTextos.idCarrossel, row.id), eq(carrosselTextos.versao, served))),
          ]);
    const urlOf = (tipo: string) => {
      const file = files.find((item) => item.tipo === tipo);
      return file ? absolute(file.url) : null;
    };
    const template = readTrace(row.webhookData).template;
    return {
      id: row.id,
      status: STATUS_BY_KIND[kind],
      motivo_erro:
        kind === 'error' ? (row.motivoErro ?? row.status.replace(/^erro:?\s*/i, '') ?? null) || null : null,
      objetivo: row.objetivo as Objective | null,
      formato: row.formato as PublicCarousel['formato'],
      tema: row.tema,
      template: template ? { id: template.id, nome: template.nome } : null,
      criado_em: row.dataCriacao.toISOString(),
      concluido_em: row.dataFinalizacao?.toISOString() ?? null,
      slides: files.filter((file) => file.tipo === 'image/png').map((file) => absolute(file.url)),
      zip_url: urlOf('application/zip'),
      pdf_url: urlOf('application/pdf'),
      legenda: words[0]?.legenda ?? null,
    };
  }

  return {
    /**
     * The workspace's carousel, or 404 (another workspace's carousel answers exactly like a missing one, even to
     * the member who made it).
     */
    async get(workspaceId: string, carouselId: string): Promise<PublicCarousel> {
      const [row] = await db
        .select()
        .from(carrosseis)
        .where(and(eq(carrosseis.id, carouselId), eq(carrosseis.idWorkspace, workspaceId)));
      if (!row) throw new AppError('not_found', PUBLIC_API_MESSAGES.notFound);
      return serialize(row);
    },

    /** Newest first, `limite` a page; the cursor is the last row's (creation time, id), so no row is skipped. */
    async list(
      workspaceId: string,
      query: { limite: number; cursor?: string | undefined },
    ): Promise<PublicCarouselList> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await db
        .select()
        .from(carrosseis)
        .where(
          and(
            eq(carrosseis.idWorkspace, workspaceId),
            after
              ? sql`(${createdMs}, ${carrosseis.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(createdMs), desc(carrosseis.id))
        .limit(query.limite + 1);
      const page = rows.slice(0, query.limite);
      const last = page.at(-1);
      return {
        itens: await Promise.all(page.map(serialize)),
        proximo_cursor: rows.length > query.limite && last ? encodeCursor(last) : null,
      };
    },
  };
}

export type PublicCarouselReader = ReturnType<typeof createPublicCarouselReader>;
