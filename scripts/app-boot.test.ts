import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE } from '../src/shared/sao-paulo-clock';
import {
  BOOT_FILE,
  BOOT_LATEST_START_MS,
  BOOT_RELOAD_GAP_MS,
  BOOT_SOURCE,
  deferAppStartInHtml,
  filesStartedByBoot,
} from './app-boot';

/*
 * The boot as a browser runs it (BOOT_SOURCE, the very text the build writes), in a page whose visibility, paint
 * entries and frames the test decides: when does it start the app, and with what.
 */

const ENTRY = '/assets/index-a1.js';
const IMPORTS = ['/assets/router-b2.js', '/assets/react-c3.js'];

interface PerformanceList {
  getEntriesByName: (name: string) => unknown[];
  getEntries: () => { element?: unknown }[];
}
interface PaintObserver {
  callback: (list: PerformanceList, observer: PaintObserver) => void;
  options?: { type: string; buffered: boolean };
  disconnected: boolean;
  disconnect: () => void;
}

/** Listeners by event type, as an element or the document keeps them. */
function eventTarget() {
  const listeners = new Map<string, (() => void)[]>();
  return {
    listeners,
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    dispatch: (type: string) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
}

function openPage({
  visibility = 'visible',
  reportsPaint = true,
  imports = IMPORTS,
  paintedSlide = false,
  entryFails = false,
  storage = new Map<string, string>(),
  clock = false,
} = {}) {
  const started: string[] = [];
  // Every Intl date format the boot builds, and when: before or after the app started.
  const dateFormats: { locale: string; timeZone?: string; beforeStart: boolean }[] = [];
  const FakeIntl = {
    DateTimeFormat: class {
      constructor(locale: string, options: { timeZone?: string }) {
        dateFormats.push({ locale, timeZone: options.timeZone, beforeStart: started.length === 0 });
      }
      format() {
        return '';
      }
    },
  };
  let reloads = 0;
  // The tab's sessionStorage, kept across the page's reloads (the caller passes the same map again).
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  };
  // A live shared carousel's first slide, painted into the HTML at high priority.
  const slide = paintedSlide ? eventTarget() : null;
  const documentEvents = eventTarget();
  const preloads: Record<string, unknown>[] = [];
  const observers: PaintObserver[] = [];
  const frames: (() => void)[] = [];
  const document = {
    visibilityState: visibility,
    querySelector: (selector: string) => {
      if (selector === 'script[data-app]')
        return { dataset: { app: [ENTRY, ...imports].join(' '), ...(clock ? { clock: '' } : {}) } };
      return selector === 'img[fetchpriority="high"]' ? slide : null;
    },
    addEventListener: documentEvents.addEventListener,
    createElement: () => ({}),
    head: { append: (link: Record<string, unknown>) => preloads.push(link) },
  };
  class PerformanceObserver implements PaintObserver {
    static supportedEntryTypes = reportsPaint ? ['paint', 'largest-contentful-paint'] : ['resource'];
    options?: PaintObserver['options'];
    disconnected = false;
    constructor(readonly callback: PaintObserver['callback']) {
      observers.push(this);
    }
    observe(options: PaintObserver['options']) {
      this.options = options;
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  // `import(entry)` is the one thing a test cannot run: it is the boot's start, recorded here.
  const source = BOOT_SOURCE.replace('import(entry)', 'startEntry(entry)');
  expect(source).not.toBe(BOOT_SOURCE);
  new Function(
    'document',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    'sessionStorage',
    'location',
    'startEntry',
    'Intl',
    source,
  )(
    document,
    PerformanceObserver,
    (frame: () => void) => frames.push(frame),
    setTimeout,
    sessionStorage,
    {
      reload: () => {
        reloads += 1;
      },
    },
    (entry: string) => {
      started.push(entry);
      return entryFails
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve();
    },
    FakeIntl,
  );
  const listening = (type: string) =>
    observers.filter((observer) => !observer.disconnected && observer.options?.type === type);
  return {
    started,
    preloads,
    observers,
    dateFormats,
    reloads: () => reloads,
    slide,
    documentEvents,
    /** The browser reports a paint entry to every paint observer still listening. */
    paint(name: string) {
      for (const observer of listening('paint')) {
        observer.callback(
          { getEntriesByName: (asked) => (asked === name ? [{ name }] : []), getEntries: () => [{}] },
          observer,
        );
      }
    },
    /** The browser reports `element` as the largest paint so far. */
    largestPaint(element: unknown) {
      for (const observer of listening('largest-contentful-paint')) {
        observer.callback({ getEntriesByName: () => [], getEntries: () => [{ element }] }, observer);
      }
    },
    /** The browser draws its next frame. */
    frame() {
      for (const frame of frames.splice(0)) frame();
    },
  };
}

describe("the boot (the only script a page's HTML asks for)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts Intl (São Paulo's zone) before the first paint on a page that shows dates, and not on others", () => {
    const dated = openPage({ clock: true });
    expect(dated.dateFormats).toEqual([{ locale: 'pt-BR', timeZone: TIME_ZONE, beforeStart: true }]);
    dated.paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(dated.started).toEqual([ENTRY]);
    expect(dated.dateFormats).toHaveLength(1);

    const undated = openPage();
    undated.paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(undated.started).toEqual([ENTRY]);
    expect(undated.dateFormats).toEqual([]);
  });

  it("starts the app after the page's first contentful paint, once, preloading every file of its list", () => {
    const page = openPage();
    // Asked with buffered entries: a paint before the boot ran still counts.
    expect(page.observers.map((observer) => observer.options)).toEqual([{ type: 'paint', buffered: true }]);
    page.paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(page.started).toEqual([]);
    expect(page.preloads).toEqual([]);

    page.paint('first-contentful-paint');
    expect(page.started).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(page.started).toEqual([ENTRY]);
    expect(page.preloads).toEqual(
      [ENTRY, ...IMPORTS].map((href) => ({ rel: 'modulepreload', crossOrigin: '', href })),
    );
    vi.advanceTimersByTime(BOOT_LATEST_START_MS);
    expect(page.started).toEqual([ENTRY]);
    expect(page.preloads).toHaveLength(1 + IMPORTS.length);
  });

  it('waits, on a page painted with its largest image, until the browser reports that image painted', () => {
    const page = openPage({ paintedSlide: true });
    page.paint('first-contentful-paint');
    vi.advanceTimersByTime(100);
    expect(page.started).toEqual([]);
    // Another element's largest paint (the title, before the slide arrived) does not start it.
    page.largestPaint({ tag: 'h1' });
    vi.advanceTimersByTime(100);
    expect(page.started).toEqual([]);
    page.largestPaint(page.slide);
    vi.advanceTimersByTime(100);
    expect(page.started).toEqual([ENTRY]);
  });

  it('starts a page waiting for its image when the image fails, or at the first tap, key or scroll', () => {
    const failed = openPage({ paintedSlide: true });
    failed.paint('first-contentful-paint');
    vi.advanceTimersByTime(100);
    expect(failed.started).toEqual([]);
    failed.slide?.dispatch('error');
    vi.advanceTimersByTime(100);
    expect(failed.started).toEqual([ENTRY]);
    for (const input of ['pointerdown', 'keydown', 'scroll']) {
      const page = openPage({ paintedSlide: true });
      page.paint('first-contentful-paint');
      vi.advanceTimersByTime(100);
      expect(page.started, input).toEqual([]);
      page.documentEvents.dispatch(input);
      vi.advanceTimersByTime(100);
      expect(page.started, input).toEqual([ENTRY]);
      vi.clearAllTimers();
    }
  });

  it('reloads the page once when its entry does not load (a release replaced its files), not in a loop', async () => {
    const storage = new Map<string, string>();
    const first = openPage({ visibility: 'hidden', entryFails: true, storage });
    await vi.waitFor(() => expect(first.reloads()).toBe(1));
    // The reloaded page's entry fails too (the connection is gone): no second reload this soon.
    const second = openPage({ visibility: 'hidden', entryFails: true, storage });
    await Promise.resolve();
    await Promise.resolve();
    expect(second.started).toEqual([ENTRY]);
    expect(second.reloads()).toBe(0);
    // Long after, another failure (another release) reloads again.
    vi.advanceTimersByTime(BOOT_RELOAD_GAP_MS);
    const later = openPage({ visibility: 'hidden', entryFails: true, storage });
    await vi.waitFor(() => expect(later.reloads()).toBe(1));
    // An entry that loads never reloads.
    const fine = openPage({ visibility: 'hidden' });
    await Promise.resolve();
    expect(fine.reloads()).toBe(0);
  });

  it('starts the app at the latest after BOOT_LATEST_START_MS when the browser never reports the paint', () => {
    const page = openPage();
    vi.advanceTimersByTime(BOOT_LATEST_START_MS - 1);
    expect(page.started).toEqual([]);
    expect(page.preloads).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.preloads).not.toEqual([]);
    vi.advanceTimersByTime(50);
    expect(page.started).toEqual([ENTRY]);
    page.paint('first-contentful-paint');
    vi.runAllTimers();
    expect(page.started).toEqual([ENTRY]);
  });

  it('starts the app at once in a tab opened in the background, which paints nothing until shown', () => {
    const page = openPage({ visibility: 'hidden' });
    expect(page.preloads).not.toEqual([]);
    vi.advanceTimersByTime(50);
    expect(page.started).toEqual([ENTRY]);
    expect(page.observers).toEqual([]);
  });

  it('starts the app after the next frame in a browser without paint entries', () => {
    const page = openPage({ reportsPaint: false });
    vi.runAllTimers();
    expect(page.started).toEqual([]);
    page.frame();
    vi.advanceTimersByTime(50);
    expect(page.started).toEqual([ENTRY]);
  });
});

describe("a built page's HTML made to start through the boot", () => {
  const built = [
    '<!doctype html><html><head>',
    `<script type="module" crossorigin src="${ENTRY}"></script>`,
    ...IMPORTS.map((file) => `  <link rel="modulepreload" crossorigin href="${file}">`),
    '<link rel="stylesheet" crossorigin href="/assets/index-d4.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it("asks for the boot alone, whose list holds the page's files, the entry first; the sheet stays", () => {
    const html = deferAppStartInHtml(built, { clock: false });
    expect([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1])).toEqual([
      `/${BOOT_FILE}`,
    ]);
    expect(html).not.toContain('modulepreload');
    expect(filesStartedByBoot(html)).toEqual([ENTRY, ...IMPORTS].map((file) => file.slice(1)));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
  });

  it('marks a page that shows dates, whose boot then starts Intl before the first paint, and only such a page', () => {
    const withClock = deferAppStartInHtml(built, { clock: true });
    expect(withClock).toMatch(/<script [^>]*data-app="[^"]+" data-clock><\/script>/);
    expect(deferAppStartInHtml(built, { clock: false })).not.toContain('data-clock');
  });

  it('refuses a page without exactly one entry script, rather than starting the wrong one', () => {
    expect(() => deferAppStartInHtml('<html><head></head></html>', { clock: false })).toThrow(
      'encontrados 0',
    );
    const twoEntries = built.replace(
      '</head>',
      `<script type="module" crossorigin src="/assets/x-e5.js"></script></head>`,
    );
    expect(() => deferAppStartInHtml(twoEntries, { clock: false })).toThrow('encontrados 2');
  });
});
