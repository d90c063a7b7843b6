import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_FILE, filesStartedByBoot } from '../../scripts/app-boot';
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
  signedInFirstVisitJs,
  sourcesOf,
} from '../../scripts/web-budget';
import type { AppInstance } from '../../src/server/app-types';
import { COMPRESS_MIN_BYTES } from '../../src/server/http/compression';
import { SHARED_CAROUSEL_TEMPLATE_FILE } from '../../src/server/http/share-page';
import { registerSpa } from '../../src/server/http/spa';
import { SHARED_CAROUSEL_DATA_ID } from '../../src/shared/share-links/paths';
import type { CreatedShareLink, SharedCarousel } from '../../src/shared/share-links/schemas';
import { PAGE_SHELL_HEADERS } from '../../src/web/app/page-shell';
import {
  SharedCarouselScreen,
  SharedSlidePlaceholder,
} from '../../src/web/features/share-links/shared-carousel-screen';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { insertFinishedCarousel } from './share-links-kit';

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

const indexHtml = () => readFileSync(path.join(dist, 'index.html'), 'utf8');
const paintedRoot = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
/** An HTML page without its boot's list of files and without what is painted in its #root. */
const withoutAppAndScreen = (html: string) =>
  html.replace(/\sdata-app="[^"]*"/, '').replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '$1');

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
      // The exceptions are what the app's wait screen shows at a signed-in page's address before the page's
      // code is in (src/web/app/page-shell.tsx): the page's header text (`*-page-header.ts`) and the brand.
      const shell = /-page-header\.ts$|app\/layout\/brand-mark\.tsx$/;
      expect(
        sources.filter((source) => signedInCode.test(source) && !shell.test(source)),
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

    it(`starts from the HTML of a first visit to the signed-in ${page} page all the JavaScript it needs`, async () => {
      // So the browser fetches the page's code alongside the app's entry instead of after it has run.
      const answer = await web.inject({ url: SIGNED_IN_PAGE_PATHS[page] });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(new Set(filesStartedByBoot(answer.body))).toEqual(new Set(signedInFirstVisitJs(dist, page)));
      // The app's entry comes first: the boot starts it (scripts/app-boot.ts).
      expect(filesStartedByBoot(answer.body)[0]).toBe(filesStartedByBoot(indexHtml())[0]);
      // The rest of the app's HTML is index.html's, but for the painted screen.
      expect(withoutAppAndScreen(answer.body)).toBe(withoutAppAndScreen(indexHtml()));
    });

    it(`paints the signed-in ${page} page's shell, with the page's own header, before any script has run`, async () => {
      const html = (await web.inject({ url: SIGNED_IN_PAGE_PATHS[page] })).body;
      const root = paintedRoot(html);
      const header = PAGE_SHELL_HEADERS[SIGNED_IN_PAGE_PATHS[page]];
      expect(header).toBeDefined();
      expect(root).toContain('data-slot="page-shell"');
      expect(root).toContain(
        `<h1 class="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">${header?.title}</h1>`,
      );
      expect(root).toContain(`>${header?.description}</p>`);
      expect(root).toContain('Carregando...');
    });
  }

  it("paints the app's loading card from the HTML itself, before any script has run", async () => {
    for (const url of ['/minha-marca', '/forgot-password', '/pagina-que-nao-existe']) {
      const html = (await web.inject({ url })).body;
      const root = paintedRoot(html);
      expect(root, url).toContain('data-slot="loading-card"');
      expect(root, url).toContain('Carregando...');
      expect(root, url).toContain('<h1 class="sr-only">Carrossel</h1>');
    }
  });

  it('asks for no JavaScript from the HTML but the boot, which starts the page after its first paint', async () => {
    for (const url of [
      '/login',
      '/register',
      '/dashboard',
      '/criar',
      '/historico',
      '/minha-marca',
      '/nada',
    ]) {
      const html = (await web.inject({ url })).body;
      expect(html, url).not.toContain('modulepreload');
      const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts, url).toEqual([`/${BOOT_FILE}`]);
      expect(filesStartedByBoot(html).length, url).toBeGreaterThan(0);
    }
    const boot = await web.inject({ url: `/${BOOT_FILE}` });
    expect(boot.statusCode).toBe(200);
    expect(boot.headers['content-type']).toMatch(/javascript/);
    expect(boot.headers['cache-control']).toContain('immutable');
    // Every file a boot starts is there.
    for (const file of filesStartedByBoot(indexHtml())) {
      expect((await web.inject({ url: `/${file}` })).statusCode, file).toBe(200);
    }
  });

  it('serves a shared carousel from one self-contained JavaScript file', async () => {
    const html = (await web.inject({ url: '/c/um-token' })).body;
    // The one script the HTML names is the boot, which starts the page's one file after the first paint.
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts).toEqual([`/${BOOT_FILE}`]);
    expect(html).not.toContain('modulepreload');
    const started = filesStartedByBoot(html).map((file) => `/${file}`);
    expect(started).toHaveLength(1);
    const script = await web.inject({ url: started[0] ?? '' });
    expect(script.statusCode).toBe(200);
    // No static import and no import(): the page runs on this chunk alone.
    expect(/(?:^|[;}\s])import\s*[\s{*"'(]/.test(script.body)).toBe(false);
    const sources = sourcesOf(dist, (started[0] ?? '').slice(1));
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

/** A class name as a selector writes it: CSSOM's escaping of an identifier, which Tailwind and its minifier follow. */
function classSelector(name: string): string {
  let selector = '.';
  [...name].forEach((char, index) => {
    const code = char.codePointAt(0) ?? 0;
    const leadingDigit = /[0-9]/.test(char) && (index === 0 || (index === 1 && name.startsWith('-')));
    if (code < 0x20 || code === 0x7f || leadingDigit) selector += `\\${code.toString(16)} `;
    else if (code >= 0x80 || /[\w-]/.test(char)) selector += char;
    else selector += `\\${char}`;
  });
  return selector;
}

/** Whether `sheet` has a rule whose selector names the class `name` itself (not a longer class it starts). */
function hasRuleFor(sheet: string, name: string): boolean {
  const selector = classSelector(name);
  for (let at = sheet.indexOf(selector); at >= 0; at = sheet.indexOf(selector, at + 1)) {
    if (!/[\w\\-]/.test(sheet.charAt(at + selector.length))) return true;
  }
  return false;
}

/** The text of an attribute as React's server renderer escaped it. */
const unescapeAttribute = (value: string) =>
  value.replace(
    /&(?:amp|quot|lt|gt|#x27);/g,
    (entity) => ({ '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#x27;': "'" })[entity] ?? entity,
  );

const fontFaces = (sheet: string) => sheet.match(/@font-face\{[^}]*\}/g) ?? [];

describe("the public pages' own stylesheet", () => {
  const appSheet = () => {
    const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const links = [...index.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)];
    // The app (index.html and the signed-in pages' copies of it) keeps its whole sheet as a file.
    expect(links).toHaveLength(1);
    return readFileSync(path.join(dist, links[0]?.[1] ?? ''), 'utf8');
  };

  for (const url of ['/login', '/register', '/c/um-token']) {
    it(`styles ${url} from a sheet in its HTML, with a rule for every class its painted screen uses`, async () => {
      const html = (await web.inject({ url })).body;
      expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
      const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
      expect(sheets).toHaveLength(1);
      const sheet = sheets[0] ?? '';
      const whole = appSheet();
      expect(sheet.length).toBeLessThan(whole.length * 0.6);

      // Inter's faces as the app declares them, each at a font file the server sends.
      expect(fontFaces(sheet).length).toBeGreaterThanOrEqual(8);
      expect(fontFaces(sheet)).toEqual(fontFaces(whole));
      for (const [, font] of sheet.matchAll(/url\(([^)]+\.woff2)\)/g)) {
        expect((await web.inject({ url: font ?? '' })).statusCode, font).toBe(200);
      }

      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      const classes = new Set(
        [...root.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
          unescapeAttribute(match[1] ?? '')
            .split(/\s+/)
            .filter(Boolean),
        ),
      );
      expect(classes.size).toBeGreaterThan(20);
      // Every class of the painted screen has its rule here; the only names without one (in the app's whole
      // sheet either) are lucide's markers on its icons.
      expect([...classes].filter((name) => !hasRuleFor(sheet, name) && hasRuleFor(whole, name))).toEqual([]);
      expect([...classes].filter((name) => !hasRuleFor(sheet, name) && !/^lucide(?:-|$)/.test(name))).toEqual(
        [],
      );
    });
  }
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

describe("a shared carousel's page (/c/{token})", () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' }, { serveWeb: true, webDir: dist });
    owner = await createUser(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.drop();
  });

  const shareLinkOf = async (carouselId: string) => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: `/api/carousels/${carouselId}/share-links`,
      headers: owner.headers,
      payload: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const { url, link } = created.json() as CreatedShareLink;
    return { token: new URL(url).pathname.replace('/c/', ''), linkId: link.id };
  };
  const shareHtml = () => readFileSync(path.join(dist, 'share.html'), 'utf8');
  /** What a page's #root holds (the embedded answer, if any, comes after it). */
  const rootOf = (html: string) =>
    /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="application\/json"[^>]*>[^<]*<\/script>\s*)?<\/body>/.exec(
      html,
    )?.[1] ?? '';
  /** The screen React draws from `answer` in its first render (share-main.tsx), as markup. */
  const screenOf = (answer: SharedCarousel) =>
    renderToStaticMarkup(
      createElement(SharedCarouselScreen, { shared: { status: 'success', data: answer } }),
    ).replace(/<link rel="preload" as="image"[^>]*>/g, '');
  const embedded = (html: string) =>
    new RegExp(`<script type="application/json" id="${SHARED_CAROUSEL_DATA_ID}">([^<]*)</script>`).exec(
      html,
    )?.[1];

  it('preloads no slide stored before small copies: its PNG is sent no-store, so a preload would be fetched twice', async () => {
    const id = await insertFinishedCarousel(testApp, owner.id);
    await testApp.ctx.pool.query(
      'update arquivos set storage_path_miniatura = null where id_carrossel = $1',
      [id],
    );
    const { token } = await shareLinkOf(id);
    const page = await testApp.app.inject({ url: `/c/${token}` });
    expect(page.statusCode).toBe(200);
    const answer = (
      await testApp.app.inject({ url: `/api/compartilhado/${token}` })
    ).json() as SharedCarousel;
    const slide = answer.arquivos.find((file) => file.nome.endsWith('.png'));
    expect(slide?.miniatura).toBeNull();
    expect(page.body).not.toContain('<link rel="preload" as="image"');
    // The painted slide still shows the PNG, asked for by the <img> itself.
    expect(page.body).toContain(`src="${slide?.url.replace(/&/g, '&amp;')}"`);
  });

  it("names a live link's first slide in its HTML, preloaded at high priority, and carries the link's answer", async () => {
    // A theme that would end a script or read as a replacement pattern if written carelessly.
    const tema = "Antes </script><script>alert(1)</script><!-- e $& $' depois";
    const id = await insertFinishedCarousel(testApp, owner.id, { tema });
    const { token } = await shareLinkOf(id);

    const page = await testApp.app.inject({ url: `/c/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Per token and carrying what the API answer carries: kept by no cache, as that answer is.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');

    const api = await testApp.app.inject({ url: `/api/compartilhado/${token}` });
    const answer = api.json() as SharedCarousel;
    const slide = answer.arquivos.find((file) => file.nome.endsWith('.png'));
    expect(slide?.miniatura).toBe(`/api/compartilhado/${token}/arquivos/${slide?.id}/miniatura`);
    const preload =
      /<link rel="preload" as="image" fetchpriority="high" type="([^"]+)" href="([^"]+)" \/>/.exec(page.body);
    expect(preload?.[2]).toBe(slide?.miniatura);
    expect(preload?.[1]).toBe('image/webp');
    expect(page.body.indexOf(preload?.[0] ?? '-')).toBeLessThan(page.body.indexOf('</head>'));
    // The JSON is inert inside its script (no '<' at all) and reads back as the API's answer.
    const data = embedded(page.body);
    expect(data).toBeDefined();
    expect(JSON.parse(data ?? '')).toEqual(answer);
    expect(answer.tema).toBe(tema);
    // Otherwise the page is share.html as built, but for the carousel painted in its #root (below).
    const withoutAdditions = page.body
      .replace(`${preload?.[0]}\n`, '')
      .replace(`<script type="application/json" id="${SHARED_CAROUSEL_DATA_ID}">${data}</script>\n`, '');
    expect(withoutAdditions.replace(rootOf(withoutAdditions), rootOf(shareHtml()))).toBe(shareHtml());

    const image = await testApp.app.inject({ url: preload?.[2] ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    // Kept by the visitor's browser only and asked again before each new use, so the page's <img> takes the
    // preloaded copy (a no-store image is fetched again) and a revoked link stops serving it at once (below).
    expect(image.headers['cache-control']).toBe('private, no-cache');

    // Compressed when asked, the same page once decoded.
    for (const coding of ['br', 'gzip'] as const) {
      const compressed = await testApp.app.inject({
        url: `/c/${token}`,
        headers: { 'accept-encoding': coding },
      });
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(compressed.headers.vary).toContain('Accept-Encoding');
      expect(decoders[coding](compressed.rawPayload).toString('utf8')).toBe(page.body);
    }
  });

  it("paints a live link's carousel into its HTML as the page's first render draws it: the first slide at its size, every text escaped", async () => {
    // A theme with markup, quotes, a replacement pattern and the template's own marker syntax.
    const tema = `<script>alert("x")</script> O'Neil & "aspas" $& $' {{title}} {{slides}}`;
    const id = await insertFinishedCarousel(testApp, owner.id, { tema, slides: 3 });
    await testApp.ctx.pool.query(
      `update carrosseis set data_finalizacao = '2026-03-08T02:30:00Z' where id = $1`,
      [id],
    );
    const { token } = await shareLinkOf(id);
    const answer = (
      await testApp.app.inject({ url: `/api/compartilhado/${token}` })
    ).json() as SharedCarousel;
    const page = (await testApp.app.inject({ url: `/c/${token}` })).body;
    const root = rootOf(page);

    // The very markup React's first render draws from the embedded answer, so replacing it moves nothing, but for
    // the slides after the first: their place, a link of the slide's shape, without the image until the script.
    const slides = answer.arquivos.filter((file) => file.nome.endsWith('.png'));
    let position = 0;
    const drawn = screenOf(answer).replace(/<li class="w-64[\s\S]*?<\/li>/g, (item) => {
      position += 1;
      if (position === 1) return item;
      const label = `Slide ${position} de ${slides.length} (abre em tamanho real)`;
      const href = slides[position - 1]?.url ?? '';
      return renderToStaticMarkup(
        createElement(SharedSlidePlaceholder, { href, label, width: 1080, height: 1350 }),
      );
    });
    expect(position).toBe(3);
    expect(root).toBe(drawn);
    expect(root).toContain(
      '<h1 class="text-xl font-bold tracking-tight text-foreground sm:text-2xl">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#x27;Neil &amp; &quot;aspas&quot; $&amp; $&#x27; {{title}} {{slides}}</h1>',
    );
    expect(page).not.toContain('<script>alert');
    expect(root).toContain('Feito em 07/03/2026 23:30');
    // The first slide: its small copy at its size (retrato, 1080 x 1350), asked for at once; the only slide image
    // of the HTML, the others' places each a link to the slide with its alt text as its name.
    const images = [...root.matchAll(/<img src="([^"]+)" alt="([^"]+)" width="(\d+)" height="(\d+)"[^>]*>/g)];
    expect(images.map((image) => [image[1], image[2], image[3], image[4]])).toEqual([
      [slides[0]?.miniatura, 'Slide 1 de 3 (abre em tamanho real)', '1080', '1350'],
    ]);
    expect(images[0]?.[0]).toContain('loading="eager"');
    expect(root).toContain(`aria-label="Slide 3 de 3 (abre em tamanho real)"`);
    expect(root).toContain('style="aspect-ratio:auto 1080 / 1350"');
    expect(root).toContain('Baixar tudo (ZIP, 13 Bytes)');
    // The page's own sheet (built from the modules its script bundles) has a rule for every class painted here.
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    const classes = new Set(
      [...root.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
        unescapeAttribute(match[1] ?? '')
          .split(/\s+/)
          .filter(Boolean),
      ),
    );
    expect([...classes].filter((name) => !hasRuleFor(sheet, name) && !/^lucide(?:-|$)/.test(name))).toEqual(
      [],
    );
    // Nothing of the template is left, and the painted copy has no form or button to use before the script.
    expect(page.replaceAll('{{title}} {{slides}}', '')).not.toMatch(/\{\{\w+\}\}/);
    expect(root).not.toMatch(/<(?:input|button|form)\b/);
    // The page names only the boot; the template itself is the server's, not served.
    expect((await testApp.app.inject({ url: `/${SHARED_CAROUSEL_TEMPLATE_FILE}` })).statusCode).toBe(404);
  });

  it('paints a carousel without a theme, a date or slides with what the screen shows for it', async () => {
    const id = await insertFinishedCarousel(testApp, owner.id, { slides: 0 });
    await testApp.ctx.pool.query(`update carrosseis set tema = null where id = $1`, [id]);
    const { token } = await shareLinkOf(id);
    const answer = (
      await testApp.app.inject({ url: `/api/compartilhado/${token}` })
    ).json() as SharedCarousel;
    expect(answer.tema).toBeNull();
    const page = (await testApp.app.inject({ url: `/c/${token}` })).body;
    expect(rootOf(page)).toBe(screenOf(answer));
    expect(rootOf(page)).toContain('>Carrossel</h1>');
    expect(page).not.toContain('<img src="/api/compartilhado');
    expect(page).not.toContain('rel="preload" as="image"');
  });

  it('serves an unknown, malformed or revoked link the page as built, which then says the link does not work', async () => {
    const id = await insertFinishedCarousel(testApp, owner.id);
    const { token, linkId } = await shareLinkOf(id);
    const live = (await testApp.app.inject({ url: `/api/compartilhado/${token}` })).json() as SharedCarousel;
    const smallCopy = live.arquivos.find((file) => file.miniatura)?.miniatura ?? '';
    expect((await testApp.app.inject({ url: smallCopy })).statusCode).toBe(200);
    const revoked = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/carousels/${id}/share-links/${linkId}`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await testApp.app.inject({ url: smallCopy })).statusCode).toBe(404);
    for (const url of [`/c/${token}`, `/c/${'A'.repeat(43)}`, '/c/um-token', `/c/${token}/`]) {
      const page = await testApp.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toBe(shareHtml());
      expect(page.body, url).not.toContain('rel="preload" as="image"');
      expect(page.body, url).not.toContain('data-testid="shared-slides"');
      expect(embedded(page.body), url).toBeUndefined();
    }
  });

  it('serves the page as built when the lookup fails', async () => {
    const failing = Fastify();
    await registerSpa(failing as unknown as AppInstance, dist, () => Promise.reject(new Error('db down')));
    await failing.ready();
    try {
      const page = await failing.inject({ url: `/c/${'A'.repeat(43)}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(shareHtml());
    } finally {
      await failing.close();
    }
  });
});
