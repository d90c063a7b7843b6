import { ADMIN_WORKSPACE_ENDPOINTS } from '../../shared/admin/endpoints';
import type { AppInstance } from '../app-types';
import { getUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import type { AdminCreditsService } from '../credits/admin-adjustment';
import { getRequestMeta } from '../logs/request-meta';
import type { AdminWorkspacesService } from '../workspaces/admin-service';

/**
 * /api/admin/workspaces*: the workspaces (workspaces/) with their credits (credits/), which is why it is
 * registered here, above both. The adjustment takes `Idempotency-Key` (its declaration says so).
 */
export function adminWorkspacesRoutes(services: {
  workspaces: AdminWorkspacesService;
  credits: AdminCreditsService;
}) {
  return async (app: AppInstance): Promise<void> => {
    const endpoint = ADMIN_WORKSPACE_ENDPOINTS;
    routeEndpoint(app, endpoint.list, {}, async (request) => services.workspaces.list(request.query));

    routeEndpoint(app, endpoint.get, {}, async (request) => {
      const details = await services.workspaces.get(request.params.id);
      return { ...details, movimentos: await services.credits.recentLedger(request.params.id) };
    });

    routeEndpoint(app, endpoint.adjustCredits, {}, async (request) =>
      services.credits.adjustWorkspace(
        getUser(request),
        request.params.id,
        request.body,
        getRequestMeta(request),
      ),
    );
  };
}
