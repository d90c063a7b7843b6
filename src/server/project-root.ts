import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, drizzle/ and the built web app, found by walking up from a module: the same
 * answer whether the server runs from its sources (`src/server/...`) or from the compiled bundle
 * (`dist-server/...`, what `npm start` runs).
 */
export function findProjectRoot(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json não encontrado acima de ${moduleUrl}`);
    dir = parent;
  }
  return dir;
}
