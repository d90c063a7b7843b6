import {
  adminPaymentSchema,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  paymentIdParamsSchema,
  refundPaymentBodySchema,
} from '../../shared/payments/admin';
import type { AppInstance } from '../app-types';
import { getUser, requireAdmin } from '../auth/guards';
import { idempotent } from '../idempotency/idempotent-route';
import { getRequestMeta } from '../logs/request-meta';
import type { AdminPaymentsService } from './admin-service';

/** /api/admin/payments*: behind requireAdmin (registered by adminRoutes). */
export async function adminPaymentsRoutes(
  app: AppInstance,
  { payments }: { payments: AdminPaymentsService },
): Promise<void> {
  app.get(
    '/api/admin/payments',
    { schema: { querystring: adminPaymentsQuerySchema, response: { 200: adminPaymentsPageSchema } } },
    async (request) => payments.listPayments(request.query),
  );

  app.post(
    '/api/admin/payments/:id/refund',
    {
      // adminRoutes already requires an admin; named here too because the idempotency key is kept per caller.
      onRequest: requireAdmin,
      schema: {
        params: paymentIdParamsSchema,
        body: refundPaymentBodySchema,
        response: { 200: adminPaymentSchema },
      },
    },
    idempotent(async (request, reply) =>
      reply.send(
        await payments.refundPayment(
          getUser(request),
          request.params.id,
          request.body.motivo,
          getRequestMeta(request),
        ),
      ),
    ),
  );
}
