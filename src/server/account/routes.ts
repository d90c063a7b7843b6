import { accountSchema, nameChangeBodySchema } from '../../shared/account/schemas';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import type { AccountService } from './service';

/** /api/account: the caller's own account (owner only by construction: every route acts on the session's user). */
export async function accountRoutes(
  app: AppInstance,
  { account }: { account: AccountService },
): Promise<void> {
  const limits = app.ctx.config.RATE_LIMIT === 'on';

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
      config: rateLimit(limits, {
        max: 30,
        timeWindow: 15 * 60 * 1000,
        keyGenerator: keyByUser('account-name'),
        hook: 'preHandler',
      }),
    },
    async (request) => account.rename(getUser(request).id, request.body.nome, getRequestMeta(request)),
  );
}
