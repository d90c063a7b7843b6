import {
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  creditAdjustmentBodySchema,
  creditAdjustmentResponseSchema,
  userEditBodySchema,
  userIdParamsSchema,
  userStatusBodySchema,
} from '../../shared/admin/users';
import type { AppInstance } from '../app-types';
import { getUser } from '../auth/guards';
import { getRequestMeta } from '../logs/request-meta';
import type { AdminUsersService } from './admin-service';

/** /api/admin/users*: behind requireAdmin (registered by adminRoutes). */
export async function adminUsersRoutes(
  app: AppInstance,
  { users }: { users: AdminUsersService },
): Promise<void> {
  app.get(
    '/api/admin/users',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } } },
    async (request) => users.listUsers(request.query),
  );

  app.put(
    '/api/admin/users/:id/status',
    {
      schema: { params: userIdParamsSchema, body: userStatusBodySchema, response: { 200: adminUserSchema } },
    },
    async (request) =>
      users.setUserStatus(getUser(request), request.params.id, request.body.status, getRequestMeta(request)),
  );

  app.put(
    '/api/admin/users/:id',
    { schema: { params: userIdParamsSchema, body: userEditBodySchema, response: { 200: adminUserSchema } } },
    async (request) =>
      users.updateUser(getUser(request), request.params.id, request.body, getRequestMeta(request)),
  );

  app.post(
    '/api/admin/users/:id/credit-adjustments',
    {
      schema: {
        params: userIdParamsSchema,
        body: creditAdjustmentBodySchema,
        response: { 200: creditAdjustmentResponseSchema },
      },
    },
    async (request) =>
      users.adjustUserCredits(getUser(request), request.params.id, request.body, getRequestMeta(request)),
  );

  // 204 with an empty body: the spec's screen counts an empty success body as success.
  app.delete('/api/admin/users/:id', { schema: { params: userIdParamsSchema } }, async (request, reply) => {
    await users.deleteUser(getUser(request), request.params.id, getRequestMeta(request));
    return reply.status(204).send();
  });
}
