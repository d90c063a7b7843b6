import { WEBHOOK_ENDPOINTS } from '../../shared/webhooks/endpoints';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import { getActor, requireWorkspace } from '../workspaces/active-workspace';
import type { WebhooksService } from './service';

/**
 * The active workspace's webhook endpoints (X-Workspace-Id), managed only from a signed-in session (never by an
 * API key: a leaked key must not point the workspace's events elsewhere): an editor sees them and their
 * deliveries, only the owner creates, deletes and resends (docs/workspaces.md, "Chaves de API e webhooks").
 */
export function webhookRoutes(webhooks: WebhooksService) {
  return async (app: AppInstance): Promise<void> => {
    const limits = app.ctx.config.RATE_LIMIT === 'on';

    const endpoint = WEBHOOK_ENDPOINTS;
    const reader = { preHandler: [requireUser, requireWorkspace('editor')] };
    const owner = { preHandler: [requireUser, requireWorkspace('dono')] };

    routeEndpoint(app, endpoint.list, reader, async (request) => webhooks.list(getActor(request)));

    routeEndpoint(
      app,
      endpoint.create,
      {
        ...owner,
        config: rateLimit(limits, {
          max: 20,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('webhook-create'),
        }),
      },
      async (request) => webhooks.create(getActor(request), request.body, getRequestMeta(request)),
    );

    routeEndpoint(app, endpoint.remove, owner, async (request, reply) => {
      await webhooks.remove(request.params.id, getActor(request), getRequestMeta(request));
      return reply.send();
    });

    routeEndpoint(app, endpoint.deliveries, reader, async (request) =>
      webhooks.listDeliveries(request.params.id, getActor(request)),
    );

    routeEndpoint(
      app,
      endpoint.resend,
      {
        ...owner,
        config: rateLimit(limits, {
          max: 60,
          timeWindow: 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('webhook-resend'),
        }),
      },
      async (request, reply) => {
        await webhooks.resend(request.params.id, request.params.entregaId, getActor(request));
        return reply.send();
      },
    );
  };
}
