import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAYMENT_ENDPOINTS } from '../../shared/payments/endpoints';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import { getActor, requireWorkspace } from '../workspaces/active-workspace';
import type { PaymentsService } from './service';
import { PIX_WEBHOOK_ROUTE } from './webhook-path';

/**
 * Each call may open a charge at the provider: 10 per 10 minutes is plenty for a person, not for a script.
 * Counted per user (after requireUser has run, hence the preHandler hook), not per IP.
 */
function limitChargesPerUser(enabled: boolean) {
  return rateLimit(enabled, {
    max: 10,
    timeWindow: 10 * 60_000,
    hook: 'preHandler',
    keyGenerator: keyByUser('pix'),
  });
}

export function paymentsRoutes(payments: PaymentsService) {
  return async (app: AppInstance): Promise<void> => {
    const { ctx } = app;
    const endpoint = PAYMENT_ENDPOINTS;

    routeEndpoint(app, endpoint.mode, {}, async () => ({ simulado: payments.canSimulate }));

    routeEndpoint(
      app,
      endpoint.create,
      // Editors buy, for the active workspace (docs/workspaces.md).
      {
        onRequest: requireUser,
        preHandler: requireWorkspace('editor'),
        config: limitChargesPerUser(ctx.config.RATE_LIMIT === 'on'),
      },
      async (request) => payments.createPixPayment(getActor(request), request.body, getRequestMeta(request)),
    );

    const reader = { onRequest: requireUser, preHandler: requireWorkspace('leitor') };
    routeEndpoint(app, endpoint.get, reader, async (request) =>
      payments.getOpenPixPayment(getActor(request), request.params.paymentId),
    );

    routeEndpoint(app, endpoint.status, reader, async (request) =>
      payments.getPaymentStatus(getActor(request), request.params.paymentId),
    );

    // Paying without money exists only where no money exists: with a real provider this route is a 404.
    if (payments.canSimulate) {
      routeEndpoint(
        app,
        endpoint.simulate,
        { onRequest: requireUser, preHandler: requireWorkspace('editor') },
        async (request) =>
          payments.simulatePayment(getActor(request), request.params.paymentId, getRequestMeta(request)),
      );
    }

    // One route for every provider's notifications; only the provider taking the charges is answered (the
    // sandbox has none), any other name is an unknown route as before. The standard API Pix has the PSP append
    // '/pix' to the registered URL, so that form is the same route.
    const notificationRoute = {
      schema: {
        params: z.object({ provider: z.string() }),
        response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
      },
    };
    const receiveNotification = async (
      request: FastifyRequest<{ Params: { provider: string } }>,
      reply: FastifyReply,
    ) => {
      if (payments.canSimulate || request.params.provider !== payments.providerName)
        return reply.callNotFound();
      const { outcome } = await payments.handleNotification(
        {
          headers: request.headers,
          query: (request.query ?? {}) as Record<string, unknown>,
          body: request.body,
        },
        getRequestMeta(request),
      );
      return { received: true as const, outcome };
    };
    app.post(PIX_WEBHOOK_ROUTE, notificationRoute, receiveNotification);
    app.post(`${PIX_WEBHOOK_ROUTE}/pix`, notificationRoute, receiveNotification);
  };
}
