import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TIME_ZONE } from '../src/shared/sao-paulo-clock';

/** The latest the app starts when the browser has not reported its first paint (a very busy phone). */
export const BOOT_LATEST_START_MS = 5000;

/** Where the boot notes (sessionStorage) when it last reloaded the page because its entry did not load. */
export const BOOT_RELOADED_AT_KEY = 'carrossel:boot-reloaded-at';
/** The least time between two such reloads: a page whose entry keeps failing is reloaded once, not forever. */
export const BOOT_RELOAD_GAP_MS = 30_000;

/**
 * Every page of the app arrives painted (the build draws its first screen into the HTML), so its JavaScript is not
 * needed for the first paint, only after it. Left to Vite's tags, the browser fetched the entry and its module
 * preloads alongside the stylesheet (sharing a phone's bandwidth with it) and ran them before painting whenever
 * they were in first. Each HTML now loads one tiny module, the boot, that waits for the page's first paint and
 * then asks for the app's files (preloaded all at once, as the HTML did) and starts the entry
 * (docs/decisions/0018-fast-on-a-phone.md, step 10).
 *
 * The files, the entry first, are in the boot tag's `data-app`. "Painted" is the browser's own first contentful
 * paint (a `paint` performance entry: the frame on screen, not only drawn), or the next frame where the browser
 * does not report it; the app starts after BOOT_LATEST_START_MS at the latest. A hidden tab (opened in the
 * background) paints nothing until it is shown, so it starts at once. A page painted with its largest image in
 * the HTML (a live shared carousel's first slide, `fetchpriority="high"`) starts once the browser has reported that
 * image painted as a largest contentful paint (where it reports none: once it has loaded, a frame later), or when
 * it fails, or at the visitor's first tap, key or scroll (after which the browser reports no largest paint): the
 * page's script neither shares the phone's bandwidth with it nor replaces it before it is on screen
 * (docs/decisions/0018-fast-on-a-phone.md, step 11).
 *
 * A page that shows dates (its boot tag has `data-clock`) starts Intl here, while the browser still waits for the
 * stylesheet: a page's first Intl call loads its data, one task of 15-22 ms on this machine whatever the format
 * (60-90 ms at Lighthouse's 4x), which the São Paulo clock's first date otherwise paid after the first paint
 * (docs/decisions/0018-fast-on-a-phone.md, step 13). `/login` and `/register` show no date and skip it.
 *
 * An entry that does not load reloads the page: after a release, the page in hand names files the server no longer
 * has, and the page asked again names the new ones. At most once in BOOT_RELOAD_GAP_MS, so a lost connection does not
 * reload forever (the painted screen then stays; a later stage that fails says so: src/web/app/page-load-failure.ts).
 */
export const BOOT_SOURCE = `const tag = document.querySelector('script[data-app]');
const [entry, ...imports] = tag.dataset.app.split(' ');
if (tag.dataset.clock !== undefined) {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: '${TIME_ZONE}' }).format(0);
  } catch {}
}
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of [entry, ...imports]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry).catch(() => {
    try {
      const last = Number(sessionStorage.getItem('${BOOT_RELOADED_AT_KEY}'));
      if (Date.now() - last < ${BOOT_RELOAD_GAP_MS}) return;
      sessionStorage.setItem('${BOOT_RELOADED_AT_KEY}', String(Date.now()));
      location.reload();
    } catch {}
  });
};
const afterImage = () => {
  const image = document.querySelector('img[fetchpriority="high"]');
  if (!image) return setTimeout(start, 0);
  image.addEventListener('error', () => setTimeout(start, 0));
  // The browser stops reporting largest paints at the visitor's first input: a tap, a key or a scroll starts it.
  for (const type of ['pointerdown', 'keydown', 'scroll'])
    document.addEventListener(type, () => setTimeout(start, 0), { once: true, passive: true, capture: true });
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.element === image)) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else if (image.complete) requestAnimationFrame(() => setTimeout(start, 0));
  else image.addEventListener('load', () => requestAnimationFrame(() => setTimeout(start, 0)));
};
if (document.visibilityState === 'hidden') start();
else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterImage();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, ${BOOT_LATEST_START_MS});
} else requestAnimationFrame(afterImage);
`;

/** The boot's built name: content-hashed like Vite's assets, so it is cached for a year as they are. */
export const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('base64url').slice(0, 8)}.js`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">/g;

/**
 * `html` with its entry script and module preloads replaced by the boot tag that loads them after the first paint;
 * `clock` marks a page that shows dates (the boot starts Intl before the first paint).
 */
export function deferAppStartInHtml(html: string, { clock }: { clock: boolean }): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  if (entries.length !== 1) throw new Error(`esperado um script de entrada, encontrados ${entries.length}`);
  const imports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const files = [...new Set([...entries, ...imports])].join(' ');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script type="module" crossorigin src="/${BOOT_FILE}" data-app="${files}"${clock ? ' data-clock' : ''}></script>`,
    );
}

/**
 * Writes the boot into `outDir` and makes each of the built `pages` start through it; the pages of `undated` show
 * no date, and their boot does not start Intl.
 */
export function deferAppStart(outDir: string, pages: readonly string[], undated: readonly string[]): void {
  writeFileSync(path.join(outDir, BOOT_FILE), BOOT_SOURCE);
  for (const page of pages) {
    const file = path.join(outDir, page);
    writeFileSync(file, deferAppStartInHtml(readFileSync(file, 'utf8'), { clock: !undated.includes(page) }));
  }
}

/** The files a page's boot tag starts, the entry first; none when the page has no boot. */
export function filesStartedByBoot(html: string): string[] {
  const list = /<script[^>]*\sdata-app="([^"]+)"/.exec(html)?.[1];
  return list ? list.split(' ').map((file) => file.replace(/^\//, '')) : [];
}
