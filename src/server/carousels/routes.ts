import { CAROUSEL_ENDPOINTS } from '../../shared/carousels/endpoints';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import { getActor, requireWorkspace } from '../workspaces/active-workspace';
import type { CarouselEditService } from './edit-service';
import type { CarouselService } from './service';

export function carouselRoutes({
  carousels,
  edits,
}: {
  carousels: CarouselService;
  edits: CarouselEditService;
}) {
  return async (app: AppInstance): Promise<void> => {
    const endpoint = CAROUSEL_ENDPOINTS;
    // Members see, download and read the history of the active workspace's carousels (leitor); editors create,
    // edit, restore and delete them (docs/workspaces.md).
    const reader = { onRequest: requireUser, preHandler: requireWorkspace('leitor') };
    const editor = { onRequest: requireUser, preHandler: requireWorkspace('editor') };
    const limits = app.ctx.config.RATE_LIMIT === 'on';

    // The body is checked by the service, in the spec's order (template, fields, credits), with its messages.
    // The active workspace's kits sign it (the chosen `id_marca`, or its default).
    routeEndpoint(app, endpoint.create, editor, async (request) =>
      carousels.create(getActor(request), request.body, getRequestMeta(request)),
    );

    // The hottest read (every open dashboard polls it) arrives as JSON text written by PostgreSQL, sent as is: its
    // contract is carouselListSchema, held by tests/integration/carousels.test.ts (docs/decisions/0016-reads-at-scale.md).
    routeEndpoint(app, endpoint.list, reader, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await carousels.listJson(getActor(request))),
    );

    // Saves and restores share one limit: both queue a version for the workers to draw.
    const editLimit = rateLimit(limits, {
      max: 30,
      timeWindow: 60 * 1000,
      hook: 'preHandler',
      keyGenerator: keyByUser('carousel-edit'),
    });

    routeEndpoint(app, endpoint.get, reader, async (request) =>
      carousels.get(request.params.id, getActor(request)),
    );

    routeEndpoint(app, endpoint.slides, reader, async (request) =>
      carousels.getSlides(request.params.id, getActor(request)),
    );

    // Free: a save moves no credit, so the rate limit keeps one client from keeping the workers drawing.
    routeEndpoint(app, endpoint.saveSlides, { ...editor, config: editLimit }, async (request) =>
      edits.saveSlides(request.params.id, getActor(request), request.body, getRequestMeta(request)),
    );

    // Drawn on every pause in the editor's typing: generous, but a loop cannot keep both cores busy.
    routeEndpoint(
      app,
      endpoint.preview,
      {
        ...editor,
        config: rateLimit(limits, {
          max: 240,
          timeWindow: 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('carousel-preview'),
        }),
      },
      async (request, reply) => {
        const jpeg = await edits.preview(request.params.id, getActor(request), request.body);
        return reply.type('image/jpeg').header('cache-control', 'no-store').send(jpeg);
      },
    );

    routeEndpoint(app, endpoint.delete, editor, async (request, reply) => {
      await edits.remove(request.params.id, getActor(request), getRequestMeta(request));
      return reply.send();
    });

    // Free like a save, and limited with it: restoring is drawing a version again. A double tap or a retried
    // request restores once: the same key answers the same new version.
    routeEndpoint(app, endpoint.restoreVersion, { ...editor, config: editLimit }, async (request) =>
      edits.restoreVersion(
        request.params.id,
        getActor(request),
        request.params.versao,
        getRequestMeta(request),
      ),
    );

    routeEndpoint(app, endpoint.versions, reader, async (request) =>
      edits.listVersions(request.params.id, getActor(request)),
    );

    routeEndpoint(app, endpoint.download, reader, async (request) =>
      carousels.getDownload(request.params.id, getActor(request)),
    );
  };
}
