import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from 'vitest';
import type { InstagramPost } from '../../src/shared/instagram/schema';
import type { LinkedinPost } from '../../src/shared/linkedin/schema';
import type { Network } from '../../src/shared/publishing/schema';
import { CONVENCER_FIELDS, createCarousel, listTemplates, waitForCarousel } from './carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from './test-app';
import type { TestUser } from './users';

/** A port nothing listens on right now (the app must know its own URL before it starts: a network fetches from it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A fresh database and the real app listening on its own URL (the fakes send browsers and fetches there). */
export interface PublishingApp {
  database: TestDatabase;
  testApp: TestApp;
  appUrl: string;
  /** The environment the app got: the network's variables, for worker processes started beside it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts a publishing test's app: a new database, a free port for APP_URL, the network's variables from
 * `networkEnv(appUrl)` plus `overrides`; `worker: false` makes it an API-only node (jobs run in processes
 * from `startWorker`).
 */
export async function startPublishingApp(
  networkEnv: (appUrl: string) => Record<string, string>,
  options: { worker: boolean; overrides?: Record<string, string> },
): Promise<PublishingApp> {
  const database = await createTestDatabase();
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const env = { ...networkEnv(appUrl), ...options.overrides };
  const testApp = await startTestApp(
    database.url,
    { RATE_LIMIT: 'off', ...(options.worker ? {} : { WORKER: 'off' }), ...env },
    { worker: options.worker },
  );
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return {
    database,
    testApp,
    appUrl,
    env,
    async close() {
      await testApp.close();
      await database.drop();
    },
  };
}

/** Worker processes beside an API-only node (src/server/worker-main.ts), each killed at the end of the test. */
export function workerProcesses(app: () => PublishingApp) {
  const workers: ChildProcess[] = [];
  return {
    start(): ChildProcess {
      const { testApp, env } = app();
      const worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker-main.ts'], {
        env: {
          ...process.env,
          ...env,
          DATABASE_URL: testApp.config.DATABASE_URL,
          DATA_DIR: testApp.dataDir,
          JWT_SECRET: testApp.config.JWT_SECRET,
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
        },
        stdio: 'ignore',
      });
      workers.push(worker);
      return worker;
    },
    /** Kills one as a crash would (SIGKILL: no shutdown of its own) and waits until it is gone. */
    async crash(worker: ChildProcess): Promise<void> {
      const gone = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGKILL');
      await gone;
    },
    killAll(): void {
      for (const worker of workers) worker.kill('SIGKILL');
    },
  };
}

/**
 * "Conectar <rede>" as a browser does it, over real HTTP: ask the app for the authorization URL (which sets the
 * callback cookie), follow the network's redirect, come back to the callback with the cookie (after
 * `beforeCallback`, what happens while the network's window is open). Answers where the app sent the browser in
 * the end.
 */
export async function connectNetwork(
  network: Network,
  appUrl: string,
  user: TestUser,
  options: { withCookie?: boolean; beforeCallback?: (callback: URL) => Promise<URL | undefined> } = {},
): Promise<string> {
  const start = await fetch(`${appUrl}/api/${network}/connect`, { method: 'POST', headers: user.headers });
  if (start.status !== 200) throw new Error(`connect: ${start.status} ${await start.text()}`);
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { url } = (await start.json()) as { url: string };
  const authorize = await fetch(url, { redirect: 'manual' });
  const location = authorize.headers.get('location');
  if (!location) throw new Error(`authorize: ${authorize.status} ${await authorize.text()}`);
  const callback = (await options.beforeCallback?.(new URL(location))) ?? location;
  const back = await fetch(callback, {
    redirect: 'manual',
    headers: options.withCookie === false ? {} : { cookie },
  });
  return back.headers.get('location') ?? `status ${back.status}`;
}

/** A finished `convencer` carousel of `user` (on the first template unless told): what every publishing test posts. */
export async function finishedCarousel(
  testApp: TestApp,
  user: TestUser,
  timeoutMs = 90_000,
  templateIndex = 0,
): Promise<string> {
  const templates = await listTemplates(testApp, user);
  const created = await createCarousel(testApp, user, {
    objetivo: 'convencer',
    template_visual: templates[templateIndex]?.id,
    campos_personalizados: CONVENCER_FIELDS,
  });
  await waitForCarousel(testApp, user, created.body.id, timeoutMs);
  return created.body.id;
}

type PostOf<N extends Network> = N extends 'instagram' ? InstagramPost : LinkedinPost;

/** A post's state, whichever network's answer it is (Instagram's says `estado`, LinkedIn's `status`). */
const stateOf = (post: InstagramPost | LinkedinPost): string =>
  'estado' in post ? post.estado : post.status;

/** The posts of a carousel as the network's list answers them, newest first. */
export async function postsOf<N extends Network>(
  testApp: TestApp,
  user: TestUser,
  network: N,
  carouselId: string,
): Promise<PostOf<N>[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/carousels/${carouselId}/${network}`,
    headers: user.headers,
  });
  const body = response.json() as PostOf<N>[] | { items: PostOf<N>[] };
  return Array.isArray(body) ? body : body.items;
}

/** "Publicar no <rede>": the answer's status and body (the post, or the refusal's message). */
export async function publishTo<N extends Network>(
  testApp: TestApp,
  user: TestUser,
  network: N,
  carouselId: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: PostOf<N> & { message?: string } }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/carousels/${carouselId}/${network}`,
    headers: user.headers,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as PostOf<N> & { message?: string } };
}

/** Waits until the post (found by id, or the newest) is in one of `states`; answers it as last read. */
export async function waitForPost<N extends Network>(
  testApp: TestApp,
  user: TestUser,
  network: N,
  carouselId: string,
  wanted: { postId?: string; states: string[]; timeoutMs?: number },
): Promise<PostOf<N>> {
  let last: PostOf<N> | undefined;
  await expect
    .poll(
      async () => {
        const posts = await postsOf(testApp, user, network, carouselId);
        last = wanted.postId ? posts.find((post) => post.id === wanted.postId) : posts[0];
        return last ? stateOf(last) : undefined;
      },
      { timeout: wanted.timeoutMs ?? 30_000, interval: 50 },
    )
    .toSatisfy((state) => wanted.states.includes(String(state)));
  return last as PostOf<N>;
}
