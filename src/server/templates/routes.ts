import { TEMPLATE_ENDPOINTS } from '../../shared/templates/endpoints';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { rateLimit } from '../http/rate-limit';
import type { TemplateCatalog } from './active-templates';
import type { TemplateFormatPreviews } from './format-previews';

/**
 * The templates a user picks from (src/shared/templates/endpoints.ts): the list for the create screen, and
 * the public samples and images of /planos and the picker, rate limited per IP.
 */
export function templateRoutes(catalog: TemplateCatalog, previews: TemplateFormatPreviews) {
  return async (app: AppInstance): Promise<void> => {
    const limits = app.ctx.config.RATE_LIMIT === 'on';
    const perMinute = (max: number) => ({ config: rateLimit(limits, { max, timeWindow: 60 * 1000 }) });
    const { list, samples, sampleSlide, preview, thumbnail } = TEMPLATE_ENDPOINTS;

    routeEndpoint(app, list, { preHandler: requireUser }, async () => catalog.active());

    routeEndpoint(app, samples, perMinute(60), async () => catalog.samples());

    // Public like the previews: the /planos samples' slides (12 per visit), kept in memory once drawn.
    routeEndpoint(app, sampleSlide, perMinute(120), async (request, reply) => {
      const { id, sample, slide } = request.params;
      const webp = await previews.renderSample(id, sample, slide);
      return reply.type('image/webp').header('cache-control', 'public, max-age=600').send(webp);
    });

    routeEndpoint(app, preview, perMinute(240), async (request, reply) => {
      const png = await previews.render(request.params.id, request.params.formato);
      // Ten minutes, as the picker caches the template list: an admin's edit reaches the screen soon.
      return reply.type('image/png').header('cache-control', 'public, max-age=600').send(png);
    });

    routeEndpoint(app, thumbnail, perMinute(240), async (request, reply) => {
      const webp = await previews.small(request.params.id, request.params.formato);
      return reply.type('image/webp').header('cache-control', 'public, max-age=600').send(webp);
    });
  };
}
