import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
} from '../../shared/webhooks/api';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
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

    app.get(
      '/api/webhook-endpoints',
      { preHandler: requireUser, schema: { response: { 200: webhookEndpointListSchema } } },
      async (request) => webhooks.list(getUser(request)),
    );

    app.post(
      '/api/webhook-endpoints',
      {
        preHandler: requireUser,
        config: rateLimit(limits, {
          max: 20,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('webhook-create'),
        }),
        schema: { body: createWebhookEndpointSchema, response: { 201: createdWebhookEndpointSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await webhooks.create(getUser(request), request.body, getRequestMeta(request))),
    );

    app.delete(
      '/api/webhook-endpoints/:id',
      { preHandler: requireUser, schema: { params: webhookEndpointParamsSchema } },
      async (request, reply) => {
        await webhooks.remove(request.params.id, getUser(request), getRequestMeta(request));
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/webhook-endpoints/:id/deliveries',
      {
        preHandler: requireUser,
        schema: { params: webhookEndpointParamsSchema, response: { 200: webhookDeliveryListSchema } },
      },
      async (request) => webhooks.listDeliveries(request.params.id, getUser(request)),
    );

    app.post(
      '/api/webhook-endpoints/:id/deliveries/:entregaId/resend',
      {
        preHandler: requireUser,
        config: rateLimit(limits, {
          max: 60,
          timeWindow: 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('webhook-resend'),
        }),
        schema: { params: webhookDeliveryParamsSchema },
      },
      async (request, reply) => {
        await webhooks.resend(request.params.id, request.params.entregaId, getUser(request));
        return reply.status(202).send();
      },
    );
  };
}
