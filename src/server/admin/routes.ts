import type { AppInstance } from '../app-types';
import { requireAdmin } from '../auth/guards';
import { adminCarouselsRoutes } from '../carousels/admin-routes';
import type { Services } from '../compose/services';
import { adminLogsRoutes } from '../logs/admin-routes';
import { adminPaymentsRoutes } from '../payments/admin-routes';
import { adminTemplatesRoutes } from '../templates/admin-routes';
import { adminUsersRoutes } from '../users/admin-routes';
import { adminStatsRoutes } from './stats-routes';

/**
 * Every /api/admin/* route but support's (which guards each of its own). Each feature owns its admin routes
 * (users/, templates/, carousels/, logs/); admin keeps the guard and the dashboard's figures. The guard is a
 * hook of this plugin, not of each route, so a route added here later cannot forget it: 401 without a
 * session, 403 for a cliente, before any body is read.
 */
export function adminRoutes(
  services: Pick<
    Services,
    'adminUsers' | 'adminTemplates' | 'adminPayments' | 'adminLogs' | 'adminCarousels' | 'adminStats'
  >,
) {
  return async (app: AppInstance): Promise<void> => {
    app.addHook('onRequest', requireAdmin);
    await app.register(adminUsersRoutes(services.adminUsers));
    await app.register(adminTemplatesRoutes(services.adminTemplates));
    await app.register(adminPaymentsRoutes(services.adminPayments));
    await app.register(adminCarouselsRoutes(services.adminCarousels));
    await app.register(adminLogsRoutes(services.adminLogs));
    await app.register(adminStatsRoutes(services.adminStats));
  };
}
