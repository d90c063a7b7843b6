import type { AppInstance } from '../app-types';
import { requireAdmin } from '../auth/guards';
import type { Services } from '../compose/services';
import { adminOverviewRoutes } from './overview-routes';
import { adminTemplatesRoutes } from './templates-routes';
import { adminUsersRoutes } from './users-routes';

/**
 * Every /api/admin/* route of the admin area. The guard is a hook of this plugin, not of each route, so a
 * route added here later cannot forget it: 401 without a session, 403 for a cliente, before any body is read.
 */
export async function adminRoutes(
  app: AppInstance,
  services: Pick<Services, 'adminUsers' | 'adminTemplates'>,
): Promise<void> {
  app.addHook('onRequest', requireAdmin);
  await app.register(adminUsersRoutes, { users: services.adminUsers });
  await app.register(adminTemplatesRoutes, { templates: services.adminTemplates });
  await app.register(adminOverviewRoutes);
}
