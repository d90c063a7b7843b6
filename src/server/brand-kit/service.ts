import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BRAND_PREVIEW_TEMPLATE_MESSAGE,
  type BrandPreviewResponse,
  brandPreviewRequestSchema,
} from '../../shared/brand-kit/preview';
import {
  BRAND_MESSAGES,
  type BrandKit,
  type BrandKitResponse,
  brandKitSchema,
  getDefaultBrandKit,
} from '../../shared/brand-kit/schema';
import { PREVIEW_WIDTH } from '../../shared/carousels/edit-slides';
import { getSlideSize } from '../../shared/carousels/formats';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { isOwnUpload } from '../carousels/image-refs';
import type { Database } from '../db/client';
import { marcas, templates } from '../db/schema';
import { addBrandAvatar } from '../generation/brand-trace';
import { applyBrandToDesign, type Renderer } from '../generation/render';
import type { TemplateDesign } from '../generation/templates';
import type { Slide } from '../generation/writer/types';
import { AppError } from '../http/app-error';
import { detectImage } from '../storage/detect-image';

type BrandRow = typeof marcas.$inferSelect;

function toBrandKit(row: BrandRow): BrandKit {
  return brandKitSchema.parse({
    nome: row.nome,
    arroba: row.arroba,
    avatar_url: row.avatarUrl,
    avatar_forma: row.avatarForma,
    cor_primaria: row.corPrimaria,
    cor_destaque: row.corDestaque,
    fonte: row.fonte,
    mostrar_nome: row.mostrarNome,
    mostrar_arroba: row.mostrarArroba,
    mostrar_avatar: row.mostrarAvatar,
    onde: row.onde,
  });
}

/** The saved kit of a user, or null when they never saved one (their carousels carry no signature). */
export async function readSavedBrandKit(db: Database, userId: string): Promise<BrandKit | null> {
  const [row] = await db.select().from(marcas).where(eq(marcas.idUsuario, userId));
  return row ? toBrandKit(row) : null;
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
 * WebP (the upload checks, run again on the stored bytes), so the renderer never loads anything else.
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

  async function requireSafeAvatar(url: string, user: AuthUser): Promise<void> {
    if (!isOwnUpload(url, user.id, storage)) throw invalid('avatar_url', BRAND_MESSAGES.avatarInvalid);
    const location = storage.parsePublicUrl(url);
    const bytes = location ? await storage.get(location.bucket, location.key) : null;
    if (!bytes || !detectImage(bytes)) throw invalid('avatar_url', BRAND_MESSAGES.avatarInvalid);
  }

  return {
    async get(user: AuthUser): Promise<BrandKitResponse> {
      const saved = await readSavedBrandKit(db, user.id);
      return saved ? { ...saved, salvo: true } : { ...getDefaultBrandKit(user.nome), salvo: false };
    },

    async put(user: AuthUser, body: unknown): Promise<BrandKitResponse> {
      const kit = parseOrThrow(brandKitSchema, body);
      const avatar = kit.avatar_url === '' ? null : kit.avatar_url;
      if (avatar) await requireSafeAvatar(avatar, user);
      const values = {
        nome: kit.nome,
        arroba: kit.arroba,
        avatarUrl: avatar,
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
      return { ...kit, avatar_url: avatar, salvo: true };
    },

    /**
     * The "Minha marca" screen's live preview: a sample slide of the chosen template signed with the kit as
     * typed (nothing is saved), drawn by the renderer that draws the downloads, with the colour shades it
     * had to change on that template.
     */
    async preview(user: AuthUser, body: unknown): Promise<BrandPreviewResponse> {
      const request = parseOrThrow(brandPreviewRequestSchema, body);
      const kit = { ...request.marca, avatar_url: request.marca.avatar_url || null };
      if (kit.avatar_url) await requireSafeAvatar(kit.avatar_url, user);
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
