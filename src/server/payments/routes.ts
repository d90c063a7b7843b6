import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createPixPaymentBodySchema,
  paymentModeSchema,
  pixPaymentParamsSchema,
  pixPaymentSchema,
  pixPaymentStatusSchema,
} from '../../shared/payments/schemas';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { idempotent } from '../idempotency/idempotent-route';
import { getRequestMeta } from '../logs/request-meta';
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

export async function paymentsRoutes(
  app: AppInstance,
  { payments }: { payments: PaymentsService },
): Promise<void> {
  const { ctx } = app;

  // Screens that show prices warn when payments are only simulated (docs/decisions/0006).
  app.get('/api/payments/mode', { schema: { response: { 200: paymentModeSchema } } }, async () => ({
    simulado: payments.canSimulate,
  }));

  app.post(
    '/api/create-pix-payment',
    {
      onRequest: requireUser,
      schema: { body: createPixPaymentBodySchema, response: { 201: pixPaymentSchema } },
      config: limitChargesPerUser(ctx.config.RATE_LIMIT === 'on'),
    },
    idempotent(async (request, reply) =>
      reply
        .status(201)
        .send(await payments.createPixPayment(getUser(request), request.body, getRequestMeta(request))),
    ),
  );

  app.get(
    '/api/pix-payment/:paymentId',
    {
      onRequest: requireUser,
      schema: { params: pixPaymentParamsSchema, response: { 200: pixPaymentSchema } },
    },
    async (request) => payments.getOpenPixPayment(getUser(request), request.params.paymentId),
  );

  app.get(
    '/api/pix-payment/:paymentId/status',
    {
      onRequest: requireUser,
      schema: { params: pixPaymentParamsSchema, response: { 200: pixPaymentStatusSchema } },
    },
    async (request) => payments.getPaymentStatus(getUser(request), request.params.paymentId),
  );

  // Paying without money exists only where no money exists: with a real provider this route is a 404.
  if (payments.canSimulate) {
    app.post(
      '/api/pix-payment/:paymentId/simulate',
      {
        onRequest: requireUser,
        schema: { params: pixPaymentParamsSchema, response: { 200: pixPaymentStatusSchema } },
      },
      idempotent(async (request) =>
        payments.simulatePayment(getUser(request), request.params.paymentId, getRequestMeta(request)),
      ),
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
}
