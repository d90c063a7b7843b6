import { ACCOUNT_ENDPOINTS } from '../../shared/account/endpoints';
import { ACCOUNT_MESSAGES } from '../../shared/account/messages';
import type { AppInstance } from '../app-types';
import { getSessionId, getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import type { AccountService, Caller } from './service';

/**
 * /api/account: the caller's own account. Owner only by construction: every route acts on the session's user
 * and no route takes a user id.
 */
export function accountRoutes(account: AccountService) {
  return async (app: AppInstance): Promise<void> => {
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

    const endpoint = ACCOUNT_ENDPOINTS;
    const signedIn = { preHandler: requireUser };

    routeEndpoint(app, endpoint.get, signedIn, async (request) => account.get(getUser(request).id));

    routeEndpoint(
      app,
      endpoint.rename,
      { ...signedIn, config: perUser('account-name', 30) },
      async (request) => account.rename(getUser(request).id, request.body.nome, getRequestMeta(request)),
    );

    routeEndpoint(
      app,
      endpoint.updatePreferences,
      { ...signedIn, config: perUser('account-preferences', 60) },
      async (request) => account.updatePreferences(getUser(request).id, request.body),
    );

    // Sends two e-mails: held like the other e-mail links (5 per quarter hour per account).
    routeEndpoint(
      app,
      endpoint.requestEmailChange,
      { ...signedIn, config: perUser('account-email', 5) },
      async (request) => account.requestEmailChange(callerOf(request), request.body, getRequestMeta(request)),
    );

    routeEndpoint(app, endpoint.cancelEmailChange, signedIn, async (request) =>
      account.cancelEmailChange(getUser(request).id),
    );

    // The link from the new address: no session needed (it may be opened on another device); the token is the proof.
    routeEndpoint(
      app,
      endpoint.confirmEmailChange,
      { config: rateLimit(limits, { max: 30, timeWindow: 15 * 60 * 1000 }) },
      async (request) => {
        await account.confirmEmailChange(request.body.token, getRequestMeta(request));
        return { message: ACCOUNT_MESSAGES.emailChanged };
      },
    );

    // Guessing the current password through this route is held to a few tries per quarter hour.
    routeEndpoint(
      app,
      endpoint.changePassword,
      { ...signedIn, config: perUser('account-password', 10) },
      async (request) => {
        await account.changePassword(callerOf(request), request.body, getRequestMeta(request));
        return { message: ACCOUNT_MESSAGES.passwordChanged };
      },
    );

    routeEndpoint(app, endpoint.listSessions, signedIn, async (request) => ({
      sessoes: await account.listSessions(callerOf(request)),
    }));

    routeEndpoint(
      app,
      endpoint.endOtherSessions,
      { ...signedIn, config: perUser('account-sessions', 30) },
      async (request) => ({
        encerradas: await account.endOtherSessions(callerOf(request), getRequestMeta(request)),
      }),
    );

    routeEndpoint(
      app,
      endpoint.endSession,
      { ...signedIn, config: perUser('account-sessions', 30) },
      async (request, reply) => {
        await account.endSession(callerOf(request), request.params.id, getRequestMeta(request));
        return reply.send();
      },
    );
  };
}
