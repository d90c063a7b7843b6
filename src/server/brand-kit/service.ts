import { eq } from 'drizzle-orm';
import {
  BRAND_MESSAGES,
  type BrandKit,
  type BrandKitResponse,
  brandKitSchema,
  getDefaultBrandKit,
} from '../../shared/brand-kit/schema';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { isOwnUpload } from '../carousels/image-refs';
import type { Database } from '../db/client';
import { marcas } from '../db/schema';
import { AppError } from '../http/app-error';
import { detectImage } from '../storage/detect-image';

type BrandRow = typeof marcas.$inferSelect;

function toBrandKit(row: BrandRow): BrandKit {
  return brandKitSchema.parse({
    nome: row.nome,
    arroba: row.arroba,
    avatar_url: row.avatarUrl,
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

function invalid(path: string, message: string): AppError {
  return new AppError('validation_failed', message, {
    title: 'Confira sua marca',
    issues: [{ path, message }],
  });
}

/**
 * GET/PUT /api/brand-kit. The avatar must be one of the user's own uploads and still read as PNG, JPEG or
 * WebP (the upload checks, run again on the stored bytes), so the renderer never loads anything else.
 */
export function createBrandKitService(ctx: AppContext) {
  const { db, storage } = ctx;

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
      const parsed = brandKitSchema.safeParse(body);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        throw invalid(issue?.path.join('.') ?? '', issue?.message ?? 'Confira os campos da marca.');
      }
      const kit = parsed.data;
      const avatar = kit.avatar_url === '' ? null : kit.avatar_url;
      if (avatar) await requireSafeAvatar(avatar, user);
      const values = {
        nome: kit.nome,
        arroba: kit.arroba,
        avatarUrl: avatar,
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
  };
}

export type BrandKitService = ReturnType<typeof createBrandKitService>;
