import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedCarousel } from '../../shared/share-links/schemas';
import { TOKEN_SCREENS } from '../../shared/token-screens';
import type { AppInstance } from '../app-types';
import { compressBody, negotiateEncoding } from './compression';
import { secretParams } from './secret-params';
import { SHARED_CAROUSEL_TEMPLATE_FILE, type SharedCarouselTemplate, withSharedCarousel } from './share-page';

const isSourceMap = (pathName: string) => pathName.endsWith('.map');
/** The .br and .gz copies are sent in place of their file (preCompressed), never asked for by name. */
const isCompressedCopy = (pathName: string) => pathName.endsWith('.br') || pathName.endsWith('.gz');
/** The files the build keeps a brotli and a gzip copy of (scripts/build-web.ts). */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)(?:\.br|\.gz)?$/;
/** A shared carousel's page, its own light entry (docs/decisions/0018-fast-on-a-phone.md). */
const isSharedCarousel = (url: string) => /^\/c\/[^/]+\/?$/.test(url);
/** The token of a shared carousel's address, as written (a live token is base64url: nothing to decode). */
const sharedTokenOf = (url: string) => url.split('/')[2] ?? '';
/**
 * A first visit to /login or /register gets its light entry; one to the dashboard, /criar or /historico the app's
 * index.html with that page's shell painted in and that page's code in its boot's list, written by the build
 * (scripts/build-web.ts, docs/decisions/0018-fast-on-a-phone.md). Any other address gets index.html.
 */
const PAGE_ENTRIES: ReadonlyMap<string, string> = new Map([
  ['/login', 'login.html'],
  ['/register', 'register.html'],
  ['/', 'dashboard.html'],
  ['/dashboard', 'dashboard.html'],
  ['/criar', 'create.html'],
  ['/historico', 'history.html'],
]);
const pageEntryOf = (url: string): string | undefined => PAGE_ENTRIES.get(url.replace(/(?<=.)\/$/, ''));

/**
 * Serves the built SPA from dist/web with history fallback: any GET outside /api and /storage that is not a
 * file gets index.html, so deep links like /historico work after a reload; /c/{token} gets share.html, the shared
 * carousel's light entry (with a live link's answer inside), /login and /register get login.html and
 * register.html, theirs, and the dashboard, /criar and /historico the app's index.html painted and started for
 * that page (dashboard.html, create.html, history.html). Text files go out as their prebuilt brotli or gzip copy
 * when the browser takes it. The screens with a token in their path
 * (TOKEN_SCREENS, where the web router declares them) are routes of their own marking it secret, so the request
 * log never shows it.
 */
export async function registerSpa(
  app: AppInstance,
  distDir: string,
  /** A live link's answer, or null (ShareLinksService.openForPage): sent inside /c/{token}'s HTML. */
  openSharedCarousel: (token: string) => Promise<SharedCarousel | null> = async () => null,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const shareFile = path.join(distDir, 'share.html');
  const shareTemplateFile = path.join(distDir, SHARED_CAROUSEL_TEMPLATE_FILE);
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'built web app not found: run `npm run build` (the API still works)');
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // Without a wildcard, @fastify/static registers one route per built file; everything else falls to '/*'.
    wildcard: false,
    index: false,
    decorateReply: true,
    // Source maps would publish the whole source: the build keeps them for debugging, nobody downloads them.
    // The live shared carousel's template is the server's (share-page.ts), not a page of its own.
    allowedPath: (pathName) =>
      !isSourceMap(pathName) &&
      !isCompressedCopy(pathName) &&
      !pathName.endsWith(SHARED_CAROUSEL_TEMPLATE_FILE),
    // scripts/build-web.ts writes file.br and file.gz beside every text file; the best one the client takes goes.
    preCompressed: true,
    // Hashed assets can be cached forever; index.html must always be revalidated. send's own Cache-Control
    // (max-age=0) would overwrite ours, so it is off and setHeaders alone decides.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      if (TEXT_FILE.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  /**
   * share.html with a live link's carousel painted in, its first slide preloaded and its answer inside
   * (share-page.ts, from the build's template of the page). It carries what
   * the link's API answer carries, so it goes out as that does: never stored by any cache (a revoked link stops
   * at once, and no cache can hand one token's page out for another), not indexed; compressed when asked.
   */
  // The build writes the template once and a release restarts the server: read at the first shared page, kept.
  let template: SharedCarouselTemplate | undefined;
  async function sendSharedCarousel(request: FastifyRequest, reply: FastifyReply, shared: SharedCarousel) {
    template ??= JSON.parse(await readFile(shareTemplateFile, 'utf8')) as SharedCarouselTemplate;
    const html = withSharedCarousel(template, shared);
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .header('Vary', 'Accept-Encoding');
    if (!coding) return reply.send(html);
    return reply.header('Content-Encoding', coding).send(await compressBody(html, coding));
  }
  async function serveIndex(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/storage/') || isSourceMap(url)) {
      return reply.callNotFound();
    }
    if (!existsSync(indexFile)) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('A interface ainda não foi construída: rode `npm run build`.');
    }
    if (isSharedCarousel(url) && existsSync(shareFile)) {
      const shared = await openSharedCarousel(sharedTokenOf(url)).catch((error: unknown) => {
        // The page still works without it: it asks for the answer itself, as before.
        request.log.warn({ err: error }, 'shared carousel lookup for its page failed');
        return null;
      });
      if (shared && existsSync(shareTemplateFile)) return sendSharedCarousel(request, reply, shared);
      // Not indexed either: when the lookup failed, the page draws a live link's carousel from the API.
      return reply
        .header('Cache-Control', 'no-cache')
        .header('X-Robots-Tag', 'noindex')
        .sendFile('share.html');
    }
    const pageEntry = pageEntryOf(url);
    if (pageEntry && existsSync(path.join(distDir, pageEntry))) {
      return reply.header('Cache-Control', 'no-cache').sendFile(pageEntry);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  }
  app.get('/*', serveIndex);
  registerTokenScreens(app, serveIndex);
}

/**
 * The screens with a token in their path, each a route marking it secret, with and without a trailing slash (the
 * router matches `/c/{token}/` as `/c/{token}`: left to the catch-all route, its log line would show the token).
 * A node that does not serve the web app still registers them (answering 404), so an e-mail link opened there is
 * logged without its token too.
 */
export function registerTokenScreens(
  app: AppInstance,
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown = (_request, reply) =>
    reply.callNotFound(),
): void {
  for (const screen of Object.values(TOKEN_SCREENS)) {
    for (const address of [screen, `${screen}/`])
      app.get(address, { config: secretParams('token') }, handler);
  }
}
