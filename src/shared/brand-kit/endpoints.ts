import { z } from 'zod';
import { endpoints } from '../endpoint';
import { type BrandKitSaveInput, brandKitItemSchema, brandKitListSchema, brandKitParamsSchema } from './kits';
import { type BrandPreviewRequest, brandPreviewResponseSchema } from './preview';
import { type BrandKitInput, brandKitResponseSchema } from './schema';

/**
 * The active workspace's default brand kit. Bodies are checked by the server's service, with the brand's own
 * messages.
 */
export const BRAND_KIT_ENDPOINTS = endpoints({
  /** The defaults (`salvo: false`) until the workspace saves a kit. */
  get: {
    method: 'GET',
    path: '/api/brand-kit',
    answer: brandKitResponseSchema,
    errors: ['not_found', 'forbidden'],
  },
  save: {
    method: 'PUT',
    path: '/api/brand-kit',
    body: z.custom<BrandKitInput>(),
    answer: brandKitResponseSchema,
    errors: ['validation_failed', 'not_found', 'forbidden'],
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

/** The active workspace's brand kits (docs/workspaces.md, "Marcas"): a `leitor` reads them, an `editor` changes them. */
export const BRAND_KITS_ENDPOINTS = endpoints({
  list: {
    method: 'GET',
    path: '/api/brand-kits',
    answer: brandKitListSchema,
    errors: ['not_found', 'forbidden'],
  },
  /** The workspace's first kit is its default. */
  create: {
    method: 'POST',
    path: '/api/brand-kits',
    body: z.custom<BrandKitSaveInput>(),
    status: 201,
    answer: brandKitItemSchema,
    errors: ['validation_failed', 'not_found', 'forbidden', 'bad_request'],
    idempotent: true,
  },
  /** Saves the kit whole; `padrao: true` makes it the default (the previous default stops being it). */
  update: {
    method: 'PUT',
    path: '/api/brand-kits/:id',
    params: brandKitParamsSchema,
    body: z.custom<BrandKitSaveInput>(),
    answer: brandKitItemSchema,
    errors: ['validation_failed', 'not_found', 'forbidden'],
  },
  /** Deleting the default makes the oldest remaining kit the default. */
  remove: {
    method: 'DELETE',
    path: '/api/brand-kits/:id',
    params: brandKitParamsSchema,
    status: 204,
    errors: ['not_found', 'forbidden'],
  },
});
