import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The layout rules of the README's Architecture section, checked on every import of src/:
 * - no import cycles;
 * - src/shared imports only src/shared and packages (it runs on both sides, so it knows neither);
 * - a web feature reaches another feature only through its public surface, `index.ts`; the route modules of
 *   src/web/app may also load a feature's screens (`*-page.tsx`) one by one, so each stays its own chunk, read a
 *   screen's header text (`*-page-header.ts`) to show it before the screen's code is in, and the light entries
 *   the few modules of LIGHT_ENTRY_SURFACES;
 * - the web's kit (components, lib) knows no feature and no page;
 * - src/server's folders stand in the declared order of layers (SERVER_LAYERS): a folder imports only its own
 *   layer and those below, no two folders import each other (nor go round in a loop), and the slide engine
 *   imports nothing of the server at all;
 * - a web feature imports no other feature, outside the short list WEB_FEATURE_IMPORTS.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * A type-only import counts too: it says the two modules know each other, which is the coupling a cycle warns
 * of, even though the compiler erases it.
 *
 * Cycles that exist today and have an owner: each entry is one file of the cycle, and must be removed once
 * the cycle is gone (the test fails on a stale entry too).
 */
const KNOWN_CYCLES = new Set<string>([]);

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => SOURCE.test(path) && existsSync(path)) ?? null;
}

const rel = (path: string) => relative(SRC, path).split(sep).join('/');

interface Edge {
  to: string;
  specifier: string;
}

const files = listSources(SRC).filter((path) => !/\.test\.tsx?$/.test(path));
const graph = new Map<string, Edge[]>(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const edges: Edge[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier) continue;
      const to = resolveImport(file, specifier);
      if (
        specifier.startsWith('.') &&
        !to &&
        !/\.(css|svg|png|woff2?|ttf|json|wasm)(\?.*)?$/.test(specifier)
      ) {
        throw new Error(`${rel(file)}: cannot resolve '${specifier}'`);
      }
      edges.push({ to: to ? rel(to) : specifier, specifier });
    }
    return [rel(file), edges];
  }),
);

/** Every cycle as the list of its files, found by a depth-first walk (Tarjan would be overkill here). */
function findCycles(): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!graph.has(to)) continue;
      if (state.get(to) === 'open') cycles.push(stack.slice(stack.indexOf(to)));
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/**
 * The server's layers, from the ground up (README, Architecture). Each unit is a folder of src/server or a file at
 * its top. A new folder must be placed here before it may import or be imported.
 */
const SERVER_LAYERS: { name: string; units: string[] }[] = [
  {
    name: 'platform',
    units: [
      'project-root.ts',
      'config.ts',
      'db',
      'outbound',
      'metrics',
      'zip',
      'jobs',
      'email',
      'logs',
      'http',
      // Replays a spending request's first answer (it reads the signed-in user as a field of the request).
      'idempotency',
      // Registers a route from its shared declaration (with idempotency for those that spend).
      'contract',
      'storage',
      'user-events',
      'app-types.ts',
      'runtime.ts',
      'health',
    ],
  },
  { name: 'slide engine', units: ['slide-engine'] },
  { name: 'writer', units: ['writer'] },
  { name: 'slide images', units: ['slide-images'] },
  {
    name: 'domain features',
    units: [
      'auth',
      // The active workspace of a request (X-Workspace-Id) and the caller's role in it.
      'workspaces',
      'realtime',
      'credits',
      'api-keys',
      'users',
      'account',
      'brand-kit',
      'carousels',
      'templates',
      'uploads',
      'drafts',
      // What both networks' publishing shares: the OAuth state, the token cipher, the post lock, the schedule.
      'publishing',
      'instagram',
      'linkedin',
      'payments',
      'share-links',
      'support',
      'public-api',
      'webhooks',
      'batches',
      'mcp',
    ],
  },
  { name: 'generation', units: ['generation'] },
  // admin/routes.ts registers every feature's admin routes with the services compose built.
  { name: 'composition', units: ['compose', 'admin', 'app.ts', 'main.ts', 'worker-main.ts'] },
];

/**
 * Server imports that run against the order and stay, each with its reason ('from unit -> to unit'). The test
 * fails on a stale entry too.
 */
const SERVER_EXCEPTIONS = new Map<string, string>([
  [
    'app-types.ts -> auth',
    'type only: AppContext carries the access-token signer that compose/context.ts builds (auth/tokens.ts)',
  ],
  [
    'app-types.ts -> webhooks',
    "type only: AppContext carries the webhook outbox, written in the event's own transaction by any feature",
  ],
]);

const serverUnit = (file: string) => /^server\/([^/]+)/.exec(file)?.[1] ?? null;
const layerOf = new Map(
  SERVER_LAYERS.flatMap(({ units }, rank) => units.map((unit) => [unit, rank] as const)),
);

/** Folder-level arrows of src/server: 'from -> to' with the files that draw each (the exceptions left out). */
function serverArrows(withExceptions = false): Map<string, string[]> {
  const arrows = new Map<string, string[]>();
  for (const [file, edges] of graph) {
    const from = serverUnit(file);
    if (!from) continue;
    for (const { to, specifier } of edges) {
      const target = serverUnit(to);
      if (!target || target === from) continue;
      const key = `${from} -> ${target}`;
      if (!withExceptions && SERVER_EXCEPTIONS.has(key)) continue;
      arrows.set(key, [...(arrows.get(key) ?? []), `${file} imports ${specifier}`]);
    }
  }
  return arrows;
}

/**
 * The web features that may import another (through its index.ts), each with its reason: 'from -> to', where
 * '*' is any feature. Anything else a screen needs of two features is composed by a page (src/web/app/routes).
 */
const WEB_FEATURE_IMPORTS = new Map<string, string>([
  ['* -> auth', 'the session (useAuth, RedirectToSignIn) that every signed-in screen reads'],
  ['brand-kit -> carousels', "the preview draws the carousels' formats and uploads the avatar as a cover is"],
  ['brand-kit -> templates', 'the preview draws the brand on a template picked from the list'],
  ['carousels -> templates', 'creating, batching and editing a carousel pick its template from the list'],
  ['carousels -> instagram', 'the history card and the download page offer publishing (one publishing home)'],
  ['carousels -> linkedin', 'the history card and the download page offer publishing to LinkedIn too'],
  [
    'linkedin -> instagram',
    "the LinkedIn dialog starts from the carousel's caption, read as the Instagram one is, and its card asks who may manage the workspace's connection as Instagram's does",
  ],
  ['carousels -> share-links', 'the download page lists and makes its share links'],
  ['credits -> payments', 'the balance page and card buy credits'],
]);

/**
 * What src/web/app's light entries (/login, /register: light-entry.tsx) may import of a feature besides its
 * index.ts, each with its reason: an index brings the feature's side effects (the auth one creates the session
 * store, with zod and the auth API) into the first visit's JavaScript, whose budget and start-up cannot carry them.
 */
const LIGHT_ENTRY_SURFACES = new Map<string, string>([
  [
    'web/features/auth/session-probe.ts',
    "whether the tab may have a session, checked before loading the session's code (docs/decisions/0018)",
  ],
]);

const webFeature = (file: string) => /^web\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

describe('module boundaries', () => {
  it('has no import cycles', () => {
    const cycles = findCycles().filter((cycle) => !cycle.some((file) => KNOWN_CYCLES.has(file)));
    expect(cycles.map((cycle) => cycle.join(' -> '))).toEqual([]);
    const stale = [...KNOWN_CYCLES].filter((file) => !findCycles().some((cycle) => cycle.includes(file)));
    expect(stale, 'remove these from KNOWN_CYCLES: their cycle is gone').toEqual([]);
  });

  it('keeps src/shared free of server and web code', () => {
    const leaks = [...graph].flatMap(([file, edges]) =>
      file.startsWith('shared/')
        ? edges
            .filter(({ to, specifier }) => specifier.startsWith('.') && !to.startsWith('shared/'))
            .map(({ specifier }) => `${file} imports ${specifier}`)
        : [],
    );
    expect(leaks).toEqual([]);
  });

  it('lets web features meet only through public surfaces', () => {
    const reaches = [...graph].flatMap(([file, edges]) =>
      edges
        .filter(({ to }) => {
          const target = webFeature(to);
          if (!target || target === webFeature(file)) return false;
          if (/^web\/features\/[^/]+\/index\.tsx?$/.test(to)) return false;
          if (file.startsWith('web/app/') && LIGHT_ENTRY_SURFACES.has(to)) return false;
          // Route modules load each screen lazily on its own, and may show a page's header (its text alone,
          // `*-page-header.ts`) while that screen's code loads (web/app/page-shell.tsx).
          return !(file.startsWith('web/app/') && /-page(?:\.tsx|-header\.ts)$/.test(to));
        })
        .map(({ specifier }) => `${file} imports ${specifier}`),
    );
    expect(reaches).toEqual([]);
  });

  it('keeps the web kit (components, lib) free of features and pages', () => {
    const reaches = [...graph].flatMap(([file, edges]) =>
      /^web\/(components|lib)\//.test(file)
        ? edges
            .filter(({ to }) => /^web\/(features|app)\//.test(to))
            .map(({ specifier }) => `${file} imports ${specifier}`)
        : [],
    );
    expect(reaches).toEqual([]);
  });

  it('places every server folder in a layer', () => {
    const units = new Set([...graph.keys()].map(serverUnit).filter((unit) => unit !== null));
    expect([...units].filter((unit) => !layerOf.has(unit))).toEqual([]);
    expect([...layerOf.keys()].filter((unit) => !units.has(unit))).toEqual([]);
  });

  it('keeps server folders in the order of their layers', () => {
    const against = [...serverArrows()].flatMap(([key, why]) => {
      const [from = '', to = ''] = key.split(' -> ');
      const fromRank = layerOf.get(from) ?? -1;
      const toRank = layerOf.get(to) ?? Number.POSITIVE_INFINITY;
      return toRank > fromRank ? [`${key}: ${why.join(', ')}`] : [];
    });
    expect(against).toEqual([]);
  });

  it('has no two server folders importing each other', () => {
    const arrows = serverArrows();
    const pairs = [...arrows.keys()].flatMap((key) => {
      const [from = '', to = ''] = key.split(' -> ');
      return from < to && arrows.has(`${to} -> ${from}`) ? [`${from} <-> ${to}`] : [];
    });
    expect(pairs).toEqual([]);
    const all = serverArrows(true);
    const stale = [...SERVER_EXCEPTIONS.keys()].filter((key) => !all.has(key));
    expect(stale, 'remove these from SERVER_EXCEPTIONS: the import is gone').toEqual([]);
  });

  it('has no loop between server folders', () => {
    const next = new Map<string, string[]>();
    for (const key of serverArrows().keys()) {
      const [from = '', to = ''] = key.split(' -> ');
      next.set(from, [...(next.get(from) ?? []), to]);
    }
    const loops: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (unit: string) => {
      state.set(unit, 'open');
      stack.push(unit);
      for (const to of next.get(unit) ?? []) {
        if (state.get(to) === 'open') loops.push([...stack.slice(stack.indexOf(to)), to].join(' -> '));
        else if (!state.has(to)) visit(to);
      }
      stack.pop();
      state.set(unit, 'done');
    };
    for (const unit of next.keys()) if (!state.has(unit)) visit(unit);
    expect(loops).toEqual([]);
  });

  it('keeps the slide engine self-contained (src/shared and packages only)', () => {
    const reaches = [...graph].flatMap(([file, edges]) =>
      serverUnit(file) === 'slide-engine'
        ? edges
            .filter(
              ({ to, specifier }) =>
                specifier.startsWith('.') &&
                !to.startsWith('server/slide-engine/') &&
                !to.startsWith('shared/'),
            )
            .map(({ specifier }) => `${file} imports ${specifier}`)
        : [],
    );
    expect(reaches).toEqual([]);
  });

  it('keeps web features apart, outside the short list WEB_FEATURE_IMPORTS', () => {
    const used = new Set<string>();
    const reaches = [...graph].flatMap(([file, edges]) => {
      const from = webFeature(file);
      if (!from) return [];
      return edges.flatMap(({ to, specifier }) => {
        const target = webFeature(to);
        if (!target || target === from) return [];
        const entry = [`${from} -> ${target}`, `* -> ${target}`].find((key) => WEB_FEATURE_IMPORTS.has(key));
        if (entry && target !== from && !WEB_FEATURE_IMPORTS.has(`${target} -> ${from}`)) {
          used.add(entry);
          return [];
        }
        return [`${file} imports ${specifier}`];
      });
    });
    expect(reaches).toEqual([]);
    const stale = [...WEB_FEATURE_IMPORTS.keys()].filter((key) => !used.has(key));
    expect(stale, 'remove these from WEB_FEATURE_IMPORTS: no import uses them').toEqual([]);
  });
});
