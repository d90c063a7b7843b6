import type { AppInstance } from '../app-types';
import { requireAdmin } from '../auth/guards';
import { adminCarouselsRoutes } from '../carousels/admin-routes';
import { adminLogsRoutes } from '../logs/admin-routes';
import { adminPaymentsRoutes } from '../payments/admin-routes';
import { adminTemplatesRoutes } from '../templates/admin-routes';
import { adminUsersRoutes } from '../users/admin-routes';
import { adminStatsRoutes } from './stats-routes';
import { adminWorkspacesRoutes } from './workspaces-routes';

/**
 * Every /api/admin/* route but support's (which guards each of its own). Each feature owns its admin routes
 * (users/, templates/, carousels/, logs/); admin keeps the guard and the dashboard's figures. The guard is a
 * hook of this plugin, not of each route, so a route added here later cannot forget it: 401 without a
 * session, 403 for a cliente, before any body is read.
 */
/** The services the admin routes call, as each feature's registrar takes them (compose builds them). */
export interface AdminRouteServices {
  adminUsers: Parameters<typeof adminUsersRoutes>[0];
  adminTemplates: Parameters<typeof adminTemplatesRoutes>[0];
  adminPayments: Parameters<typeof adminPaymentsRoutes>[0];
  adminCarousels: Parameters<typeof adminCarouselsRoutes>[0];
  adminLogs: Parameters<typeof adminLogsRoutes>[0];
  adminStats: Parameters<typeof adminStatsRoutes>[0];
  adminWorkspaces: Parameters<typeof adminWorkspacesRoutes>[0]['workspaces'];
  adminCredits: Parameters<typeof adminWorkspacesRoutes>[0]['credits'];
}

export function adminRoutes(services: AdminRouteServices) {
  return async (app: AppInstance): Promise<void> => {
    app.addHook('onRequest', requireAdmin);
    await app.register(adminUsersRoutes(services.adminUsers));
    await app.register(adminTemplatesRoutes(services.adminTemplates));
    await app.register(adminPaymentsRoutes(services.adminPayments));
    await app.register(adminCarouselsRoutes(services.adminCarousels));
    await app.register(adminLogsRoutes(services.adminLogs));
    await app.register(adminStatsRoutes(services.adminStats));
    await app.register(
      adminWorkspacesRoutes({ workspaces: services.adminWorkspaces, credits: services.adminCredits }),
    );
  };
}
