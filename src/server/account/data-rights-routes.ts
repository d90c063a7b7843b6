import { ACCOUNT_ENDPOINTS } from '../../shared/account/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import type { AccountExportService } from './export-service';
import type { AccountService } from './service';

/**
 * The account holder's data rights (docs/account-data.md): a copy of their data (POST queues it, GET says
 * where it stands and gives the link once ready) and deleting the account with the password.
 */
export function dataRightsRoutes({
  account,
  accountExports,
}: {
  account: AccountService;
  accountExports: AccountExportService;
}) {
  return async (app: AppInstance): Promise<void> => {
    const limits = app.ctx.config.RATE_LIMIT === 'on';

    const { exportStatus, requestExport, delete: deleteAccount } = ACCOUNT_ENDPOINTS;
    routeEndpoint(app, exportStatus, { preHandler: requireUser }, async (request) =>
      accountExports.status(getUser(request)),
    );

    routeEndpoint(app, requestExport, { preHandler: requireUser }, async (request) =>
      accountExports.request(getUser(request)),
    );

    // A password guess per try: limited like a sign-in.
    routeEndpoint(
      app,
      deleteAccount,
      {
        preHandler: requireUser,
        config: rateLimit(limits, {
          max: 10,
          timeWindow: 15 * 60 * 1000,
          keyGenerator: keyByUser('excluir-conta'),
          hook: 'preHandler',
        }),
      },
      async (request, reply) => {
        await account.deleteOwn(getUser(request), request.body.senha);
        return reply.send();
      },
    );
  };
}
