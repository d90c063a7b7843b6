import { ADMIN_USER_ENDPOINTS } from '../../shared/admin/endpoints';
import type { AppInstance } from '../app-types';
import { getUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { getRequestMeta } from '../logs/request-meta';
import type { AdminUsersService } from './admin-service';

/** /api/admin/users*: behind requireAdmin (registered by adminRoutes). */
export function adminUsersRoutes(users: AdminUsersService) {
  return async (app: AppInstance): Promise<void> => {
    const endpoint = ADMIN_USER_ENDPOINTS;
    routeEndpoint(app, endpoint.list, {}, async (request) => users.listUsers(request.query));

    routeEndpoint(app, endpoint.setStatus, {}, async (request) =>
      users.setUserStatus(getUser(request), request.params.id, request.body.status, getRequestMeta(request)),
    );

    routeEndpoint(app, endpoint.update, {}, async (request) =>
      users.updateUser(getUser(request), request.params.id, request.body, getRequestMeta(request)),
    );

    routeEndpoint(app, endpoint.adjustCredits, {}, async (request) =>
      users.adjustUserCredits(getUser(request), request.params.id, request.body, getRequestMeta(request)),
    );

    // 204 with an empty body: the spec's screen counts an empty success body as success.
    routeEndpoint(app, endpoint.delete, {}, async (request, reply) => {
      await users.deleteUser(getUser(request), request.params.id, getRequestMeta(request));
      return reply.send();
    });
  };
}
