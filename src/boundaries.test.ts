import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The layout rules of the README's Architecture section, checked on every import of src/:
 * - no import cycles;
 * - src/shared imports only src/shared and packages (it runs on both sides, so it knows neither);
 * - a web feature reaches another feature only through its public surface, `index.ts`; the route modules of
 *   src/web/app may also load a feature's screens (`*-page.tsx`) one by one, so each stays its own chunk;
 * - the web's kit (components, lib) knows no feature and no page.
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
          // Route modules load each screen lazily on its own.
          return !(file.startsWith('web/app/') && /-page\.tsx$/.test(to));
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
});
