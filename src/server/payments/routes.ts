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
import { getRequestMeta } from '../logs/request-meta';
import { createExpirePaymentsJob, scheduleExpirePayments } from './expire-payments-job';
import { toPixProviderConfig } from './pix/app-config';
import { countCharges } from './pix/counted-provider';
import { createPixProvider } from './pix/provider';
import { createPaymentsService } from './service';

export const MERCADO_PAGO_WEBHOOK_PATH = '/api/webhooks/mercadopago';

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

export async function paymentsRoutes(app: AppInstance): Promise<void> {
  const { ctx } = app;
  const provider = countCharges(
    createPixProvider(
      toPixProviderConfig(ctx.config, {
        notificationUrl: `${ctx.config.APP_URL}${MERCADO_PAGO_WEBHOOK_PATH}`,
      }),
    ),
    ctx.metrics,
  );
  const payments = createPaymentsService(ctx, provider);
  if (payments.canSimulate && ctx.config.NODE_ENV === 'production') {
    ctx.logger.warn(
      'PIX_PROVIDER=sandbox em produção: qualquer usuário pode simular pagamentos e ganhar créditos sem pagar.',
    );
  }
  ctx.jobs.define(createExpirePaymentsJob(payments));

  // Screens that show prices warn when payments are only simulated (docs/decisions/0006).
  app.get('/api/payments/mode', { schema: { response: { 200: paymentModeSchema } } }, async () => ({
    simulado: payments.canSimulate,
  }));
  // After buildApp has created the queues (pg-boss schedules only onto an existing queue).
  app.addHook('onReady', async () => scheduleExpirePayments(ctx.jobs));

  app.post(
    '/api/create-pix-payment',
    {
      onRequest: requireUser,
      schema: { body: createPixPaymentBodySchema, response: { 201: pixPaymentSchema } },
      config: limitChargesPerUser(ctx.config.RATE_LIMIT === 'on'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await payments.createPixPayment(getUser(request), request.body, getRequestMeta(request))),
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
      async (request) =>
        payments.simulatePayment(getUser(request), request.params.paymentId, getRequestMeta(request)),
    );
  }

  if (provider.name === 'mercadopago') {
    app.post(
      MERCADO_PAGO_WEBHOOK_PATH,
      { schema: { response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) } } },
      async (request) => {
        const { outcome } = await payments.handleNotification(
          {
            headers: request.headers,
            query: (request.query ?? {}) as Record<string, unknown>,
            body: request.body,
          },
          getRequestMeta(request),
        );
        return { received: true as const, outcome };
      },
    );
  }
}
