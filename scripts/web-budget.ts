import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { BOOT_FILE, filesStartedByBoot } from './app-boot';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript budget of a first visit to /login, and to /register, brotli bytes each
 * (docs/decisions/0018-fast-on-a-phone.md).
 */
export const LIGHT_ENTRY_JS_BUDGET_BYTES = 76_000;

/** The page module each public route loads (src/web/app/router.tsx), as the manifest names it. */
export const ROUTE_MODULES = {
  login: 'features/auth/pages/login-page.tsx',
  register: 'features/auth/pages/register-page.tsx',
  notFound: 'pages/not-found-page.tsx',
} as const;

/**
 * The JavaScript budget of a first visit to each signed-in page below, brotli bytes, and how many files it may
 * take: on a phone's HTTP/1.1 six at a time, each file costs a round trip (docs/decisions/0018-fast-on-a-phone.md).
 */
export const SIGNED_IN_JS_BUDGET_BYTES = 260_000;
export const SIGNED_IN_JS_BUDGET_FILES = 36;

/** The signed-in frame (menus, realtime) every signed-in page loads with its own module (src/web/app/router.tsx). */
export const SIGNED_IN_FRAME_MODULE = 'app/routes/signed-in-frame.tsx';

/** The page module of each signed-in page the bench measures, as the manifest names it. */
export const SIGNED_IN_ROUTE_MODULES = {
  dashboard: 'app/routes/dashboard.tsx',
  create: 'features/carousels/create/create-page.tsx',
  history: 'features/carousels/history/history-page.tsx',
} as const;

/**
 * The address of each of those pages. A first visit gets `<page>.html` (scripts/build-web.ts writes it, the
 * server answers the address with it), which preloads the whole first visit's JavaScript.
 */
export const SIGNED_IN_PAGE_PATHS = {
  dashboard: '/dashboard',
  create: '/criar',
  history: '/historico',
} as const satisfies Record<keyof typeof SIGNED_IN_ROUTE_MODULES, string>;

const readManifest = (distDir: string): Manifest =>
  JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * What the app's entry (index.html) runs before any page: its own static imports and the stages src/web/main.tsx
 * imports one task after another, each with its static imports (index.html preloads all of them).
 */
function appEntryClosure(manifest: Manifest): Set<string> {
  const entry = staticClosure(manifest, 'index.html');
  const files = new Set(entry);
  const stages = Object.values(manifest)
    .filter((chunk) => entry.has(chunk.file))
    .flatMap((chunk) => chunk.dynamicImports ?? []);
  for (const stage of stages) staticClosure(manifest, stage, files);
  return files;
}

/** The JavaScript files the app's entry runs before any page (what index.html loads and preloads). */
export function appEntryJs(distDir: string): string[] {
  return [...appEntryClosure(readManifest(distDir))].filter((file) => file.endsWith('.js'));
}

/**
 * The JavaScript files a first visit to a route of the app downloads: the app's entry (above) plus the route's
 * lazy page module with its static imports.
 */
export function firstVisitJs(distDir: string, routeModule: string): string[] {
  const manifest = readManifest(distDir);
  const files = appEntryClosure(manifest);
  if (!manifest[routeModule]) throw new Error(`${routeModule} não está no manifesto do build`);
  staticClosure(manifest, routeModule, files);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** The JavaScript files a first visit to a signed-in page downloads: the app's entry, the signed-in frame and the page. */
export function signedInFirstVisitJs(distDir: string, page: keyof typeof SIGNED_IN_ROUTE_MODULES): string[] {
  const frame = firstVisitJs(distDir, SIGNED_IN_FRAME_MODULE);
  return [...new Set([...frame, ...firstVisitJs(distDir, SIGNED_IN_ROUTE_MODULES[page])])];
}

/**
 * The JavaScript a first visit to /login or /register downloads before the screen is up: the scripts and module
 * preloads of its light entry (login.html, register.html: the server answers the address with it), read from the
 * built HTML itself. What the page loads later (the session check once the screen is idle, the toasts, the
 * register form's schema once it is being filled in, the notices after a refused sign-in) is not part of it.
 */
export function lightEntryFirstVisitJs(distDir: string, entry: 'login.html' | 'register.html'): string[] {
  const files = scriptsOfHtml(readFileSync(path.join(distDir, entry), 'utf8'));
  if (files.length === 0) throw new Error(`${entry} não carrega nenhum script`);
  return files;
}

/**
 * The JavaScript files an HTML page loads or preloads itself (its scripts and module preloads, and what its boot
 * starts after the first paint: scripts/app-boot.ts), as built paths.
 */
export function scriptsOfHtml(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ].map((match) => (match[1] ?? '').replace(/^\//, ''));
  return [...new Set([...urls, ...filesStartedByBoot(html)])].filter((file) => file.endsWith('.js'));
}

export const brotliSize = (bytes: Buffer): number =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Brotli bytes of the given built files (the same quality as the .br copies the server sends). */
export function brotliBytesOf(distDir: string, files: readonly string[]): number {
  return files.reduce((sum, file) => sum + brotliSize(readFileSync(path.join(distDir, file))), 0);
}

const ENTRY_STUB = /^import\{\w+ as \w+\}from"\.\/[\w.-]+\.js";\w+\(\);\s*$/;

/** The source modules bundled into a built file, from its (hidden) source map, relative to the project. */
export function sourcesOf(distDir: string, file: string): string[] {
  // The bundler's own runtime (the module loader's helpers) comes from no source file and has no map.
  if (/(?:^|\/)rolldown-runtime-[\w-]+\.js$/.test(file)) return [];
  // Nor does the boot that starts a page (scripts/app-boot.ts), written by the build itself.
  if (file === BOOT_FILE) return [];
  const mapFile = path.join(distDir, `${file}.map`);
  // An entry that only starts another chunk (what inlining the app's small chunks leaves of index.js:
  // `import{t as e}from"./web-….js";e();`) has no source of its own, and no map.
  if (!existsSync(mapFile) && ENTRY_STUB.test(readFileSync(path.join(distDir, file), 'utf8'))) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  const dir = path.dirname(path.join(distDir, file));
  return map.sources.map((source) => path.relative(process.cwd(), path.resolve(dir, source)));
}
