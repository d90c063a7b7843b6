import { z } from 'zod';
import { carouselSchema } from '../carousels/api';

export const carouselCreatorSchema = z.object({ nome: z.string(), email: z.string() });

/**
 * GET /api/admin/carousels: the user API's carousel plus what the content screen shows. `template` is the
 * template's current name, else its name at creation; `creator` is null when the profile is gone.
 */
export const adminCarouselSchema = carouselSchema.extend({
  descricao: z.string().nullable(),
  template: z.string().nullable(),
  creator: carouselCreatorSchema.nullable(),
  webhook_data: z.unknown(),
});
export type AdminCarousel = z.infer<typeof adminCarouselSchema>;

export const adminCarouselListSchema = z.array(adminCarouselSchema);
