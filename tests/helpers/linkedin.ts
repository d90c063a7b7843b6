import type { FakeLinkedin } from '../fakes/fake-linkedin';
import { connectNetwork } from './publishing';
import type { TestUser } from './users';

/** The environment that turns LinkedIn publishing on against the fake (whose redirect URLs it registers). */
export function linkedinEnv(fake: FakeLinkedin, appUrl: string): Record<string, string> {
  fake.redirectUris.add(`${appUrl}/api/linkedin/callback`);
  return {
    APP_URL: appUrl,
    LINKEDIN_CLIENT_ID: fake.clientId,
    LINKEDIN_CLIENT_SECRET: fake.clientSecret,
    LINKEDIN_OAUTH_URL: fake.url,
    LINKEDIN_API_URL: fake.url,
    LINKEDIN_POLL_INTERVAL_MS: '20',
  };
}

/** "Conectar LinkedIn" as a browser does it; answers where the app sent the browser in the end. */
export function connectLinkedin(
  appUrl: string,
  user: TestUser,
  options: Parameters<typeof connectNetwork>[3] = {},
): Promise<string> {
  return connectNetwork('linkedin', appUrl, user, options);
}
