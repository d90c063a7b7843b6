import { CREDITS_ENDPOINTS } from '../../shared/credits/endpoints';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { getWorkspace, requireWorkspace } from '../workspaces/active-workspace';
import type { CreditsService } from './service';

export function creditsRoutes(credits: CreditsService) {
  return async (app: AppInstance): Promise<void> => {
    // Any member sees the active workspace's balance and who moved it.
    routeEndpoint(
      app,
      CREDITS_ENDPOINTS.get,
      { onRequest: requireUser, preHandler: requireWorkspace('leitor') },
      async (request) => credits.getCredits(getWorkspace(request)),
    );
  };
}
