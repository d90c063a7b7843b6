import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SlideFormat } from '../../shared/carousels/formats';
import type { AppContext } from '../app-types';
import { templates } from '../db/schema';
import { GenerationError, loadCarouselImages } from '../generation/carousel-images';
import type { Renderer } from '../generation/render';
import { templateDesignSchema } from '../generation/templates';
import { AppError } from '../http/app-error';

/** Previews kept in memory: 21 templates x 3 formats at ~150 KB each, with room for edited designs. */
const MAX_CACHED = 96;
const NOT_FOUND = 'Estilo visual não encontrado.';

/**
 * A template's sample cover in a given format, for the create screen's picker when the user chooses a shape
 * other than the stored retrato preview. Drawn by the real renderer on first ask and kept per design
 * version, so an admin's edit shows at once and a repeated ask costs nothing.
 */
export function createTemplateFormatPreviews(ctx: AppContext, renderer: Renderer) {
  const cache = new Map<string, Buffer>();

  function remember(key: string, png: Buffer): void {
    cache.set(key, png);
    if (cache.size > MAX_CACHED) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }

  return {
    async render(id: string, format: SlideFormat): Promise<Buffer> {
      const [row] = await ctx.db
        .select({ design: templates.design })
        .from(templates)
        .where(and(eq(templates.id, id), eq(templates.ativo, true)));
      const parsed = templateDesignSchema.safeParse(row?.design);
      if (!parsed.success) throw new AppError('not_found', NOT_FOUND);
      const version = createHash('sha1').update(JSON.stringify(row?.design)).digest('hex');
      const key = `${id}:${format}:${version}`;
      const cached = cache.get(key);
      if (cached) return cached;
      // A background image gone from storage still gives a preview, on the design's own colours.
      const images = await loadCarouselImages(ctx.storage, [], parsed.data).catch((error: unknown) => {
        if (error instanceof GenerationError) return new Map<string, Uint8Array>();
        throw error;
      });
      const png = await renderer.renderTemplatePreview(parsed.data, { images, format });
      remember(key, png);
      return png;
    },
  };
}

export type TemplateFormatPreviews = ReturnType<typeof createTemplateFormatPreviews>;
