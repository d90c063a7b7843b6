import {
  adminUserListSchema,
  adminUserSchema,
  userCreditsBodySchema,
  userCreditsResponseSchema,
  userEditBodySchema,
  userIdParamsSchema,
  userStatusBodySchema,
} from '../../shared/admin/users';
import type { AppInstance } from '../app-types';
import { getUser } from '../auth/guards';
import { getRequestMeta } from '../logs/request-meta';
import { createAdminUsersService } from './users-service';

/** /api/admin/users*: behind requireAdmin (registered by adminRoutes). */
export async function adminUsersRoutes(app: AppInstance): Promise<void> {
  const users = createAdminUsersService(app.ctx);

  app.get('/api/admin/users', { schema: { response: { 200: adminUserListSchema } } }, async () =>
    users.listUsers(),
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

  app.put(
    '/api/admin/users/:id/credits',
    {
      schema: {
        params: userIdParamsSchema,
        body: userCreditsBodySchema,
        response: { 200: userCreditsResponseSchema },
      },
    },
    async (request) =>
      users.setUserCredits(
        getUser(request),
        request.params.id,
        request.body.credits,
        getRequestMeta(request),
      ),
  );

  // 204 with an empty body: the spec's screen counts an empty success body as success.
  app.delete('/api/admin/users/:id', { schema: { params: userIdParamsSchema } }, async (request, reply) => {
    await users.deleteUser(getUser(request), request.params.id, getRequestMeta(request));
    return reply.status(204).send();
  });
}
