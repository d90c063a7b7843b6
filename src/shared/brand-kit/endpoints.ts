import { z } from 'zod';
import { endpoints } from '../endpoint';
import { type BrandPreviewRequest, brandPreviewResponseSchema } from './preview';
import { type BrandKitInput, brandKitResponseSchema } from './schema';

/** The user's brand kit. Bodies are checked by the server's service, with the brand's own messages. */
export const BRAND_KIT_ENDPOINTS = endpoints({
  /** The defaults (`salvo: false`) until the user saves one. */
  get: { method: 'GET', path: '/api/brand-kit', answer: brandKitResponseSchema, errors: [] },
  save: {
    method: 'PUT',
    path: '/api/brand-kit',
    body: z.custom<BrandKitInput>(),
    answer: brandKitResponseSchema,
    errors: ['validation_failed', 'not_found'],
  },
  /** A sample slide signed with the kit as typed, drawn by the renderer of the downloads. */
  preview: {
    method: 'POST',
    path: '/api/brand-kit/preview',
    body: z.custom<BrandPreviewRequest>(),
    answer: brandPreviewResponseSchema,
    errors: ['validation_failed', 'not_found'],
  },
});
