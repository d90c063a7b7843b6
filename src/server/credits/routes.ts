import { creditsResponseSchema } from '../../shared/credits/schemas';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import type { CreditsService } from './service';

export async function creditsRoutes(
  app: AppInstance,
  { credits }: { credits: CreditsService },
): Promise<void> {
  app.get(
    '/api/credits',
    { onRequest: requireUser, schema: { response: { 200: creditsResponseSchema } } },
    async (request) => credits.getCredits(getUser(request).id),
  );
}
