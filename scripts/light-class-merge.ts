import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Scanner } from '@tailwindcss/oxide';
import type { Plugin } from 'vite';
import { buildClassMergeTable, type ClassMergeTable } from '../src/web/lib/class-merge-table';
import { cn } from '../src/web/lib/cn';

/*
 * The light entries' class merge (docs/decisions/0018-fast-on-a-phone.md, step 7): in their builds every import
 * of src/web/lib/cn.ts gets cn-light.ts instead, and the chunk that holds it gets the table of tailwind-merge's
 * answers for every class the build's own sources contain (src/web/lib/class-merge-table.ts), computed here with
 * the app's cn (tailwind-merge as the app configures it) and appended to the chunk as the function cn-light.ts
 * calls. No class can reach cn on those pages without being written in one of those sources (Tailwind itself
 * only draws the classes it finds written there), so every class that counts is in the table.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const CN = path.join(SRC, 'web', 'lib', 'cn.ts');
const CN_LIGHT = path.join(SRC, 'web', 'lib', 'cn-light.ts');
const TABLE_FUNCTION = '__LIGHT_CLASS_MERGE_TABLE__';
const SOURCE = /\.(?:tsx?|jsx?)$/;

/** Every word of `files` Tailwind reads as a possible class (its own scanner). */
export function classCandidatesOf(files: Iterable<string>): Set<string> {
  const scanner = new Scanner({});
  const candidates = new Set<string>();
  for (const file of files) {
    const content = readFileSync(file, 'utf8');
    const extension = path.extname(file).slice(1);
    for (const { candidate } of scanner.getCandidatesWithPositions({ content, extension })) {
      candidates.add(candidate);
    }
  }
  return candidates;
}

/** The merge table of the classes `files` contain, as the app's cn (tailwind-merge) answers. */
export function classMergeTableOf(files: Iterable<string>): ClassMergeTable {
  return buildClassMergeTable(classCandidatesOf(files), (classList) => cn(classList));
}

/** The Vite plugin of the light entries' builds (scripts/build-web.ts). */
export function lightClassMerge(): Plugin {
  return {
    name: 'carrossel-light-class-merge',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/(?:^|\/)cn(?:\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === CN ? CN_LIGHT : null;
    },
    renderChunk(code) {
      if (!code.includes(TABLE_FUNCTION)) return null;
      const sources = [...this.getModuleIds()].filter(
        (id) => id.startsWith(SRC) && SOURCE.test(id) && id !== CN_LIGHT,
      );
      const table = classMergeTableOf(sources);
      // Appended, so nothing before it moves and the chunk's source map stays right; a function declaration is
      // hoisted, so cn-light.ts may call it from anywhere in the chunk.
      return {
        code: `${code}\nfunction ${TABLE_FUNCTION}() { return ${JSON.stringify(table)}; }\n`,
        map: null,
      };
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.moduleIds.includes(CN)) {
          throw new Error(`${file.fileName} traz src/web/lib/cn.ts (tailwind-merge) numa entrada leve`);
        }
      }
    },
  };
}
