import type { FastifyReply } from 'fastify';
import { SHARE_LINK_ENDPOINTS } from '../../shared/share-links/endpoints';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { secretParams } from '../http/secret-params';
import { getRequestMeta } from '../logs/request-meta';
import { attachmentDisposition } from '../storage/storage';
import { getActor, requireWorkspace } from '../workspaces/active-workspace';
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

/**
 * A slide's small copy may be kept by the visitor's browser only (private), and asked again of the server before
 * each new use (no-cache, and no validator: a revoked link stops serving it at once). Unlike no-store, it lets the
 * page reuse within itself the copy its HTML preloaded (Chromium fetches a no-store image again for each new
 * `<img>`; React may create the first slide's twice while it draws in slices), docs/decisions/0018-fast-on-a-phone.md.
 */
const SMALL_COPY_CACHE = 'private, no-cache';

/** The owner's share links of a carousel, and the public read behind /c/{token}. */
export function shareLinkRoutes(shareLinks: ShareLinksService) {
  return async (app: AppInstance): Promise<void> => {
    const limits = app.ctx.config.RATE_LIMIT === 'on';
    const endpoint = SHARE_LINK_ENDPOINTS;
    // Any member of the carousel's workspace may share it, a leitor included (docs/workspaces.md).
    const member = [requireUser, requireWorkspace('leitor')];

    routeEndpoint(app, endpoint.list, { preHandler: member }, async (request) =>
      shareLinks.list(request.params.id, getActor(request)),
    );

    routeEndpoint(
      app,
      endpoint.create,
      {
        preHandler: member,
        config: rateLimit(limits, {
          max: 30,
          timeWindow: 60 * 60 * 1000,
          keyGenerator: keyByUser('links-compartilhamento'),
          hook: 'preHandler',
        }),
      },
      async (request) =>
        shareLinks.create(
          request.params.id,
          getActor(request),
          request.body.validadeDias,
          getRequestMeta(request),
        ),
    );

    routeEndpoint(app, endpoint.revoke, { preHandler: member }, async (request) =>
      shareLinks.revoke(request.params.id, request.params.linkId, getActor(request), getRequestMeta(request)),
    );

    // Public. Tokens are unguessable; the limit keeps anyone from hammering the lookup anyway.
    routeEndpoint(
      app,
      endpoint.open,
      { config: { ...rateLimit(limits, { max: 120, timeWindow: 60 * 1000 }), ...secretParams('token') } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('x-robots-tag', 'noindex');
        return shareLinks.open(request.params.token);
      },
    );

    const fileRoute = () => ({
      config: { ...rateLimit(limits, { max: 300, timeWindow: 60 * 1000 }), ...secretParams('token') },
    });
    /** The file itself, or a slide's small copy (what the page's strip shows). */
    const sendFile = async (
      reply: FastifyReply,
      params: { token: string; fileId: string },
      small: boolean,
    ) => {
      const { bytes, nome } = await shareLinks.openFile(params.token, params.fileId, small);
      const type = contentTypeOfName(nome);
      // Slides show inline on the page; the ZIP and the PDF download under the theme's name.
      if (!type.startsWith('image/')) reply.header('content-disposition', attachmentDisposition(nome));
      return reply
        .type(type)
        .header('cache-control', small ? SMALL_COPY_CACHE : 'no-store')
        .header('x-robots-tag', 'noindex')
        .send(Buffer.from(bytes));
    };
    routeEndpoint(app, endpoint.file, fileRoute(), async (request, reply) =>
      sendFile(reply, request.params, false),
    );
    routeEndpoint(app, endpoint.thumbnail, fileRoute(), async (request, reply) =>
      sendFile(reply, request.params, true),
    );
  };
}
