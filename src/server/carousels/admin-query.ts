import { and, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminCarousel,
  AdminCarouselListItem,
  AdminCarouselStatusFilter,
  AdminCarouselsPage,
  AdminCarouselsQuery,
} from '../../shared/admin/carousels';
import { ADMIN_MESSAGES } from '../../shared/admin/messages';
import { OBJECTIVE_LABELS } from '../../shared/carousels/objectives';
import { type CarouselStatusSet, getCarouselStatusKind } from '../../shared/carousels/status';
import { OBJECTIVES, type Objective } from '../../shared/constants';
import type { AppContext } from '../app-types';
import { carouselStatusIn } from '../db/carousel-status';
import { escapeLike } from '../db/escape-like';
import { carrosseis, profiles, templates } from '../db/schema';
import { AppError } from '../http/app-error';
import { carouselAuthorship } from './authorship-sql';
import { createSlideFilesReader, toCarouselDto, toCarouselSummary } from './dto';

/** The creator's profile, none for a deleted account (its anonymous anchor is nobody: the screen says so). */
const creatorJoin = and(eq(profiles.id, carrosseis.idUsuario), ne(profiles.status, 'excluida'));

/** The set a filter's kind stands for: finished takes the legacy completo, failed every 'erro…' text. */
const SET_BY_KIND: Partial<Record<ReturnType<typeof getCarouselStatusKind>, CarouselStatusSet>> = {
  done: 'finished',
  error: 'failed',
};

/** The rows of one status kind, as the shared vocabulary defines kinds (src/shared/carousels/status.ts). */
function statusCondition(filter: Exclude<AdminCarouselStatusFilter, 'all'>): SQL {
  const set = SET_BY_KIND[getCarouselStatusKind(filter)];
  return set ? carouselStatusIn(set) : eq(carrosseis.status, filter);
}

/** Objectives whose Portuguese label contains the search ('conect' finds Conectar carousels). */
function objectivesLabelled(needle: string): Objective[] {
  const lower = needle.toLocaleLowerCase('pt-BR');
  return OBJECTIVES.filter((objective) =>
    OBJECTIVE_LABELS[objective].toLocaleLowerCase('pt-BR').includes(lower),
  );
}

function searchCondition(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  const labelled = objectivesLabelled(q);
  return or(
    sql`${carrosseis.id}::text ilike ${pattern}`,
    ilike(carrosseis.tema, pattern),
    ilike(carrosseis.descricaoSolicitada, pattern),
    ilike(carrosseis.tipoCarrossel, pattern),
    labelled.length > 0 ? inArray(carrosseis.objetivo, labelled) : undefined,
  );
}

/** The template's name when the carousel was made, read from the stored trace without loading the trace. */
const templateNameAtCreation = sql<string | null>`${carrosseis.webhookData}->'template'->>'nome'`;

/**
 * GET /api/admin/carousels: one page of carousels, newest first, with creator and template name, how many
 * match the filters, and the four summary figures. Paging, search and counts happen in PostgreSQL; the row
 * carries only what the table shows (the stored trace with the template's design stays in the database).
 */
export async function listAdminCarousels(
  ctx: AppContext,
  query: AdminCarouselsQuery,
): Promise<AdminCarouselsPage> {
  const where = and(
    query.status === 'all' ? undefined : statusCondition(query.status),
    query.q ? searchCondition(query.q) : undefined,
  );
  const [rows, [counted], [summary]] = await Promise.all([
    ctx.db
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
        templateNomeCriacao: templateNameAtCreation,
        dataCriacao: carrosseis.dataCriacao,
        dataFinalizacao: carrosseis.dataFinalizacao,
        creatorNome: profiles.nome,
        creatorEmail: profiles.email,
        templateNome: templates.nome,
        autoria: carouselAuthorship,
      })
      .from(carrosseis)
      .leftJoin(profiles, creatorJoin)
      // template_visual holds the id as text; a deleted template simply finds no row.
      .leftJoin(templates, sql`${templates.id}::text = ${carrosseis.templateVisual}`)
      .where(where)
      .orderBy(desc(carrosseis.dataCriacao), desc(carrosseis.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(carrosseis).where(where),
    ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        concluidos: sql<number>`count(*) filter (where ${carouselStatusIn('finished')})::int`,
        emProcessamento: sql<number>`count(*) filter (where ${carouselStatusIn('inProgress')})::int`,
        comErro: sql<number>`count(*) filter (where ${carouselStatusIn('failed')})::int`,
      })
      .from(carrosseis),
  ]);
  const items: AdminCarouselListItem[] = rows.map((row) => ({
    ...toCarouselSummary(row, row.templateNomeCriacao),
    descricao: row.descricaoSolicitada ?? row.tema,
    template: row.templateNome ?? row.templateNomeCriacao ?? row.templateVisual,
    creator:
      row.creatorNome !== null && row.creatorEmail !== null
        ? { nome: row.creatorNome, email: row.creatorEmail }
        : null,
    autoria: row.autoria,
  }));
  return {
    items,
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary: summary ?? { total: 0, concluidos: 0, emProcessamento: 0, comErro: 0 },
  };
}

/** GET /api/admin/carousels/{id}: the whole record for the details dialog, trace included. */
export async function getAdminCarousel(ctx: AppContext, id: string): Promise<AdminCarousel> {
  const [row] = await ctx.db
    .select({
      carousel: carrosseis,
      creatorNome: profiles.nome,
      creatorEmail: profiles.email,
      templateNome: templates.nome,
      autoria: carouselAuthorship,
    })
    .from(carrosseis)
    .leftJoin(profiles, creatorJoin)
    .leftJoin(templates, sql`${templates.id}::text = ${carrosseis.templateVisual}`)
    .where(eq(carrosseis.id, id));
  if (!row) throw new AppError('not_found', ADMIN_MESSAGES.carouselNotFound);
  const { carousel, creatorNome, creatorEmail, templateNome, autoria } = row;
  const dto = await toCarouselDto(carousel, await createSlideFilesReader(ctx.db)([carousel]), ctx.storage);
  return {
    ...dto,
    descricao: carousel.descricaoSolicitada ?? carousel.tema,
    template: templateNome ?? dto.template_nome ?? carousel.templateVisual,
    creator:
      creatorNome !== null && creatorEmail !== null ? { nome: creatorNome, email: creatorEmail } : null,
    autoria,
    webhook_data: carousel.webhookData ?? null,
  };
}
