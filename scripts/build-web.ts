import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { build } from 'vite';
import {
  templateMarker as mark,
  SHARED_CAROUSEL_TEMPLATE_FILE,
  type SharedCarouselTemplate,
} from '../src/server/http/share-page';
import { WaitScreen } from '../src/web/app/page-shell';
import { LoginScreen } from '../src/web/features/auth/pages/login-page';
import { RegisterScreen } from '../src/web/features/auth/pages/register-page';
import {
  SharedCarouselCard,
  SharedCarouselFrame,
  SharedCarouselScreen,
  SharedDownload,
  SharedMadeOn,
  SharedSlide,
  SharedSlidePlaceholder,
  SharedSlideStrip,
} from '../src/web/features/share-links/shared-carousel-screen';
import { deferAppStart } from './app-boot';
import { type BuildOutput, inlineEntrySheet } from './entry-sheet';
import { lightClassMerge } from './light-class-merge';
import {
  appEntryJs,
  SIGNED_IN_PAGE_PATHS,
  SIGNED_IN_ROUTE_MODULES,
  signedInFirstVisitJs,
} from './web-budget';

/**
 * `npm run build`'s web half: the app (index.html, split by route, and a copy of it for each signed-in page the
 * bench measures that preloads that page's code) with the light entries of /login and /register
 * (login.html, register.html), the shared carousel's light entry (share.html, one self-contained file), then a
 * brotli and a gzip copy of every text file, which the server sends by Accept-Encoding (src/server/http/spa.ts).
 * docs/decisions/0018-fast-on-a-phone.md.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = path.join(ROOT, 'vite.config.ts');

/** The light entries of a first visit to /login and /register (src/server/http/spa.ts serves them). */
export const LIGHT_ENTRIES = ['login.html', 'register.html'] as const;

/** A common chunk of the app smaller than this is copied into its users rather than fetched on its own. */
const SMALL_COMMON_CHUNK_BYTES = 8192;

/** Files the server may send compressed; images and fonts are compressed already. */
export const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes file.br and file.gz beside every text file of `dir` (source maps and the manifest excepted). */
export function compressTextFiles(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!TEXT_FILE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const bytes = readFileSync(file);
    const size = statSync(file).size;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html's `#root` holds the loading card the app shows first (the route table's `hydrateFallbackElement`,
 * `WaitScreen`, at an address without a page shell), drawn here from the same component: the browser paints it as soon as the HTML and the CSS are
 * in, instead of a blank page until the app's JavaScript (about 156 KB) has downloaded and run. React replaces it
 * on its first render (a root's first commit clears its container). docs/decisions/0018-fast-on-a-phone.md.
 */
export function paintLoadingCard(outDir: string): void {
  paintRoot(outDir, 'index.html', createElement(WaitScreen, { pathname: '' }));
}

/**
 * Each signed-in page's HTML holds that page's shell (app/page-shell.tsx: the frame's outline and the page's own
 * header), the same the app draws while it starts and checks the session: the page's largest text is painted
 * with the HTML and the CSS, before any script, and stays where the page draws it
 * (docs/decisions/0018-fast-on-a-phone.md).
 */
export function paintSignedInPageShells(outDir: string): void {
  for (const [page, address] of Object.entries(SIGNED_IN_PAGE_PATHS)) {
    paintRoot(
      outDir,
      `${page}.html`,
      createElement(
        MemoryRouter,
        { initialEntries: [address] },
        createElement(WaitScreen, { pathname: address }),
      ),
    );
  }
}

/**
 * `element` drawn by React's server renderer, without the preload it puts before an image it draws (the image
 * itself is in the HTML already).
 */
const staticMarkup = (element: ReactElement) =>
  renderToStaticMarkup(element).replace(/<link rel="preload" as="image"[^>]*>/g, '');

/** Writes `element`, drawn by React's server renderer, into the `#root` of the built `entry`, through `finish`. */
function paintRoot(
  outDir: string,
  entry: string,
  element: ReactElement,
  finish: (markup: string) => string = (markup) => markup,
): void {
  const file = path.join(outDir, entry);
  const html = readFileSync(file, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${entry} sem ${EMPTY_ROOT}`);
  const markup = staticMarkup(element);
  writeFileSync(
    file,
    html.replace(EMPTY_ROOT, () => `<div id="root">${finish(markup)}</div>`),
  );
}

/** The screen each light entry shows, drawn at its address as a first visit sees it (no history state). */
const LIGHT_SCREENS: Record<(typeof LIGHT_ENTRIES)[number], { path: string; screen: ReactElement }> = {
  'login.html': { path: '/login', screen: createElement(LoginScreen, { signIn: async () => undefined }) },
  'register.html': { path: '/register', screen: createElement(RegisterScreen) },
};

/**
 * A painted copy of a form that cannot be used before its script runs: its fields are read-only and its button
 * sends nothing, so nothing typed or sent is lost when React draws the live form over it (a native submit would
 * even put the password in the address). Read-only fields look the same; the browser and Playwright wait for
 * the live ones before typing.
 */
export function inertForm(markup: string): string {
  return markup
    .replace(/<input(?![^>]*\sreadonly)/g, '<input readonly=""')
    .replace(/(<button[^>]*\stype=")submit"/g, '$1button"');
}

/**
 * login.html's and register.html's `#root` hold their screen, drawn here from the same component the light entry
 * renders (react-dom/server): the browser paints the form as soon as the HTML and the CSS are in, instead of a
 * blank page until the entry's JavaScript has downloaded and run, and React's first commit replaces the copy with
 * the same markup, live (docs/decisions/0018-fast-on-a-phone.md).
 */
export function paintLightScreens(outDir: string): void {
  for (const entry of LIGHT_ENTRIES) {
    const { path: address, screen } = LIGHT_SCREENS[entry];
    paintRoot(outDir, entry, createElement(MemoryRouter, { initialEntries: [address] }, screen), inertForm);
  }
}

const SHARED_CAROUSEL_PENDING = createElement(SharedCarouselScreen, { shared: { status: 'pending' } });

/**
 * share.html's `#root` holds the shared carousel's first state (the header, 'Abrindo o carrossel...'), drawn
 * from the screen itself: painted before the page's script has run; React draws the same over it, then the
 * carousel (docs/decisions/0018-fast-on-a-phone.md).
 */
export function paintSharedCarouselShell(outDir: string): void {
  paintRoot(outDir, 'share.html', SHARED_CAROUSEL_PENDING);
}

/**
 * The template of a live link's page (share-live.json beside share.html): the built share.html with the screen's
 * live state in its `#root` instead of 'Abrindo o carrossel...', and the parts whose number varies (the date, the
 * strip, the first slide and the place of each other one, each download), all drawn from the screen's own parts
 * with markers where the server puts the link's values (src/server/http/share-page.ts `paintSharedCarousel`). The server paints the first slide with the
 * page, at the size and place React then draws it over the copy, so the page's largest paint does not wait for
 * its script (docs/decisions/0018-fast-on-a-phone.md, step 11). Written after the boot is in share.html.
 */
export function writeSharedCarouselTemplate(outDir: string): void {
  const html = readFileSync(path.join(outDir, 'share.html'), 'utf8');
  const pending = `<div id="root">${staticMarkup(SHARED_CAROUSEL_PENDING)}</div>`;
  if (!html.includes(pending)) throw new Error('share.html sem o primeiro estado pintado');
  const screen = staticMarkup(
    createElement(
      SharedCarouselFrame,
      null,
      createElement(SharedCarouselCard, {
        title: mark('title'),
        madeOn: mark('madeOn'),
        slides: mark('slides'),
        downloads: mark('downloads'),
      }),
    ),
  );
  const download = (primary: boolean) =>
    staticMarkup(
      createElement(SharedDownload, {
        href: mark('href'),
        name: mark('name'),
        label: mark('label'),
        primary,
      }),
    );
  const template: SharedCarouselTemplate = {
    page: html.replace(pending, () => `<div id="root">${screen}</div>`),
    madeOn: staticMarkup(createElement(SharedMadeOn, { date: mark('date') })),
    slides: staticMarkup(createElement(SharedSlideStrip, null, mark('items'))),
    firstSlide: staticMarkup(
      createElement(SharedSlide, {
        href: mark('href'),
        src: mark('src'),
        alt: mark('alt'),
        width: mark('width'),
        height: mark('height'),
        first: true,
      }),
    ),
    slide: staticMarkup(
      createElement(SharedSlidePlaceholder, {
        href: mark('href'),
        label: mark('alt'),
        width: mark('width'),
        height: mark('height'),
      }),
    ),
    mainDownload: download(true),
    download: download(false),
  };
  writeFileSync(path.join(outDir, SHARED_CAROUSEL_TEMPLATE_FILE), JSON.stringify(template));
}

/**
 * index.html preloads every stage the app's entry imports in turn (src/web/main.tsx), not only its static
 * imports: the stages are imported one task after another so that each evaluates in a task of its own, but
 * their files download together, as when the entry imported them statically.
 */
export function preloadAppEntryStages(outDir: string): void {
  const file = path.join(outDir, 'index.html');
  const index = readFileSync(file, 'utf8');
  const loaded = new Set([...index.matchAll(/\s(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  const preloads = appEntryJs(outDir)
    .filter((js) => !loaded.has(js))
    .map((js) => `\n    <link rel="modulepreload" crossorigin href="/${js}">`)
    .join('');
  const lastPreload = [...index.matchAll(/\n\s*<link rel="modulepreload"[^>]*>/g)].at(-1);
  const at = lastPreload ? (lastPreload.index ?? 0) + lastPreload[0].length : index.indexOf('\n  </head>');
  if (at < 0) throw new Error('index.html sem </head>');
  writeFileSync(file, index.slice(0, at) + preloads + index.slice(at));
}

/**
 * The HTML of a first visit to each signed-in page the bench measures (`dashboard.html`, `create.html`,
 * `history.html`; src/server/http/spa.ts answers `/`, `/dashboard`, `/criar` and `/historico` with them): the
 * app's index.html that also preloads the signed-in frame's and the page's code. With index.html alone the
 * browser learns of those files only once the app's entry has downloaded and run (the router then asks for the
 * lazy route modules): one more download in the chain before the page can show, about a third of its
 * JavaScript (docs/decisions/0018-fast-on-a-phone.md).
 */
export function writeSignedInPageEntries(outDir: string): void {
  const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const loaded = new Set([...index.matchAll(/\s(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  for (const page of Object.keys(SIGNED_IN_ROUTE_MODULES) as (keyof typeof SIGNED_IN_ROUTE_MODULES)[]) {
    const preloads = signedInFirstVisitJs(outDir, page)
      .filter((file) => !loaded.has(file))
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
      .join('');
    if (!/\n\s*<\/head>/.test(index)) throw new Error('index.html sem </head>');
    writeFileSync(
      path.join(outDir, `${page}.html`),
      index.replace(/\n\s*<\/head>/, `\n${preloads}  </head>`),
    );
  }
}

/** The output of one `vite.build` (never in watch mode here). */
function outputsOf(result: Awaited<ReturnType<typeof build>>): BuildOutput[] {
  if (!('output' in result) && !Array.isArray(result)) throw new Error('build em modo watch');
  return Array.isArray(result) ? result : [result];
}

/** Builds the web app into `outDir` (dist/web by default). */
export async function buildWeb(outDir = path.join(ROOT, 'dist', 'web'), quiet = false): Promise<void> {
  const logLevel = quiet ? 'warn' : 'info';
  const web = path.join(ROOT, 'src', 'web');
  await build({
    configFile: CONFIG,
    logLevel,
    build: {
      outDir,
      manifest: true,
      rolldownOptions: {
        // Each signed-in page reached 81-90 files on its first visit, most of them under a kilobyte (an icon, a
        // shared schema, a UI part), and a phone on HTTP/1.1 fetches six at a time, a round trip each: a small
        // common chunk (under 8 KB) is copied into the chunks that use it instead, about 30 files a page for
        // 1-2% more bytes (docs/decisions/0018-fast-on-a-phone.md).
        preserveEntrySignatures: false,
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: SMALL_COMMON_CHUNK_BYTES } } },
      },
    },
  });
  preloadAppEntryStages(outDir);
  writeSignedInPageEntries(outDir);
  paintSignedInPageShells(outDir);
  paintLoadingCard(outDir);
  // Light entries, each built on its own so that none of the app's shared chunks (the route table's router)
  // comes along, nor another entry's: a first visit to /login or /register, and the shared carousel in one
  // self-contained file. (Built together, /login and /register split their common code into more, smaller
  // files, which compress worse: each went over its budget.)
  // Their screens run without React Router: light-router.tsx stands in for it (a link leaves for the app); and
  // without tailwind-merge: their cn merges classes from a table the build computes (light-class-merge.ts).
  // Each light entry's HTML carries its own sheet, inline: the rules of the modules its build bundled
  // (entry-sheet.ts), instead of a link to the app's whole sheet that blocks the first paint.
  for (const entry of LIGHT_ENTRIES) {
    const result = await build({
      configFile: CONFIG,
      logLevel,
      publicDir: false,
      plugins: [lightClassMerge()],
      resolve: { alias: { 'react-router': path.join(web, 'app', 'light-router.tsx') } },
      build: { outDir, emptyOutDir: false, rolldownOptions: { input: path.join(web, entry) } },
    });
    await inlineEntrySheet(outDir, entry, outputsOf(result));
  }
  paintLightScreens(outDir);
  const shared = await build({
    configFile: CONFIG,
    logLevel,
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      rolldownOptions: {
        input: path.join(web, 'share.html'),
        output: { codeSplitting: false, entryFileNames: 'assets/share-[hash].js' },
      },
    },
  });
  await inlineEntrySheet(outDir, 'share.html', outputsOf(shared));
  paintSharedCarouselShell(outDir);
  deferAppStart(
    outDir,
    [
      'index.html',
      ...Object.keys(SIGNED_IN_PAGE_PATHS).map((page) => `${page}.html`),
      ...LIGHT_ENTRIES,
      'share.html',
    ],
    LIGHT_ENTRIES,
  );
  writeSharedCarouselTemplate(outDir);
  compressTextFiles(outDir);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `node scripts/build-web.ts [outDir] [--quiet]` (the delivery test builds into a temporary folder).
  const [outDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  await buildWeb(outDir ? path.resolve(outDir) : undefined, process.argv.includes('--quiet'));
}
