import { WORKSPACE_MEMBER_ENDPOINTS } from '../../shared/workspaces/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import type { WorkspaceMembersService } from './members-service';

/** The workspace settings screen (/espaco/:id) and the invitation page (/convite/:token). */
export function workspaceMemberRoutes(members: WorkspaceMembersService) {
  return async (app: AppInstance): Promise<void> => {
    const endpoint = WORKSPACE_MEMBER_ENDPOINTS;
    const limited = (name: string, max: number) =>
      rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
        max,
        timeWindow: 60 * 60 * 1000,
        hook: 'preHandler',
        keyGenerator: keyByUser(name),
      });
    const auth = { preHandler: requireUser };

    routeEndpoint(app, endpoint.rename, auth, async (request) =>
      members.rename(getUser(request), request.params.id, request.body.nome, getRequestMeta(request)),
    );
    routeEndpoint(app, endpoint.remove, auth, async (request, reply) => {
      await members.remove(
        getUser(request),
        request.params.id,
        request.body?.confirmacao,
        getRequestMeta(request),
      );
      return reply.status(204).send();
    });
    routeEndpoint(app, endpoint.members, auth, async (request) =>
      members.members(getUser(request), request.params.id),
    );
    routeEndpoint(app, endpoint.changeRole, auth, async (request) =>
      members.changeRole(
        getUser(request),
        request.params.id,
        request.params.userId,
        request.body.papel,
        getRequestMeta(request),
      ),
    );
    routeEndpoint(app, endpoint.removeMember, auth, async (request, reply) => {
      await members.removeMember(
        getUser(request),
        request.params.id,
        request.params.userId,
        getRequestMeta(request),
      );
      return reply.status(204).send();
    });
    routeEndpoint(app, endpoint.activity, auth, async (request) =>
      members.activity(getUser(request), request.params.id, request.query.antes),
    );
    routeEndpoint(app, endpoint.invites, auth, async (request) =>
      members.invites(getUser(request), request.params.id),
    );
    routeEndpoint(
      app,
      endpoint.invite,
      { ...auth, config: limited('workspace-invite', 100) },
      async (request) =>
        members.invite(getUser(request), request.params.id, request.body, getRequestMeta(request)),
    );
    routeEndpoint(app, endpoint.cancelInvite, auth, async (request, reply) => {
      await members.cancelInvite(
        getUser(request),
        request.params.id,
        request.params.inviteId,
        getRequestMeta(request),
      );
      return reply.status(204).send();
    });
    // The token travels in the body, never in a logged address; guessing is bounded by the rate limit.
    routeEndpoint(
      app,
      endpoint.previewInvite,
      {
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max: 60, timeWindow: 15 * 60 * 1000 }),
      },
      async (request) => members.preview(request.body.token),
    );
    routeEndpoint(
      app,
      endpoint.acceptInvite,
      { ...auth, config: limited('workspace-accept', 30) },
      async (request) => members.accept(getUser(request), request.body.token, getRequestMeta(request)),
    );
  };
}
