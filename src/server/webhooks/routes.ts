import { WEBHOOK_ENDPOINTS } from '../../shared/webhooks/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import type { WebhooksService } from './service';

/**
 * Webhook endpoints, managed only from a signed-in session (never by an API key: a leaked key must not point
 * the account's events elsewhere).
 */
export function webhookRoutes(webhooks: WebhooksService) {
  return async (app: AppInstance): Promise<void> => {
    const limits = app.ctx.config.RATE_LIMIT === 'on';

    const endpoint = WEBHOOK_ENDPOINTS;
    const signedIn = { preHandler: requireUser };

    routeEndpoint(app, endpoint.list, signedIn, async (request) => webhooks.list(getUser(request)));

    routeEndpoint(
      app,
      endpoint.create,
      {
        ...signedIn,
        config: rateLimit(limits, {
          max: 20,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('webhook-create'),
        }),
      },
      async (request) => webhooks.create(getUser(request), request.body, getRequestMeta(request)),
    );

    routeEndpoint(app, endpoint.remove, signedIn, async (request, reply) => {
      await webhooks.remove(request.params.id, getUser(request), getRequestMeta(request));
      return reply.send();
    });

    routeEndpoint(app, endpoint.deliveries, signedIn, async (request) =>
      webhooks.listDeliveries(request.params.id, getUser(request)),
    );

    routeEndpoint(
      app,
      endpoint.resend,
      {
        ...signedIn,
        config: rateLimit(limits, {
          max: 60,
          timeWindow: 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('webhook-resend'),
        }),
      },
      async (request, reply) => {
        await webhooks.resend(request.params.id, request.params.entregaId, getUser(request));
        return reply.send();
      },
    );
  };
}
