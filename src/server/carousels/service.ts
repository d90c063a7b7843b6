import { and, eq, min } from 'drizzle-orm';
import type { CarouselDto, CarouselSlides, DownloadResponse } from '../../shared/carousels/api';
import { readSlideFormat } from '../../shared/carousels/formats';
import { INSUFFICIENT_CREDITS } from '../../shared/carousels/messages';
import { COVER_TEXT_FIELD } from '../../shared/carousels/objectives';
import type { CreateCarouselRequest } from '../../shared/carousels/schemas';
import { validateCreateRequest } from '../../shared/carousels/validate-create-request';
import { CAROUSEL_COST } from '../../shared/constants';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { readChosenBrandKit } from '../brand-kit/service';
import { readTraceBrand, type StoredBrandKit } from '../brand-kit/stored-kit';
import { applyCreditChange } from '../credits/ledger';
import { arquivos, carrosseis, carrosselTextos, creditos, templates } from '../db/schema';
import { type Transaction, withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import { recordActivity } from '../workspaces/activity';
import { type CarouselRow, createSlideFilesReader, readTrace, servedVersion, toCarouselDto } from './dto';
import type { GenerateCarouselJob } from './generate-job';
import { createHistoryListReader } from './history-list';
import { toStoredFields } from './image-refs';
import type { CarouselListCache } from './list-cache';
import { publishCarouselChange } from './notify';
import { listServedFiles } from './served-files';
import { readServedTexts } from './slide-texts';

const NOT_FOUND = 'Carrossel não encontrado.';

/** Who signs which slides, for the download page; the avatar stays on the server. */
function pickSigning(brand: StoredBrandKit | undefined): DownloadResponse['carrossel']['marca'] {
  if (!brand) return null;
  const { nome, arroba, mostrar_nome, mostrar_arroba, mostrar_avatar, onde } = brand;
  return { nome, arroba, mostrar_nome, mostrar_arroba, mostrar_avatar, onde };
}

/** The text the carousel is about, before the writer derives the final theme. */
function findCoverText(request: CreateCarouselRequest): string {
  const fields = request.campos_personalizados as Record<string, unknown>;
  const key = COVER_TEXT_FIELD[request.objetivo];
  const text = typeof fields[key] === 'string' ? (fields[key] as string) : '';
  return text.replace(/\s+/g, ' ').trim();
}

/** A create request checked and ready to insert (createCarouselService's prepare). */
export interface PreparedCarousel {
  request: CreateCarouselRequest;
  template: { id: string; nome: string; design: unknown };
  camposPersonalizados: ReturnType<typeof toStoredFields>;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function createCarouselService(
  ctx: AppContext,
  generateJob: GenerateCarouselJob,
  lists: CarouselListCache,
) {
  const { db, pool, storage } = ctx;
  const readHistory = createHistoryListReader(db, storage, lists);
  const readSlideFiles = createSlideFilesReader(db);

  async function findOwned(id: string, user: WorkspaceActor): Promise<typeof carrosseis.$inferSelect> {
    const [row] = await db.select().from(carrosseis).where(eq(carrosseis.id, id));
    // Another workspace's carousel answers exactly like a missing one.
    if (!row || (row.idWorkspace !== user.workspaceId && user.tipo !== 'admin'))
      throw new AppError('not_found', NOT_FOUND);
    return row;
  }

  /**
   * Checks one create request in the spec's order (template, fields) and returns what its insert needs; the
   * credits are the caller's (one carousel, or a whole batch). Throws the Portuguese AppError of the first
   * problem, and changes nothing.
   */
  async function prepare(user: AuthUser, body: unknown): Promise<PreparedCarousel> {
    const validation = validateCreateRequest(body);
    if (!validation.success) {
      const { title, description, field } = validation.error;
      throw new AppError('validation_failed', description, {
        title,
        issues: [{ path: field ?? '', message: description }],
      });
    }
    const request = validation.data;
    const [template] = await db
      .select({ id: templates.id, nome: templates.nome, design: templates.design, ativo: templates.ativo })
      .from(templates)
      .where(eq(templates.id, request.template_visual))
      .catch(() => []);
    if (!template?.ativo) {
      const message = 'Este estilo visual não está mais disponível. Escolha outro.';
      throw new AppError('validation_failed', message, {
        title: 'Template visual não selecionado',
        issues: [{ path: 'template_visual', message }],
      });
    }
    // Only the user's own uploads, stored as their keys in medias (image-refs.ts says why).
    return { request, template, camposPersonalizados: toStoredFields(request, user.id, storage) };
  }

  /**
   * Inside the caller's transaction: inserts the carousel, debits its credit (the balance CHECK refuses an
   * overdraft), enqueues its generation and logs it.
   */
  async function insertPrepared(
    { db: tx, client }: Transaction,
    user: WorkspaceActor,
    prepared: PreparedCarousel,
    extra: { brand: StoredBrandKit | null | undefined; meta: RequestMeta; idLote?: string },
  ): Promise<CarouselRow> {
    const { request, template, camposPersonalizados } = prepared;
    const coverText = findCoverText(request);
    const [created] = await tx
      .insert(carrosseis)
      .values({
        idUsuario: user.id,
        idWorkspace: user.workspaceId,
        tipoCarrossel: request.objetivo,
        objetivo: request.objetivo,
        camposPersonalizados,
        templateVisual: template.id,
        tema: truncate(coverText, 120),
        descricaoSolicitada: truncate(coverText, 500),
        formato: request.formato,
        idLote: extra.idLote ?? null,
        // The design is copied: editing or deleting the template later never changes this carousel.
        // So is the brand kit, as stored (its avatar a key): a later change of name, colours or avatar
        // never redraws this carousel.
        webhookData: {
          template: { id: template.id, nome: template.nome, design: template.design },
          ...(extra.brand ? { brand: extra.brand } : {}),
        },
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await applyCreditChange(tx, {
      workspaceId: user.workspaceId,
      userId: user.id,
      kind: 'carrossel',
      delta: -CAROUSEL_COST,
      descricao: 'Criação de carrossel',
      idCarrossel: created.id,
    });
    await recordActivity(client, {
      workspaceId: user.workspaceId,
      userId: user.id,
      tipo: 'carrossel_criado',
      carouselId: created.id,
      tema: created.tema,
    });
    await ctx.jobs.send(generateJob, { carouselId: created.id }, { client, singletonKey: created.id });
    await writeLog(tx, {
      idUsuario: user.id,
      acao: 'criar_carrossel',
      detalhes: {
        carrossel: created.id,
        objetivo: request.objetivo,
        template: template.nome,
        formato: request.formato,
        ...(extra.idLote ? { lote: extra.idLote } : {}),
      },
      ip: extra.meta.ip,
      userAgent: extra.meta.userAgent,
    });
    await publishCarouselChange(client, created.id, { credits: true, workspaceId: user.workspaceId });
    return created;
  }

  /** The workspace's balance now, read outside any transaction (the debit's CHECK is what holds under concurrency). */
  async function readBalance(workspaceId: string): Promise<number> {
    const [balance] = await db
      .select({ saldo: creditos.saldoAtual })
      .from(creditos)
      .where(eq(creditos.idWorkspace, workspaceId));
    return balance?.saldo ?? 0;
  }

  return {
    prepare,
    insertPrepared,
    readBalance,

    /**
     * Validates in the spec's order (template, fields, credits), then in ONE transaction debits 1 credit,
     * inserts the carousel, enqueues its generation and logs it. The balance CHECK and the conditional
     * update make 20 concurrent requests with 2 credits create exactly 2 carousels.
     */
    async create(user: WorkspaceActor, body: unknown, meta: RequestMeta): Promise<CarouselDto> {
      const prepared = await prepare(user, body);
      // The chosen kit (`id_marca`, the workspace's own) or its default: another workspace's is refused here.
      const brand = await readChosenBrandKit(
        db,
        { workspaceId: user.workspaceId, userId: user.id },
        prepared.request.id_marca,
      );
      if ((await readBalance(user.workspaceId)) < CAROUSEL_COST) {
        throw new AppError('insufficient_credits', INSUFFICIENT_CREDITS.description, {
          title: INSUFFICIENT_CREDITS.title,
        });
      }
      const row = await withTransaction(pool, (tx) => insertPrepared(tx, user, prepared, { brand, meta }));
      return toCarouselDto(row, await readSlideFiles([row]), storage);
    },

    /** The history list as JSON (a `CarouselListItem[]`), UTF-8 bytes: history-list.ts says why it is written by SQL. */
    async listJson(user: WorkspaceActor): Promise<Buffer> {
      return readHistory(user.workspaceId);
    },

    async get(id: string, user: WorkspaceActor): Promise<CarouselDto> {
      const row = await findOwned(id, user);
      return toCarouselDto(row, await readSlideFiles([row]), storage);
    },

    /** The words of every slide and the caption, for the workspace's members only (an admin reads the files instead). */
    async getSlides(id: string, user: WorkspaceActor): Promise<CarouselSlides> {
      const row = await findOwned(id, user);
      if (row.idWorkspace !== user.workspaceId) throw new AppError('not_found', NOT_FOUND);
      const texts = await readServedTexts(db, storage, id, row.versaoAtual ?? null);
      if (!texts) throw new AppError('not_found', 'Os textos deste carrossel ainda não estão prontos.');
      return texts;
    },

    /**
     * Only once finished: the served version's files, the ZIP first, then the PDF, then each slide. While a
     * saved edit is drawn the previous version stays served.
     */
    async getDownload(id: string, user: WorkspaceActor): Promise<DownloadResponse> {
      const row = await findOwned(id, user);
      const served = servedVersion(row);
      if (served === null) throw new AppError('not_found', 'Este carrossel ainda não está concluído.');
      const [words, drawn] = await Promise.all([
        db
          .select({ legenda: carrosselTextos.legenda })
          .from(carrosselTextos)
          .where(and(eq(carrosselTextos.idCarrossel, id), eq(carrosselTextos.versao, served))),
        // An edit's files are stored when it is drawn: its "finished" time. Version 1 keeps the row's.
        served > 1
          ? db
              .select({ at: min(arquivos.dataUpload) })
              .from(arquivos)
              .where(and(eq(arquivos.idCarrossel, id), eq(arquivos.versao, served)))
          : Promise.resolve([]),
      ]);
      const finishedAt = drawn[0]?.at ?? row.dataFinalizacao;
      return {
        carrossel: {
          id: row.id,
          tema: row.tema,
          dataCriacao: row.dataCriacao.toISOString(),
          dataFinalizacao: finishedAt?.toISOString() ?? null,
          formato: readSlideFormat(row.formato),
          marca: pickSigning(readTraceBrand(readTrace(row.webhookData))),
        },
        legenda: words[0]?.legenda ?? null,
        arquivos: await listServedFiles(db, storage, row, served),
      };
    },
  };
}

export type CarouselService = ReturnType<typeof createCarouselService>;
