import { z } from 'zod';
import type { JobDefinition } from '../jobs/jobs';

/*
 * The job a carousel queues to be drawn: its creation, and each saved edit. The carousels' services queue it; the
 * generation job runs it (generation/generate-carousel-job.ts).
 */

/** `versao` set: draw that saved edit from its stored words, without the writer (render-edit.ts). */
export const generateCarouselSchema = z.object({
  carouselId: z.uuid(),
  versao: z.number().int().min(2).optional(),
});
export type GenerateCarouselJob = JobDefinition<typeof generateCarouselSchema>;
