import { ADMIN_CAROUSEL_ENDPOINTS } from '../../shared/admin/endpoints';
import type { AppInstance } from '../app-types';
import { routeEndpoint } from '../contract/endpoint-route';
import type { AdminCarouselsService } from './admin-service';

/** /api/admin/carousels*: every user's carousels, read-only; behind requireAdmin (registered by adminRoutes). */
export function adminCarouselsRoutes(carousels: AdminCarouselsService) {
  return async (app: AppInstance): Promise<void> => {
    routeEndpoint(app, ADMIN_CAROUSEL_ENDPOINTS.list, {}, async (request) => carousels.list(request.query));
    routeEndpoint(app, ADMIN_CAROUSEL_ENDPOINTS.get, {}, async (request) => carousels.get(request.params.id));
  };
}
