import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../scripts/run';
import {
  brotliBytesOf,
  firstVisitJs,
  LIGHT_ENTRY_JS_BUDGET_BYTES,
  lightEntryFirstVisitJs,
  ROUTE_MODULES,
  SIGNED_IN_JS_BUDGET_BYTES,
  SIGNED_IN_JS_BUDGET_FILES,
  SIGNED_IN_PAGE_PATHS,
  SIGNED_IN_ROUTE_MODULES,
  scriptsOfHtml,
  signedInFirstVisitJs,
  sourcesOf,
} from '../../scripts/web-budget';
import type { AppInstance } from '../../src/server/app-types';
import { COMPRESS_MIN_BYTES } from '../../src/server/http/compression';
import { registerSpa } from '../../src/server/http/spa';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

/**
 * How the built app reaches a phone (docs/decisions/0018-fast-on-a-phone.md): the real build, served by the real
 * static server, compressed when asked; the public pages without the signed-in code; the shared carousel in one file.
 */
let dist: string;
let web: ReturnType<typeof Fastify>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'carrossel-web-'));
  // A production build as `npm run build` makes it (in its own process: this one runs with NODE_ENV=test).
  const code = await run('node', ['--import', 'tsx', 'scripts/build-web.ts', dist, '--quiet'], {
    ...process.env,
    NODE_ENV: 'production',
  });
  expect(code).toBe(0);
  web = Fastify();
  await registerSpa(web as unknown as AppInstance, dist);
  await web.ready();
}, 300_000);
afterAll(async () => {
  await web?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

function* builtFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.vite') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(full);
    else yield full;
  }
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('the built app over the wire', () => {
  it('sends every JS, CSS and HTML answer compressed when asked (br and gzip), identical once decoded', async () => {
    const files = [...builtFiles(dist)].filter((file) => /\.(?:js|css|html)$/.test(file));
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    const answers: Array<{ url: string; raw: Buffer }> = files.map((file) => ({
      url: `/${path.relative(dist, file).split(path.sep).join('/')}`,
      raw: readFileSync(file),
    }));
    // Deep links answer with an entry's HTML too.
    answers.push({ url: '/creditos', raw: readFileSync(path.join(dist, 'index.html')) });
    answers.push({ url: '/historico', raw: readFileSync(path.join(dist, 'history.html')) });
    answers.push({ url: '/register', raw: readFileSync(path.join(dist, 'register.html')) });
    answers.push({ url: '/login', raw: readFileSync(path.join(dist, 'login.html')) });
    answers.push({ url: '/criar', raw: readFileSync(path.join(dist, 'create.html')) });
    answers.push({ url: '/c/um-token', raw: readFileSync(path.join(dist, 'share.html')) });
    for (const { url, raw } of answers) {
      for (const coding of ['br', 'gzip'] as const) {
        const answer = await web.inject({ url, headers: { 'accept-encoding': coding } });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['content-encoding'], url).toBe(coding);
        expect(answer.headers.vary, url).toContain('Accept-Encoding');
        expect(answer.headers['content-type'], url).toMatch(/javascript|css|html/);
        expect(decoders[coding](answer.rawPayload).equals(raw), url).toBe(true);
      }
      const plain = await web.inject({ url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.rawPayload.equals(raw), url).toBe(true);
    }
  });

  it('never hands out a compressed copy by its own name', async () => {
    const copy = [...builtFiles(dist)].find((file) => file.endsWith('.js.br'));
    expect(copy).toBeDefined();
    const answer = await web.inject({
      url: `/${path
        .relative(dist, copy ?? '')
        .split(path.sep)
        .join('/')}`,
    });
    expect(answer.statusCode).toBe(404);
  });

  it('keeps the signed-in app, the admin area and the editor out of the public pages', () => {
    const signedInCode =
      /src\/web\/(?:app\/layout|app\/routes|features\/(?:carousels|admin|brand-kit|credits|payments|instagram|logs|templates|users|realtime|support|account)\/)/;
    for (const routeModule of Object.values(ROUTE_MODULES)) {
      const sources = firstVisitJs(dist, routeModule).flatMap((file) => sourcesOf(dist, file));
      expect(
        sources.some((source) => source.includes(routeModule)),
        routeModule,
      ).toBe(true);
      expect(
        sources.filter((source) => signedInCode.test(source)),
        routeModule,
      ).toEqual([]);
    }
  });

  for (const [url, entry, page] of [
    ['/login', 'login.html', 'features/auth/pages/login-page'],
    ['/register', 'register.html', 'features/auth/pages/register-page'],
  ] as const) {
    it(`keeps the JavaScript of a first visit to ${url} within its budget (brotli bytes)`, async () => {
      const html = (await web.inject({ url })).body;
      expect(html).toBe(readFileSync(path.join(dist, entry), 'utf8'));
      const files = lightEntryFirstVisitJs(dist, entry);
      const sources = files.flatMap((file) => sourcesOf(dist, file));
      expect(sources.some((source) => source.includes(page))).toBe(true);
      // The light entry: no router (light-router.tsx stands in), no TanStack Query, no zod, no form library, no
      // tailwind-merge (cn-light.ts stands in, with the build's table) before the screen is up.
      expect(
        sources.filter((source) =>
          /src\/web\/app\/router|src\/web\/lib\/cn\.ts|node_modules\/(?:react-router|@tanstack|zod|react-hook-form|@hookform|sonner|tailwind-merge)\//.test(
            source,
          ),
        ),
      ).toEqual([]);
      expect(sources.some((source) => source.includes('src/web/app/light-router'))).toBe(true);
      expect(sources.some((source) => source.includes('src/web/lib/cn-light'))).toBe(true);
      expect(brotliBytesOf(dist, files)).toBeLessThanOrEqual(LIGHT_ENTRY_JS_BUDGET_BYTES);
    });

    it(`paints the screen of ${url} from the HTML itself, a copy that takes no input before the script runs`, async () => {
      const html = (await web.inject({ url })).body;
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(root).toContain('<form');
      const inputs = [...root.matchAll(/<input[^>]*>/g)].map((match) => match[0]);
      expect(inputs.length).toBeGreaterThanOrEqual(2);
      for (const input of inputs) expect(input).toContain('readonly=""');
      // Its button sends nothing: a native submit would put the typed password in the address.
      expect(root).not.toContain('type="submit"');
    });
  }

  for (const page of Object.keys(SIGNED_IN_ROUTE_MODULES) as (keyof typeof SIGNED_IN_ROUTE_MODULES)[]) {
    it(`keeps the JavaScript of a first visit to the signed-in ${page} page within its budget (brotli bytes, files)`, () => {
      const files = signedInFirstVisitJs(dist, page);
      const sources = files.flatMap((file) => sourcesOf(dist, file));
      expect(sources.some((source) => source.includes(SIGNED_IN_ROUTE_MODULES[page]))).toBe(true);
      // The other screens' heavy parts load where they are used: the editor, the admin area, the chart's
      // body, the purchase dialog.
      expect(
        sources.filter((source) =>
          /src\/web\/features\/(?:carousels\/editor\/|admin\/|logs\/|[\w-]+\/admin\/|instagram\/insights-chart\.tsx|payments\/buy-credits-dialog)/.test(
            source,
          ),
        ),
      ).toEqual([]);
      // React Router as its production build, without its development warnings (vite.config.ts).
      const router = sources.filter((source) => source.includes('node_modules/react-router/'));
      expect(router.length).toBeGreaterThan(0);
      expect(router.filter((source) => !source.includes('react-router/dist/production/'))).toEqual([]);
      expect(files.length).toBeLessThanOrEqual(SIGNED_IN_JS_BUDGET_FILES);
      expect(brotliBytesOf(dist, files)).toBeLessThanOrEqual(SIGNED_IN_JS_BUDGET_BYTES);
    });

    it(`preloads from the HTML of a first visit to the signed-in ${page} page all the JavaScript it needs`, async () => {
      // So the browser fetches the page's code alongside the app's entry instead of after it has run.
      const answer = await web.inject({ url: SIGNED_IN_PAGE_PATHS[page] });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(new Set(scriptsOfHtml(answer.body))).toEqual(new Set(signedInFirstVisitJs(dist, page)));
      // The rest of the app's HTML is index.html's.
      const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
      expect(answer.body.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')).toBe(
        index.replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
      );
    });
  }

  it("paints the app's loading card from the HTML itself, before any script has run", async () => {
    for (const url of ['/historico', '/forgot-password', '/pagina-que-nao-existe']) {
      const html = (await web.inject({ url })).body;
      const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(root, url).toContain('data-slot="loading-card"');
      expect(root, url).toContain('Carregando...');
      expect(root, url).toContain('<h1 class="sr-only">Carrossel</h1>');
    }
  });

  it('serves a shared carousel from one self-contained JavaScript file', async () => {
    const html = (await web.inject({ url: '/c/um-token' })).body;
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
    const script = await web.inject({ url: scripts[0] ?? '' });
    expect(script.statusCode).toBe(200);
    // No static import and no import(): the page runs on this chunk alone.
    expect(/(?:^|[;}\s])import\s*[\s{*"'(]/.test(script.body)).toBe(false);
    const sources = sourcesOf(dist, (scripts[0] ?? '').slice(1));
    expect(sources.some((source) => source.includes('features/share-links/shared-carousel-screen'))).toBe(
      true,
    );
    // The entry itself lives with the app shell; the router, layout, route modules and sign-in never come along,
    // nor the query client or zod (the API's schemas): the page reads its one answer with fetch.
    expect(
      sources.filter((source) =>
        /src\/web\/(?:app\/(?:layout|routes|router)|features\/auth)\/|node_modules\/(?:react-router|@tanstack|zod)\//.test(
          source,
        ),
      ),
    ).toEqual([]);
    // Its first state is painted from the HTML, before the script has run.
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain('<header');
    expect(root).toContain('Abrindo o carrossel...');
  });
});

describe('API answers', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let user: TestUser;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' });
    user = await createUser(testApp);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.drop();
  });

  it('compresses JSON above the threshold when asked, identical once decoded, and leaves small answers alone', async () => {
    const plain = await testApp.app.inject({ url: '/api/templates', headers: user.headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const coding of ['br', 'gzip'] as const) {
      const answer = await testApp.app.inject({
        url: '/api/templates',
        headers: { ...user.headers, 'accept-encoding': coding },
      });
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoders[coding](answer.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    const small = await testApp.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the event stream, whose events must arrive as they happen', async () => {
    const controller = new AbortController();
    const response = await fetch(
      `${baseUrl}/api/events?access_token=${encodeURIComponent(user.session.access_token)}`,
      { headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' }, signal: controller.signal },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    controller.abort();
  });
});
