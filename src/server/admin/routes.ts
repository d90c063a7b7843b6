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
export async function adminRoutes(
  app: AppInstance,
  services: Pick<Services, 'adminUsers' | 'adminTemplates' | 'adminPayments'>,
): Promise<void> {
  app.addHook('onRequest', requireAdmin);
  await app.register(adminUsersRoutes, { users: services.adminUsers });
  await app.register(adminTemplatesRoutes, { templates: services.adminTemplates });
  await app.register(adminPaymentsRoutes, { payments: services.adminPayments });
  await app.register(adminCarouselsRoutes);
  await app.register(adminLogsRoutes);
  await app.register(adminStatsRoutes);
}
