import { ACCOUNT_MESSAGES } from '../../shared/account/messages';
import {
  accountSchema,
  accountSessionsSchema,
  emailChangeBodySchema,
  emailPreferencesSchema,
  nameChangeBodySchema,
  passwordChangeBodySchema,
  revokedSessionsSchema,
  sessionIdParamsSchema,
} from '../../shared/account/schemas';
import { messageResponseSchema, tokenBodySchema } from '../../shared/auth/schemas';
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

  app.put(
    '/api/account/preferences',
    {
      preHandler: requireUser,
      schema: { body: emailPreferencesSchema, response: { 200: accountSchema } },
      config: perUser('account-preferences', 60),
    },
    async (request) => account.updatePreferences(getUser(request).id, request.body),
  );

  // Sends two e-mails: held like the other e-mail links (5 per quarter hour per account).
  app.post(
    '/api/account/email-change',
    {
      preHandler: requireUser,
      schema: { body: emailChangeBodySchema, response: { 202: accountSchema } },
      config: perUser('account-email', 5),
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await account.requestEmailChange(callerOf(request), request.body, getRequestMeta(request))),
  );

  app.delete(
    '/api/account/email-change',
    { preHandler: requireUser, schema: { response: { 200: accountSchema } } },
    async (request) => account.cancelEmailChange(getUser(request).id),
  );

  // The link from the new address: no session needed (it may be opened on another device); the token is the proof.
  app.post(
    '/api/account/email-change/confirm',
    {
      schema: { body: tokenBodySchema, response: { 200: messageResponseSchema } },
      config: rateLimit(limits, { max: 30, timeWindow: 15 * 60 * 1000 }),
    },
    async (request) => {
      await account.confirmEmailChange(request.body.token, getRequestMeta(request));
      return { message: ACCOUNT_MESSAGES.emailChanged };
    },
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
