import { deleteAccountBodySchema, exportStatusSchema } from '../../shared/account/data-rights';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { deleteOwnAccount } from './delete-account';
import type { AccountExportService } from './export-service';

/**
 * The account holder's data rights (docs/account-data.md): a copy of their data (POST queues it, GET says
 * where it stands and gives the link once ready) and deleting the account with the password.
 */
export async function dataRightsRoutes(
  app: AppInstance,
  { accountExports }: { accountExports: AccountExportService },
): Promise<void> {
  const limits = app.ctx.config.RATE_LIMIT === 'on';

  app.get(
    '/api/account/export',
    { preHandler: requireUser, schema: { response: { 200: exportStatusSchema } } },
    async (request) => accountExports.status(getUser(request)),
  );

  app.post(
    '/api/account/export',
    { preHandler: requireUser, schema: { response: { 202: exportStatusSchema } } },
    async (request, reply) => reply.status(202).send(await accountExports.request(getUser(request))),
  );

  // A password guess per try: limited like a sign-in.
  app.delete(
    '/api/account',
    {
      preHandler: requireUser,
      schema: { body: deleteAccountBodySchema },
      config: rateLimit(limits, {
        max: 10,
        timeWindow: 15 * 60 * 1000,
        keyGenerator: keyByUser('excluir-conta'),
        hook: 'preHandler',
      }),
    },
    async (request, reply) => {
      await deleteOwnAccount(app.ctx, getUser(request), request.body.senha);
      return reply.status(204).send();
    },
  );
}
