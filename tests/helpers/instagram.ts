import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FakeInstagram } from '../fakes/fake-instagram';
import { CONVENCER_FIELDS, createCarousel, listTemplates, waitForCarousel } from './carousels';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

/** A port nothing listens on right now (the app must know its own URL before it starts: Instagram fetches from it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

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

/**
 * "Conectar Instagram" (or another network's "Conectar") as a browser does it, over real HTTP: ask the app for
 * the authorization URL (which sets the callback cookie), follow the network's redirect, come back to the
 * callback with the cookie. Answers where the app sent the browser in the end.
 */
export async function connectInstagram(
  appUrl: string,
  user: TestUser,
  options: { withCookie?: boolean; network?: 'instagram' | 'linkedin' } = {},
): Promise<string> {
  const network = options.network ?? 'instagram';
  const start = await fetch(`${appUrl}/api/${network}/connect`, { method: 'POST', headers: user.headers });
  if (start.status !== 200) throw new Error(`connect: ${start.status} ${await start.text()}`);
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { url } = (await start.json()) as { url: string };
  const authorize = await fetch(url, { redirect: 'manual' });
  const callback = authorize.headers.get('location');
  if (!callback) throw new Error(`authorize: ${authorize.status} ${await authorize.text()}`);
  const back = await fetch(callback, {
    redirect: 'manual',
    headers: options.withCookie === false ? {} : { cookie },
  });
  return back.headers.get('location') ?? `status ${back.status}`;
}

/** A finished `convencer` carousel of `user` on the first template: what every publishing test posts. */
export async function finishedCarousel(
  testApp: TestApp,
  user: TestUser,
  timeoutMs = 90_000,
): Promise<string> {
  const templates = await listTemplates(testApp, user);
  const created = await createCarousel(testApp, user, {
    objetivo: 'convencer',
    template_visual: templates[0]?.id,
    campos_personalizados: CONVENCER_FIELDS,
  });
  await waitForCarousel(testApp, user, created.body.id, timeoutMs);
  return created.body.id;
}
