import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
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
import { marcas, templates } from '../db/schema';
import { AppError } from '../http/app-error';
import { applyBrandToDesign, type Renderer } from '../slide-engine/render';
import type { TemplateDesign } from '../slide-engine/templates';
import { addBrandAvatar } from '../slide-images/brand-avatar';
import { findOwnUploadKey, type MediaKey } from '../storage/media-keys';
import { acceptImage } from '../uploads/accept-image';
import type { Slide } from '../writer/types';
import { type StoredBrandKit, toStoredBrandKit, toWireBrandKit } from './stored-kit';

type BrandRow = typeof marcas.$inferSelect;

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

/**
 * The saved kit of a user as stored (the avatar as its key), or null when they never saved one (their
 * carousels carry no signature). Creation copies it onto the carousel as it is.
 */
export async function readSavedBrandKit(db: Database, userId: string): Promise<StoredBrandKit | null> {
  const [row] = await db.select().from(marcas).where(eq(marcas.idUsuario, userId));
  return row ? toStoredKit(row) : null;
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
 * GET/PUT /api/brand-kit. The avatar must be one of the user's own uploads and still read as PNG, JPEG or
 * WebP within the pixel limit (the upload's header checks, run again on the stored bytes), so the renderer
 * never loads anything else.
 */
export function createBrandKitService(
  ctx: AppContext,
  deps: { renderer: Renderer; resolveDesign: (design: unknown) => Promise<TemplateDesign> },
) {
  const { db, storage } = ctx;

  async function findActiveDesign(id: string): Promise<TemplateDesign> {
    const [row] = await db
      .select({ design: templates.design })
      .from(templates)
      .where(and(eq(templates.id, id), eq(templates.ativo, true)));
    if (!row) throw invalid('template_visual', BRAND_PREVIEW_TEMPLATE_MESSAGE);
    return deps.resolveDesign(row.design);
  }

  /** The avatar's key: a blank address is no avatar, any other must be a safe own upload (else the 400). */
  async function requireSafeAvatar(url: string | null, user: AuthUser): Promise<MediaKey | null> {
    if (!url) return null;
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

  return {
    async get(user: AuthUser): Promise<BrandKitResponse> {
      const saved = await readSavedBrandKit(db, user.id);
      return saved
        ? { ...(await toWireBrandKit(saved, storage)), salvo: true }
        : { ...getDefaultBrandKit(user.nome), salvo: false };
    },

    async put(user: AuthUser, body: unknown): Promise<BrandKitResponse> {
      const kit = parseOrThrow(brandKitSchema, body);
      const stored = toStoredBrandKit(kit, await requireSafeAvatar(kit.avatar_url, user));
      const values = {
        nome: kit.nome,
        arroba: kit.arroba,
        avatarChave: stored.avatar_chave,
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
      await db
        .insert(marcas)
        .values({ idUsuario: user.id, ...values })
        .onConflictDoUpdate({ target: marcas.idUsuario, set: values });
      return { ...(await toWireBrandKit(stored, storage)), salvo: true };
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
