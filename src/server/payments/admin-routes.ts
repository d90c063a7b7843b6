import { ADMIN_PAYMENT_ENDPOINTS } from '../../shared/payments/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireAdmin } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { getRequestMeta } from '../logs/request-meta';
import type { AdminPaymentsService } from './admin-service';

/** /api/admin/payments*: behind requireAdmin (registered by adminRoutes). */
export function adminPaymentsRoutes(payments: AdminPaymentsService) {
  return async (app: AppInstance): Promise<void> => {
    const { list, refund } = ADMIN_PAYMENT_ENDPOINTS;
    routeEndpoint(app, list, {}, async (request) => payments.listPayments(request.query));

    // adminRoutes already requires an admin; named here too because the idempotency key is kept per caller.
    routeEndpoint(app, refund, { onRequest: requireAdmin }, async (request) =>
      payments.refundPayment(
        getUser(request),
        request.params.id,
        request.body.motivo,
        getRequestMeta(request),
      ),
    );
  };
}
