import { z } from 'zod';
import { endpoints } from '../endpoint';
import { SHARED_CAROUSEL_PATH } from './paths';
import {
  createdShareLinkSchema,
  createShareLinkBodySchema,
  SHARE_LINK_MESSAGES,
  sharedCarouselSchema,
  shareLinkSchema,
  shareLinksSchema,
} from './schemas';

const carouselParams = z.object({ id: z.uuid({ error: 'Carrossel não encontrado.' }) });
const linkParams = carouselParams.extend({
  linkId: z.uuid({ error: 'Link de compartilhamento não encontrado.' }),
});
// Any string: a malformed token answers the same 404 as an unknown one (the service decides).
const tokenParams = z.object({ token: z.string().max(200) });
const fileParams = tokenParams.extend({ fileId: z.uuid({ error: SHARE_LINK_MESSAGES.fileNotFound }) });

/** The owner's share links of a carousel, and the public read behind /c/{token} (the link is the only key). */
export const SHARE_LINK_ENDPOINTS = endpoints({
  list: {
    method: 'GET',
    path: '/api/carousels/:id/share-links',
    params: carouselParams,
    answer: shareLinksSchema,
    errors: ['validation_failed', 'not_found'],
  },
  create: {
    method: 'POST',
    path: '/api/carousels/:id/share-links',
    params: carouselParams,
    body: createShareLinkBodySchema,
    status: 201,
    answer: createdShareLinkSchema,
    errors: ['validation_failed', 'not_found', 'bad_request'],
  },
  revoke: {
    method: 'DELETE',
    path: '/api/carousels/:id/share-links/:linkId',
    params: linkParams,
    answer: shareLinkSchema,
    errors: ['validation_failed', 'not_found'],
  },
  open: {
    method: 'GET',
    path: SHARED_CAROUSEL_PATH,
    params: tokenParams,
    answer: sharedCarouselSchema,
    errors: ['not_found', 'gone'],
  },
  /** A file of the shared carousel: slides inline, the ZIP and the PDF as downloads. */
  file: {
    method: 'GET',
    path: '/api/compartilhado/:token/arquivos/:fileId',
    params: fileParams,
    errors: ['validation_failed', 'not_found', 'gone'],
  },
  /** A slide's small copy, what the page's strip shows. */
  thumbnail: {
    method: 'GET',
    path: '/api/compartilhado/:token/arquivos/:fileId/miniatura',
    params: fileParams,
    errors: ['validation_failed', 'not_found', 'gone'],
  },
});
