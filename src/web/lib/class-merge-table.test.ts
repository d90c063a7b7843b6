import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClassValue, clsx } from 'clsx';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { classMergeTableOf } from '../../../scripts/light-class-merge';
import { LoginScreen } from '../features/auth/pages/login-page';
import { RegisterScreen } from '../features/auth/pages/register-page';
import { buildClassMergeTable, createTableMerge } from './class-merge-table';
import { cn } from './cn';

/*
 * The light entries' cn (cn-light.ts) answers what the app's cn (tailwind-merge) answers, on the classes of the
 * light entries' own sources: every call the two screens make when drawn, and lists of those classes in any order.
 */

/** The screens' calls of cn while they are drawn (and only then: the table is built with cn too). */
const recorded = vi.hoisted(() => ({ on: false, calls: [] as unknown[][] }));
vi.mock('./cn', async (importOriginal) => {
  const original = await importOriginal<typeof import('./cn')>();
  return {
    cn: (...inputs: ClassValue[]) => {
      if (recorded.on) recorded.calls.push(inputs);
      return original.cn(...inputs);
    },
  };
});

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /\bfrom\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The source files a module reaches through relative imports, dynamic ones included (what its build holds). */
function reachedFrom(entry: string, into = new Set<string>()): Set<string> {
  if (into.has(entry)) return into;
  into.add(entry);
  for (const match of readFileSync(entry, 'utf8').matchAll(IMPORT)) {
    const base = path.resolve(path.dirname(entry), match[1] ?? match[2] ?? '');
    const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
    if (file) reachedFrom(file, into);
  }
  return into;
}

/** Each light entry's module and the screen it draws at its address. */
const screens: Record<string, { entry: string; screen: ReactElement; address: string }> = {
  '/login': {
    entry: 'app/login-main.tsx',
    screen: createElement(LoginScreen, { signIn: async () => undefined }),
    address: '/login',
  },
  '/register': {
    entry: 'app/register-main.tsx',
    screen: createElement(RegisterScreen),
    address: '/register',
  },
};

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("the light entries' class merge", () => {
  let merge: (classList: string) => string;
  let classes: string[];
  beforeAll(() => {
    const sources = new Set<string>();
    for (const { entry } of Object.values(screens)) reachedFrom(path.join(WEB, entry), sources);
    const table = classMergeTableOf(sources);
    merge = createTableMerge(table);
    classes = table.flatMap(([names]) => names.split(' '));
  }, 180_000);

  for (const [url, { screen, address }] of Object.entries(screens)) {
    it(`answers as tailwind-merge for every call the screen of ${url} makes when drawn`, () => {
      recorded.calls = [];
      recorded.on = true;
      try {
        renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [address] }, screen));
      } finally {
        recorded.on = false;
      }
      expect(recorded.calls.length).toBeGreaterThan(10);
      for (const inputs of recorded.calls) {
        expect(merge(clsx(inputs)), JSON.stringify(inputs)).toBe(cn(...(inputs as ClassValue[])));
      }
    });
  }

  it('answers as tailwind-merge for lists of their classes in any order', () => {
    // Lists drawn mostly from neighbours in the sorted table (the same utility with other values and variants),
    // where conflicts are.
    const next = random(31);
    for (let round = 0; round < 4000; round++) {
      const start = Math.floor(next() * classes.length);
      const list = Array.from({ length: 1 + Math.floor(next() * 10) }, () => {
        const spread = next() < 0.8 ? 12 : classes.length;
        return classes[(start + Math.floor(next() * spread)) % classes.length] ?? '';
      }).join(' ');
      expect(merge(list), list).toBe(cn(list));
    }
  }, 60_000);

  it('keeps words that are no class and spaces the result as tailwind-merge does', () => {
    const [first = '', second = ''] = classes;
    const lists = ['', '  ', 'foo foo', ` entrar  ${first} x-y ${first} `, `${first}\n\t${second} bar`];
    for (const list of lists) {
      expect(merge(list), JSON.stringify(list)).toBe(cn(list));
    }
  });
});

describe('a class merge table', () => {
  it('drops an earlier class only for a later one of a conflicting group under the same variants', () => {
    const merge = createTableMerge(
      buildClassMergeTable(['p-2', 'px-3', 'p-4', 'hover:p-2', 'text-sm', 'text-white', 'entrar'], cn),
    );
    expect(merge('px-3 p-4')).toBe('p-4');
    expect(merge('p-4 px-3')).toBe('p-4 px-3');
    expect(merge('p-2 hover:p-2 p-4')).toBe('hover:p-2 p-4');
    expect(merge('text-sm text-white entrar entrar')).toBe('text-sm text-white entrar entrar');
  });
});
