import { and, desc, eq, sql } from 'drizzle-orm';
import type { CarouselSlides, SlideText } from '../../shared/carousels/api';
import type { DbExecutor } from '../db/client';
import { carrosselTextos } from '../db/schema';
import type { Storage } from '../storage/storage';
import type { SlidePlan } from '../writer/types';
import { toWireSlideImage } from './image-refs';

/**
 * Stores the writer's words as version 1. The whole slide is kept (its image key and layout
 * hint too) so an edited version can be rendered again; the API shows only the words. A retried job
 * overwrites version 1 instead of adding one.
 */
export async function saveWrittenTexts(db: DbExecutor, carouselId: string, plan: SlidePlan): Promise<void> {
  await db
    .insert(carrosselTextos)
    .values({
      idCarrossel: carouselId,
      versao: 1,
      slides: plan.slides,
      legenda: plan.caption,
      estado: 'pronto',
    })
    .onConflictDoUpdate({
      target: [carrosselTextos.idCarrossel, carrosselTextos.versao],
      set: { slides: plan.slides, legenda: plan.caption, estado: 'pronto', createdAt: sql`now()` },
    });
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** One stored slide as the API shows it; its photo's key becomes an address (image-refs.ts). */
async function toSlideText(raw: unknown, storage: Storage): Promise<SlideText> {
  const slide = (raw ?? {}) as Record<string, unknown>;
  const kind = slide.kind === 'cover' || slide.kind === 'closing' ? slide.kind : 'content';
  const image = readString(slide.imageRef);
  return {
    kind,
    eyebrow: readString(slide.eyebrow),
    title: typeof slide.title === 'string' ? slide.title : '',
    body: readString(slide.body),
    image: image === null ? null : await toWireSlideImage(image, storage),
    variant: slide.variant === 'quote' || slide.variant === 'list' ? slide.variant : null,
  };
}

/**
 * The words of the version the download serves (`versao`), or of the latest version when none is served
 * yet; null before the writer has produced them.
 */
export async function readServedTexts(
  db: DbExecutor,
  storage: Storage,
  carouselId: string,
  versao: number | null,
): Promise<CarouselSlides | null> {
  const [row] = await db
    .select()
    .from(carrosselTextos)
    .where(
      versao === null
        ? eq(carrosselTextos.idCarrossel, carouselId)
        : and(eq(carrosselTextos.idCarrossel, carouselId), eq(carrosselTextos.versao, versao)),
    )
    .orderBy(desc(carrosselTextos.versao))
    .limit(1);
  if (!row) return null;
  const slides = Array.isArray(row.slides)
    ? await Promise.all(row.slides.map((slide: unknown) => toSlideText(slide, storage)))
    : [];
  return { versao: row.versao, slides, legenda: row.legenda };
}
