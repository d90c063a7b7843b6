import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  createdShareLinkSchema,
  createShareLinkBodySchema,
  SHARE_LINK_MESSAGES,
  sharedCarouselSchema,
  shareLinkSchema,
  shareLinksSchema,
} from '../../shared/share-links/schemas';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { secretParams } from '../http/secret-params';
import { getRequestMeta } from '../logs/request-meta';
import { attachmentDisposition } from '../storage/storage';
import type { ShareLinksService } from './service';

const TYPES: Record<string, string> = {
  zip: 'application/zip',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
const contentTypeOfName = (name: string) =>
  TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

const carouselParams = z.object({ id: z.uuid({ error: 'Carrossel não encontrado.' }) });
const linkParams = carouselParams.extend({
  linkId: z.uuid({ error: 'Link de compartilhamento não encontrado.' }),
});
// Any string: a malformed token answers the same 404 as an unknown one (the service decides).
const tokenParams = z.object({ token: z.string().max(200) });

/** The owner's share links of a carousel, and the public read behind /c/{token}. */
export async function shareLinkRoutes(
  app: AppInstance,
  { shareLinks }: { shareLinks: ShareLinksService },
): Promise<void> {
  const limits = app.ctx.config.RATE_LIMIT === 'on';

  app.get(
    '/api/carousels/:id/share-links',
    { preHandler: requireUser, schema: { params: carouselParams, response: { 200: shareLinksSchema } } },
    async (request) => shareLinks.list(request.params.id, getUser(request)),
  );

  app.post(
    '/api/carousels/:id/share-links',
    {
      preHandler: requireUser,
      schema: {
        params: carouselParams,
        body: createShareLinkBodySchema,
        response: { 201: createdShareLinkSchema },
      },
      config: rateLimit(limits, {
        max: 30,
        timeWindow: 60 * 60 * 1000,
        keyGenerator: keyByUser('links-compartilhamento'),
        hook: 'preHandler',
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await shareLinks.create(
            request.params.id,
            getUser(request),
            request.body.validadeDias,
            getRequestMeta(request),
          ),
        ),
  );

  app.delete(
    '/api/carousels/:id/share-links/:linkId',
    { preHandler: requireUser, schema: { params: linkParams, response: { 200: shareLinkSchema } } },
    async (request) =>
      shareLinks.revoke(request.params.id, request.params.linkId, getUser(request), getRequestMeta(request)),
  );

  // Public. Tokens are unguessable; the limit keeps anyone from hammering the lookup anyway.
  app.get(
    '/api/compartilhado/:token',
    {
      schema: { params: tokenParams, response: { 200: sharedCarouselSchema } },
      config: { ...rateLimit(limits, { max: 120, timeWindow: 60 * 1000 }), ...secretParams('token') },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return shareLinks.open(request.params.token);
    },
  );

  const fileParams = tokenParams.extend({ fileId: z.uuid({ error: SHARE_LINK_MESSAGES.fileNotFound }) });
  const fileRoute = {
    schema: { params: fileParams },
    config: { ...rateLimit(limits, { max: 300, timeWindow: 60 * 1000 }), ...secretParams('token') },
  };
  /** The file itself, or a slide's small copy (what the page's strip shows). */
  const sendFile = async (reply: FastifyReply, params: z.infer<typeof fileParams>, small: boolean) => {
    const { bytes, nome } = await shareLinks.openFile(params.token, params.fileId, small);
    const type = contentTypeOfName(nome);
    // Slides show inline on the page; the ZIP and the PDF download under the theme's name.
    if (!type.startsWith('image/')) reply.header('content-disposition', attachmentDisposition(nome));
    return reply
      .type(type)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(Buffer.from(bytes));
  };
  app.get('/api/compartilhado/:token/arquivos/:fileId', fileRoute, async (request, reply) =>
    sendFile(reply, request.params, false),
  );
  app.get('/api/compartilhado/:token/arquivos/:fileId/miniatura', fileRoute, async (request, reply) =>
    sendFile(reply, request.params, true),
  );
}
