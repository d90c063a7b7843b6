import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * `npm run build:server`: the API and worker entries compiled to plain JavaScript in dist-server/, which
 * `npm start` and `npm run worker` run. Running the TypeScript sources through tsx kept a transpiler and every
 * module's compiled text in each process, ~120 MB of a worker's memory (docs/decisions/0013-slides-drawn-by-takumi.md).
 * Packages stay in node_modules (native ones must); our code is one file per entry.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'dist-server');

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** `hyphen/pt` is a folder import that Node's ESM loader refuses: that package is bundled instead. */
const BUNDLED = new Set(['hyphen']);
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  absWorkingDir: ROOT,
  entryPoints: { main: 'src/server/main.ts', 'worker-main': 'src/server/worker-main.ts' },
  outdir: OUT_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  // Bundled CommonJS (hyphen) calls require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  keepNames: true,
  logLevel: 'warning',
});
