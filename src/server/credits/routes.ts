import { CREDITS_ENDPOINTS } from '../../shared/credits/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import type { CreditsService } from './service';

export function creditsRoutes(credits: CreditsService) {
  return async (app: AppInstance): Promise<void> => {
    routeEndpoint(app, CREDITS_ENDPOINTS.get, { onRequest: requireUser }, async (request) =>
      credits.getCredits(getUser(request).id),
    );
  };
}
