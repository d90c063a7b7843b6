import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BRAND_KITS_MAX,
  BRAND_KITS_MESSAGES,
  type BrandKitItem,
  type BrandKitList,
  brandKitSaveSchema,
} from '../../shared/brand-kit/kits';
import {
  BRAND_PREVIEW_TEMPLATE_MESSAGE,
  type BrandPreviewResponse,
  brandPreviewRequestSchema,
} from '../../shared/brand-kit/preview';
import {
  BRAND_MESSAGES,
  type BrandKitResponse,
  brandKitSchema,
  getDefaultBrandKit,
} from '../../shared/brand-kit/schema';
import { PREVIEW_WIDTH } from '../../shared/carousels/edit-slides';
import { getSlideSize } from '../../shared/carousels/formats';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import type { Database } from '../db/client';
import { marcas, templates, workspaces } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import { applyBrandToDesign, type Renderer } from '../slide-engine/render';
import type { TemplateDesign } from '../slide-engine/templates';
import { addBrandAvatar } from '../slide-images/brand-avatar';
import { findOwnUploadKey, type MediaKey } from '../storage/media-keys';
import { acceptImage } from '../uploads/accept-image';
import type { ActiveWorkspace } from '../workspaces/active-workspace';
import type { Slide } from '../writer/types';
import { type StoredBrandKit, toStoredBrandKit, toWireBrandKit } from './stored-kit';

type BrandRow = typeof marcas.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toStoredKit(row: BrandRow): StoredBrandKit {
  const { avatar_url: _none, ...kit } = brandKitSchema.parse({
    nome: row.nome,
    arroba: row.arroba,
    avatar_url: null,
    avatar_forma: row.avatarForma,
    cor_primaria: row.corPrimaria,
    cor_destaque: row.corDestaque,
    fonte: row.fonte,
    mostrar_nome: row.mostrarNome,
    mostrar_arroba: row.mostrarArroba,
    mostrar_avatar: row.mostrarAvatar,
    onde: row.onde,
  });
  return { ...kit, avatar_chave: row.avatarChave };
}

/** The kit's columns as saved now (the avatar as its key). */
function toColumns(kit: StoredBrandKit) {
  return {
    nome: kit.nome,
    arroba: kit.arroba,
    avatarChave: kit.avatar_chave,
    avatarForma: kit.avatar_forma,
    corPrimaria: kit.cor_primaria,
    corDestaque: kit.cor_destaque,
    fonte: kit.fonte,
    mostrarNome: kit.mostrar_nome,
    mostrarArroba: kit.mostrar_arroba,
    mostrarAvatar: kit.mostrar_avatar,
    onde: kit.onde,
    updatedAt: new Date(),
  };
}

/**
 * The kit that signs a new carousel, as stored (the avatar as its key): the one chosen (`kitId`), which must be
 * the workspace's (else the 400 naming `id_marca`), or without a choice the workspace's default, or null when
 * the workspace has no kit (its carousels carry no signature). Without a workspace (a caller not yet scoped to
 * one), the account's personal workspace. Creation copies it onto the carousel as it is.
 */
export async function readChosenBrandKit(
  db: Database,
  scope: { workspaceId?: string | undefined; userId: string },
  kitId?: string | null,
): Promise<StoredBrandKit | null> {
  const workspace = scope.workspaceId
    ? sql`${scope.workspaceId}::uuid`
    : sql`(select ${workspaces.id} from ${workspaces} where ${workspaces.idUsuarioPessoal} = ${scope.userId})`;
  const chosen = kitId ? (UUID.test(kitId) ? eq(marcas.id, kitId) : undefined) : eq(marcas.padrao, true);
  const [row] = chosen
    ? await db
        .select()
        .from(marcas)
        .where(and(sql`${marcas.idWorkspace} = ${workspace}`, chosen))
    : [];
  if (row) return toStoredKit(row);
  if (!kitId) return null;
  throw new AppError('validation_failed', BRAND_KITS_MESSAGES.notFound, {
    title: 'Marca não encontrada',
    issues: [{ path: 'id_marca', message: BRAND_KITS_MESSAGES.notFound }],
  });
}

/** The sample slide: signed where the kit signs (a closing slide when the signature goes only there). */
const SAMPLE_TOTAL = 6;
const SAMPLE_COVER: Slide = {
  kind: 'cover',
  eyebrow: 'Prévia da sua marca',
  title: 'Sua assinatura em cada carrossel que você criar',
};
const SAMPLE_CLOSING: Slide = {
  kind: 'closing',
  title: 'Gostou? Salve para ler depois',
  body: 'Siga para receber os próximos conteúdos.',
};

function invalid(path: string, message: string): AppError {
  return new AppError('validation_failed', message, {
    title: 'Confira sua marca',
    issues: [{ path, message }],
  });
}

/** The body through `schema`, or the first issue as the brand's 400. */
function parseOrThrow<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw invalid(issue?.path.join('.') ?? '', issue?.message ?? 'Confira os campos da marca.');
}

/**
 * The workspace's brand kits (GET/PUT /api/brand-kit its default, /api/brand-kits all of them). A new avatar
 * must be one of the user's own uploads and still read as PNG, JPEG or
 * WebP within the pixel limit (the upload's header checks, run again on the stored bytes), so the renderer
 * never loads anything else.
 */
export function createBrandKitService(
  ctx: AppContext,
  deps: { renderer: Renderer; resolveDesign: (design: unknown) => Promise<TemplateDesign> },
) {
  const { db, pool, storage } = ctx;

  async function findActiveDesign(id: string): Promise<TemplateDesign> {
    const [row] = await db
      .select({ design: templates.design })
      .from(templates)
      .where(and(eq(templates.id, id), eq(templates.ativo, true)));
    if (!row) throw invalid('template_visual', BRAND_PREVIEW_TEMPLATE_MESSAGE);
    return deps.resolveDesign(row.design);
  }

  /**
   * The avatar's key: a blank address is no avatar, the kit's own avatar (`kept`, checked when it was saved,
   * maybe another member's upload) stays, and any other must be a safe own upload of the caller (else the 400).
   */
  async function requireSafeAvatar(
    url: string | null,
    user: AuthUser,
    kept: MediaKey | null = null,
  ): Promise<MediaKey | null> {
    if (!url) return null;
    if (kept && storage.parsePublicUrl(url.trim())?.key === kept) return kept;
    const key = findOwnUploadKey(url, user.id, storage);
    if (!key) throw invalid('avatar_url', BRAND_MESSAGES.avatarInvalid);
    const bytes = await storage.get('medias', key);
    if (!bytes) throw invalid('avatar_url', BRAND_MESSAGES.avatarInvalid);
    // Decoded whole at upload; its header is read again (cheap) for uploads kept from before that check.
    await acceptImage(bytes, { decode: false, notAnImage: BRAND_MESSAGES.avatarInvalid }).catch(
      (error: unknown) => {
        throw invalid('avatar_url', error instanceof AppError ? error.message : BRAND_MESSAGES.avatarInvalid);
      },
    );
    return key;
  }

  async function toItem(row: BrandRow): Promise<BrandKitItem> {
    return { ...(await toWireBrandKit(toStoredKit(row), storage)), id: row.id, padrao: row.padrao };
  }

  /** The workspace's kit `id`, or the 404 (another workspace's kit, a deleted one, a malformed id). */
  async function findKit(workspaceId: string, id: string): Promise<BrandRow> {
    const [row] = UUID.test(id)
      ? await db
          .select()
          .from(marcas)
          .where(and(eq(marcas.idWorkspace, workspaceId), eq(marcas.id, id)))
      : [];
    if (!row) throw new AppError('not_found', BRAND_KITS_MESSAGES.notFound);
    return row;
  }

  const findDefault = async (workspaceId: string): Promise<BrandRow | undefined> =>
    (
      await db
        .select()
        .from(marcas)
        .where(and(eq(marcas.idWorkspace, workspaceId), eq(marcas.padrao, true)))
    )[0];

  /**
   * Runs `work` in one transaction holding the workspace's row, so the changes of its kits run one at a time:
   * two "make default" at once end with one default (the partial unique index would refuse a second anyway),
   * two creations at the cap make one kit. `no key update` leaves inserts that reference the workspace free.
   */
  function changeKits<T>(workspaceId: string, work: (tx: Database) => Promise<T>): Promise<T> {
    return withTransaction(pool, async ({ db: tx, client }) => {
      await client.query('select 1 from workspaces where id = $1 for no key update', [workspaceId]);
      return work(tx);
    });
  }

  /** Inside changeKits: the workspace's default stops being it (the caller makes another one). */
  const clearDefault = (tx: Database, workspaceId: string) =>
    tx
      .update(marcas)
      .set({ padrao: false })
      .where(and(eq(marcas.idWorkspace, workspaceId), eq(marcas.padrao, true)));

  return {
    /** GET /api/brand-kit: the workspace's default kit, or the defaults (`salvo: false`) while it has none. */
    async get(workspace: ActiveWorkspace, user: AuthUser): Promise<BrandKitResponse> {
      const saved = await findDefault(workspace.id);
      return saved
        ? { ...(await toWireBrandKit(toStoredKit(saved), storage)), salvo: true }
        : { ...getDefaultBrandKit(workspace.pessoal ? user.nome : workspace.nome), salvo: false };
    },

    /** PUT /api/brand-kit: saves the workspace's default kit whole (its first kit when it has none). */
    async put(workspace: ActiveWorkspace, user: AuthUser, body: unknown): Promise<BrandKitResponse> {
      const kit = parseOrThrow(brandKitSchema, body);
      const current = await findDefault(workspace.id);
      const stored = toStoredBrandKit(
        kit,
        await requireSafeAvatar(kit.avatar_url, user, current?.avatarChave ?? null),
      );
      await changeKits(workspace.id, async (tx) => {
        const [updated] = await tx
          .update(marcas)
          .set(toColumns(stored))
          .where(and(eq(marcas.idWorkspace, workspace.id), eq(marcas.padrao, true)))
          .returning({ id: marcas.id });
        if (updated) return;
        await tx
          .insert(marcas)
          .values({ idWorkspace: workspace.id, idUsuario: user.id, padrao: true, ...toColumns(stored) });
      });
      return { ...(await toWireBrandKit(stored, storage)), salvo: true };
    },

    /** GET /api/brand-kits: the default first, then the others in the order they were created. */
    async list(workspace: ActiveWorkspace): Promise<BrandKitList> {
      const rows = await db
        .select()
        .from(marcas)
        .where(eq(marcas.idWorkspace, workspace.id))
        .orderBy(desc(marcas.padrao), asc(marcas.createdAt), asc(marcas.id));
      return { items: await Promise.all(rows.map(toItem)) };
    },

    /** POST /api/brand-kits: a new kit, the default when it is the workspace's first or asks to be. */
    async create(workspace: ActiveWorkspace, user: AuthUser, body: unknown): Promise<BrandKitItem> {
      const { padrao, ...kit } = parseOrThrow(brandKitSaveSchema, body);
      const stored = toStoredBrandKit(kit, await requireSafeAvatar(kit.avatar_url, user));
      const row = await changeKits(workspace.id, async (tx) => {
        const [counted] = await tx
          .select({ total: count() })
          .from(marcas)
          .where(eq(marcas.idWorkspace, workspace.id));
        const total = counted?.total ?? 0;
        if (total >= BRAND_KITS_MAX) throw new AppError('bad_request', BRAND_KITS_MESSAGES.full);
        const isDefault = total === 0 || padrao === true;
        if (isDefault) await clearDefault(tx, workspace.id);
        const [inserted] = await tx
          .insert(marcas)
          .values({ idWorkspace: workspace.id, idUsuario: user.id, padrao: isDefault, ...toColumns(stored) })
          .returning();
        if (!inserted) throw new Error('insert returned no row');
        return inserted;
      });
      return toItem(row);
    },

    /** PUT /api/brand-kits/:id: saves the kit whole; `padrao: true` makes it the default. */
    async update(
      workspace: ActiveWorkspace,
      user: AuthUser,
      id: string,
      body: unknown,
    ): Promise<BrandKitItem> {
      const current = await findKit(workspace.id, id);
      const { padrao, ...kit } = parseOrThrow(brandKitSaveSchema, body);
      const stored = toStoredBrandKit(
        kit,
        await requireSafeAvatar(kit.avatar_url, user, current.avatarChave),
      );
      const row = await changeKits(workspace.id, async (tx) => {
        if (padrao === true) await clearDefault(tx, workspace.id);
        const [updated] = await tx
          .update(marcas)
          .set({ ...toColumns(stored), ...(padrao === true ? { padrao: true } : {}) })
          .where(and(eq(marcas.idWorkspace, workspace.id), eq(marcas.id, id)))
          .returning();
        // Deleted by another member meanwhile: the default cleared above is rolled back with the 404.
        if (!updated) throw new AppError('not_found', BRAND_KITS_MESSAGES.notFound);
        return updated;
      });
      return toItem(row);
    },

    /** DELETE /api/brand-kits/:id: deleting the default makes the oldest remaining kit the default. */
    async remove(workspace: ActiveWorkspace, id: string): Promise<void> {
      await findKit(workspace.id, id);
      await changeKits(workspace.id, async (tx) => {
        const [deleted] = await tx
          .delete(marcas)
          .where(and(eq(marcas.idWorkspace, workspace.id), eq(marcas.id, id)))
          .returning({ padrao: marcas.padrao });
        if (!deleted) throw new AppError('not_found', BRAND_KITS_MESSAGES.notFound);
        if (!deleted.padrao) return;
        const [oldest] = await tx
          .select({ id: marcas.id })
          .from(marcas)
          .where(eq(marcas.idWorkspace, workspace.id))
          .orderBy(asc(marcas.createdAt), asc(marcas.id))
          .limit(1);
        if (oldest) await tx.update(marcas).set({ padrao: true }).where(eq(marcas.id, oldest.id));
      });
    },

    /**
     * The "Minha marca" screen's live preview: a sample slide of the chosen template signed with the kit as
     * typed (nothing is saved), drawn by the renderer that draws the downloads, with the colour shades it
     * had to change on that template.
     */
    async preview(user: AuthUser, body: unknown): Promise<BrandPreviewResponse> {
      const request = parseOrThrow(brandPreviewRequestSchema, body);
      const kit = toStoredBrandKit(request.marca, await requireSafeAvatar(request.marca.avatar_url, user));
      const design = await findActiveDesign(request.template_visual);
      const images = await addBrandAvatar(storage, kit, new Map());
      const closing = kit.onde === 'final';
      const jpeg = await deps.renderer.renderSlidePreview(
        {
          design,
          slide: closing ? SAMPLE_CLOSING : SAMPLE_COVER,
          index: closing ? SAMPLE_TOTAL - 1 : 0,
          total: SAMPLE_TOTAL,
          images,
          format: request.formato,
          brand: kit,
        },
        PREVIEW_WIDTH,
      );
      const size = getSlideSize(request.formato);
      return {
        imagem: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
        largura: PREVIEW_WIDTH,
        altura: Math.round((PREVIEW_WIDTH * size.height) / size.width),
        ajustes: applyBrandToDesign(design, kit).adjustments.map((adjustment) => ({
          campo: adjustment.field,
          escolhida: adjustment.chosen,
          usada: adjustment.used,
          contraste_minimo: adjustment.ratio,
        })),
      };
    },
  };
}

export type BrandKitService = ReturnType<typeof createBrandKitService>;
