import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { KnownLogAction } from '../../shared/admin/logs';
import {
  type CarouselVersions,
  type EditedSlide,
  PREVIEW_WIDTH,
  type SaveSlidesRequest,
  type SaveSlidesResponse,
  type SlidePreviewRequest,
} from '../../shared/carousels/edit-slides';
import { readSlideFormat } from '../../shared/carousels/formats';
import type { AppContext } from '../app-types';
import { readTraceBrand } from '../brand-kit/stored-kit';
import { arquivos, carrosseis, carrosselTextos, templates } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import type { Renderer } from '../slide-engine/render';
import type { TemplateDesign } from '../slide-engine/templates';
import { addBrandAvatar } from '../slide-images/brand-avatar';
import { GenerationError, loadCarouselImages } from '../slide-images/carousel-images';
import type { Storage } from '../storage/storage';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import { recordActivity } from '../workspaces/activity';
import type { Slide } from '../writer/types';
import { deleteCarousel } from './delete-carousel';
import { readThumbnailUrl, readTrace, toDownloadFile } from './dto';
import { isEditable, NOT_EDITABLE_MESSAGE } from './editable';
import type { GenerateCarouselJob } from './generate-job';
import { parseSlideImage } from './image-refs';
import { publishCarouselChange } from './notify';

const NOT_FOUND = 'Carrossel não encontrado.';
const FOREIGN_IMAGE = 'Use apenas imagens que já estão neste carrossel.';
const TEMPLATE_GONE = 'Este estilo visual não está mais disponível. Escolha outro.';
const VERSION_NOT_FOUND = 'Versão não encontrada.';
const ALREADY_SERVED = 'Esta já é a versão atual.';

type VersionTemplate = { id: string; nome: string; design: unknown };
type Tx = Parameters<Parameters<typeof withTransaction>[1]>[0];

/** Every image a carousel's saved versions drew (their keys): the only ones an edit may place on a slide. */
function collectImageRefs(versions: { slides: unknown }[]): Set<string> {
  const refs = new Set<string>();
  for (const version of versions) {
    if (!Array.isArray(version.slides)) continue;
    for (const slide of version.slides as { imageRef?: unknown }[]) {
      if (typeof slide?.imageRef === 'string' && slide.imageRef !== '') refs.add(slide.imageRef);
    }
  }
  return refs;
}

/**
 * The renderer's slide from the editor's, refusing a photo the carousel never drew. The editor sends the
 * address the API showed (slide-texts.ts); the slide keeps its key (image-refs.ts). A reference an old row
 * kept as written is compared as is.
 */
function toSlide(
  slide: EditedSlide,
  path: string,
  allowedImages: ReadonlySet<string>,
  storage: Storage,
): Slide {
  const imageRef = slide.image ? (parseSlideImage(slide.image, storage) ?? slide.image) : null;
  if (imageRef && !allowedImages.has(imageRef)) {
    throw new AppError('validation_failed', FOREIGN_IMAGE, {
      issues: [{ path: `${path}.image`, message: FOREIGN_IMAGE }],
    });
  }
  return {
    kind: slide.kind,
    title: slide.title,
    ...(slide.eyebrow ? { eyebrow: slide.eyebrow } : {}),
    ...(slide.body ? { body: slide.body } : {}),
    ...(imageRef ? { imageRef } : {}),
    ...(slide.variant ? { variant: slide.variant } : {}),
  };
}

/**
 * The slide editor's server side: a save stores the words as the next version (`gerando`) and queues the
 * generation job in its "from saved slides" mode, in one transaction, and moves no credit. The job draws the
 * version under its own storage keys and switches the served version in one transaction (render-edit.ts).
 */
export interface EditDeps {
  job: GenerateCarouselJob;
  renderer: Renderer;
  resolveDesign(design: unknown): Promise<TemplateDesign>;
}

export function createCarouselEditService(ctx: AppContext, deps: EditDeps) {
  const { db, pool, storage } = ctx;

  async function readAllowedImages(id: string): Promise<Set<string>> {
    const versions = await db
      .select({ slides: carrosselTextos.slides })
      .from(carrosselTextos)
      .where(eq(carrosselTextos.idCarrossel, id));
    return collectImageRefs(versions);
  }

  async function findOwned(id: string, user: WorkspaceActor) {
    const [row] = await db.select().from(carrosseis).where(eq(carrosseis.id, id));
    // The workspace's members only: another workspace's carousel (an admin's too) answers exactly like a missing one.
    if (!row || row.idWorkspace !== user.workspaceId) throw new AppError('not_found', NOT_FOUND);
    return row;
  }

  async function findActiveTemplate(id: string) {
    const [template] = await db
      .select({ id: templates.id, nome: templates.nome, design: templates.design, ativo: templates.ativo })
      .from(templates)
      .where(eq(templates.id, id));
    if (!template?.ativo) {
      throw new AppError('validation_failed', TEMPLATE_GONE, {
        issues: [{ path: 'template_visual', message: TEMPLATE_GONE }],
      });
    }
    return { id: template.id, nome: template.nome, design: template.design };
  }

  /** The row lock serializes saves of one carousel: each gets the next version number. */
  async function lockEditable({ db: tx }: Tx, id: string, user: WorkspaceActor) {
    const [row] = await tx.select().from(carrosseis).where(eq(carrosseis.id, id)).for('update');
    if (!row || row.idWorkspace !== user.workspaceId) throw new AppError('not_found', NOT_FOUND);
    if (!isEditable(row)) throw new AppError('conflict', NOT_EDITABLE_MESSAGE);
    return row;
  }

  /** Version 1 keeps the creation's template once another is chosen (the trace's only until then). */
  async function pinFirstTemplate({ db: tx }: Tx, row: typeof carrosseis.$inferSelect) {
    const original = readTrace(row.webhookData).template;
    if (!original) return;
    await tx
      .update(carrosselTextos)
      .set({ template: original })
      .where(
        and(
          eq(carrosselTextos.idCarrossel, row.id),
          eq(carrosselTextos.versao, 1),
          sql`${carrosselTextos.template} is null`,
          // Only while version 1's template is still the served one: no switch was ever served.
          sql`not exists (select 1 from ${carrosselTextos} t where t.id_carrossel = ${row.id} and t.versao > 1 and t.template is not null and t.estado = 'pronto')`,
        ),
      );
  }

  /** The next version of the words, queued to be drawn, logged and announced, in the caller's transaction. */
  async function queueVersion(
    { db: tx, client }: Tx,
    row: typeof carrosseis.$inferSelect,
    user: WorkspaceActor,
    words: { slides: Slide[]; legenda: string; template: VersionTemplate | null },
    log: { acao: KnownLogAction; detalhes: Record<string, unknown> },
    meta: RequestMeta,
  ): Promise<SaveSlidesResponse> {
    const [latest] = await tx
      .select({ versao: carrosselTextos.versao })
      .from(carrosselTextos)
      .where(eq(carrosselTextos.idCarrossel, row.id))
      .orderBy(desc(carrosselTextos.versao))
      .limit(1);
    const versao = (latest?.versao ?? 1) + 1;
    await tx.insert(carrosselTextos).values({
      idCarrossel: row.id,
      versao,
      slides: words.slides,
      legenda: words.legenda,
      estado: 'gerando',
      template: words.template,
    });
    await tx
      .update(carrosseis)
      .set({ status: 'processando', dataEdicao: new Date(), editadoPor: user.id })
      .where(eq(carrosseis.id, row.id));
    await recordActivity(client, {
      workspaceId: row.idWorkspace,
      userId: user.id,
      tipo: 'carrossel_editado',
      carouselId: row.id,
      tema: row.tema,
    });
    await ctx.jobs.send(deps.job, { carouselId: row.id, versao }, { client });
    await writeLog(tx, {
      idUsuario: user.id,
      acao: log.acao,
      detalhes: { carrossel: row.id, versao, slides: words.slides.length, ...log.detalhes },
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    await publishCarouselChange(client, row.id, { workspaceId: row.idWorkspace });
    return { versao };
  }

  return {
    async saveSlides(
      id: string,
      user: WorkspaceActor,
      request: SaveSlidesRequest,
      meta: RequestMeta,
    ): Promise<SaveSlidesResponse> {
      await findOwned(id, user);
      const template = request.template_visual ? await findActiveTemplate(request.template_visual) : null;

      return withTransaction(pool, async (tx) => {
        const row = await lockEditable(tx, id, user);
        const versions = await tx.db
          .select({ versao: carrosselTextos.versao, slides: carrosselTextos.slides })
          .from(carrosselTextos)
          .where(eq(carrosselTextos.idCarrossel, id))
          .orderBy(desc(carrosselTextos.versao));
        const allowedImages = collectImageRefs(versions);
        const slides = request.slides.map((slide, index) =>
          toSlide(slide, `slides.${index}`, allowedImages, storage),
        );
        // A first switch away from the creation's template writes that template on version 1 (which the
        // generation saved without one), so restoring version 1 later draws it as it was (restoreVersion).
        if (template) await pinFirstTemplate(tx, row);
        return queueVersion(
          tx,
          row,
          user,
          { slides, legenda: request.legenda, template },
          { acao: 'editar_carrossel', detalhes: template ? { template: template.nome } : {} },
          meta,
        );
      });
    },

    /**
     * Serves an earlier version again: its words, caption and template become a new version drawn like any
     * save (free, 202 with the new number). The one served now is refused, as is a version never drawn.
     */
    async restoreVersion(
      id: string,
      user: WorkspaceActor,
      versao: number,
      meta: RequestMeta,
    ): Promise<SaveSlidesResponse> {
      await findOwned(id, user);
      return withTransaction(pool, async (tx) => {
        const row = await lockEditable(tx, id, user);
        if ((row.versaoAtual ?? 1) === versao) throw new AppError('conflict', ALREADY_SERVED);
        const earlier = await tx.db
          .select({
            versao: carrosselTextos.versao,
            slides: carrosselTextos.slides,
            legenda: carrosselTextos.legenda,
            estado: carrosselTextos.estado,
            template: carrosselTextos.template,
          })
          .from(carrosselTextos)
          .where(and(eq(carrosselTextos.idCarrossel, id), lte(carrosselTextos.versao, versao)))
          .orderBy(desc(carrosselTextos.versao));
        const source = earlier[0];
        if (source?.versao !== versao || source.estado !== 'pronto') {
          throw new AppError('not_found', VERSION_NOT_FOUND);
        }
        // The template it was drawn with: its own, else the last one an earlier served version chose; none
        // means the carousel never left its creation template, which is still the served one.
        const template =
          (earlier.find((version) => version.template !== null && version.estado === 'pronto')?.template as
            | VersionTemplate
            | undefined) ?? null;
        if (template) await pinFirstTemplate(tx, row);
        return queueVersion(
          tx,
          row,
          user,
          { slides: source.slides as Slide[], legenda: source.legenda, template },
          { acao: 'restaurar_versao', detalhes: { restaurada: versao } },
          meta,
        );
      });
    },

    /**
     * The editor's live preview: one slide drawn by the same renderer and design as the download (the
     * carousel's, or the template being tried), as a small JPEG. Nothing is stored.
     */
    async preview(id: string, user: WorkspaceActor, request: SlidePreviewRequest): Promise<Buffer> {
      const row = await findOwned(id, user);
      const chosen = request.template_visual ? await findActiveTemplate(request.template_visual) : null;
      const design = await deps.resolveDesign(chosen?.design ?? readTrace(row.webhookData).template?.design);
      const slide = toSlide(request.slide, 'slide', await readAllowedImages(id), storage);
      const images = await loadCarouselImages(storage, [slide], design).catch((error: unknown) => {
        // A photo gone from storage: the preview shows the slide without it, as the renderer would.
        if (error instanceof GenerationError) return new Map<string, Uint8Array>();
        throw error;
      });
      // Signed like the download: the brand kit copied onto this carousel at creation.
      const brand = readTraceBrand(readTrace(row.webhookData));
      await addBrandAvatar(storage, brand, images);
      return deps.renderer.renderSlidePreview(
        {
          design,
          slide,
          index: request.index,
          total: request.total,
          images,
          format: readSlideFormat(row.formato),
          brand,
        },
        PREVIEW_WIDTH,
      );
    },

    /** Deletes the owner's carousel and its files; the credit ledger keeps its rows (delete-carousel.ts). */
    remove: (id: string, user: WorkspaceActor, meta: RequestMeta) => deleteCarousel(ctx, id, user, meta),

    /** The kept versions (newest first) with their files, and the state of the latest save. */
    async listVersions(id: string, user: WorkspaceActor): Promise<CarouselVersions> {
      const row = await findOwned(id, user);
      const texts = await db
        .select({ versao: carrosselTextos.versao, estado: carrosselTextos.estado })
        .from(carrosselTextos)
        .where(eq(carrosselTextos.idCarrossel, id))
        .orderBy(desc(carrosselTextos.versao));
      const latest = texts[0];
      const files = await db
        .select()
        .from(arquivos)
        .where(eq(arquivos.idCarrossel, id))
        .orderBy(desc(arquivos.versao), sql`${arquivos.ordem} asc`, sql`${arquivos.nomeArquivo} asc`);
      const byVersion = new Map<number, (typeof files)[number][]>();
      for (const file of files) byVersion.set(file.versao, [...(byVersion.get(file.versao) ?? []), file]);
      const versoes = await Promise.all(
        [...byVersion.entries()].map(async ([versao, versionFiles]) => ({
          versao,
          atual: versao === (row.versaoAtual ?? 1),
          criado_em: (versionFiles[0]?.dataUpload ?? new Date()).toISOString(),
          arquivos: await Promise.all(versionFiles.map((file) => toDownloadFile(file, storage, row.tema))),
          miniaturas: await Promise.all(
            versionFiles
              .filter((file) => file.nomeArquivo.endsWith('.png'))
              .map((file) => readThumbnailUrl(file, storage)),
          ),
        })),
      );
      return {
        pendente: latest?.estado === 'gerando' ? latest.versao : null,
        falhou: latest?.estado === 'erro' ? latest.versao : null,
        versoes,
      };
    },
  };
}

export type CarouselEditService = ReturnType<typeof createCarouselEditService>;
