import { ACCOUNT_MESSAGES } from '../../shared/account/messages';
import {
  accountSchema,
  accountSessionsSchema,
  nameChangeBodySchema,
  passwordChangeBodySchema,
  revokedSessionsSchema,
  sessionIdParamsSchema,
} from '../../shared/account/schemas';
import { messageResponseSchema } from '../../shared/auth/schemas';
import type { AppInstance } from '../app-types';
import { getSessionId, getUser, requireUser } from '../auth/guards';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import type { AccountService, Caller } from './service';

/**
 * /api/account: the caller's own account. Owner only by construction: every route acts on the session's user
 * and no route takes a user id.
 */
export async function accountRoutes(
  app: AppInstance,
  { account }: { account: AccountService },
): Promise<void> {
  const limits = app.ctx.config.RATE_LIMIT === 'on';
  const perUser = (scope: string, max: number) =>
    rateLimit(limits, {
      max,
      timeWindow: 15 * 60 * 1000,
      keyGenerator: keyByUser(scope),
      hook: 'preHandler',
    });
  const callerOf = (request: Parameters<typeof getUser>[0]): Caller => ({
    userId: getUser(request).id,
    sessionId: getSessionId(request),
  });

  app.get(
    '/api/account',
    { preHandler: requireUser, schema: { response: { 200: accountSchema } } },
    async (request) => account.get(getUser(request).id),
  );

  app.patch(
    '/api/account/name',
    {
      preHandler: requireUser,
      schema: { body: nameChangeBodySchema, response: { 200: accountSchema } },
      config: perUser('account-name', 30),
    },
    async (request) => account.rename(getUser(request).id, request.body.nome, getRequestMeta(request)),
  );

  // Guessing the current password through this route is held to a few tries per quarter hour.
  app.post(
    '/api/account/password',
    {
      preHandler: requireUser,
      schema: { body: passwordChangeBodySchema, response: { 200: messageResponseSchema } },
      config: perUser('account-password', 10),
    },
    async (request) => {
      await account.changePassword(callerOf(request), request.body, getRequestMeta(request));
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/api/account/sessions',
    { preHandler: requireUser, schema: { response: { 200: accountSessionsSchema } } },
    async (request) => ({ sessoes: await account.listSessions(callerOf(request)) }),
  );

  app.post(
    '/api/account/sessions/end-others',
    {
      preHandler: requireUser,
      schema: { response: { 200: revokedSessionsSchema } },
      config: perUser('account-sessions', 30),
    },
    async (request) => ({
      encerradas: await account.endOtherSessions(callerOf(request), getRequestMeta(request)),
    }),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      preHandler: requireUser,
      schema: { params: sessionIdParamsSchema },
      config: perUser('account-sessions', 30),
    },
    async (request, reply) => {
      await account.endSession(callerOf(request), request.params.id, getRequestMeta(request));
      return reply.status(204).send();
    },
  );
}
