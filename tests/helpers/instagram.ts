import { randomBytes } from 'node:crypto';
import type { FakeInstagram } from '../fakes/fake-instagram';
import { connectNetwork } from './publishing';
import type { TestUser } from './users';

/** The environment that turns the feature on against the fake. */
export function instagramEnv(fake: FakeInstagram, appUrl: string): Record<string, string> {
  return {
    APP_URL: appUrl,
    INSTAGRAM_APP_ID: fake.appId,
    INSTAGRAM_APP_SECRET: fake.appSecret,
    INSTAGRAM_TOKEN_KEY: randomBytes(32).toString('base64'),
    INSTAGRAM_OAUTH_URL: fake.url,
    INSTAGRAM_GRAPH_URL: fake.url,
    INSTAGRAM_POLL_INTERVAL_MS: '20',
  };
}

/** "Conectar Instagram" as a browser does it; answers where the app sent the browser in the end. */
export function connectInstagram(
  appUrl: string,
  user: TestUser,
  options: Parameters<typeof connectNetwork>[3] = {},
): Promise<string> {
  return connectNetwork('instagram', appUrl, user, options);
}
