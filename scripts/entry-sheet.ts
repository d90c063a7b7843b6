import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

/**
 * A light entry's own stylesheet, inlined in its HTML (docs/decisions/0018-fast-on-a-phone.md, step 6): the app's
 * theme (src/web/styles.css with fonts.css: variables, custom utilities, base layer, @font-face rules, all kept as
 * written) compiled by Tailwind's own compiler with the candidates of the source modules that entry's build
 * bundled, instead of the app's whole sheet (every module of src/web) as a render-blocking file. The modules are
 * read from the build's output (every chunk's module ids, the lazy ones included: a dialog or notice loaded after
 * the first paint is drawn with the same sheet), so no list is kept by hand.
 */

/** What `vite.build` hands back, narrowed to what is read here (Rolldown's output chunks and assets). */
export interface BuildOutputItem {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: readonly string[];
  originalFileNames?: readonly string[];
  code?: string;
}
export interface BuildOutput {
  output: readonly BuildOutputItem[];
}

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'src', 'web');
/** The app's Tailwind root stylesheet: the theme every entry imports. */
export const APP_STYLESHEET = path.join(WEB, 'styles.css');

/**
 * The project's own source files a build bundled: what Tailwind's automatic detection would have scanned of them
 * (it skips node_modules and stylesheets). Virtual modules and query suffixes are left out.
 */
export function bundledSourceFiles(outputs: readonly BuildOutput[]): string[] {
  const files = new Set<string>();
  for (const { output } of outputs) {
    for (const item of output) {
      for (const id of item.moduleIds ?? []) {
        const file = id.split('?')[0] ?? '';
        if (!path.isAbsolute(file) || !file.startsWith(`${ROOT}${path.sep}`)) continue;
        if (file.includes(`${path.sep}node_modules${path.sep}`) || file.endsWith('.css')) continue;
        if (existsSync(file)) files.add(file);
      }
    }
  }
  return [...files].sort();
}

/**
 * Each asset the build emitted, by the absolute path of the file it came from (fonts, images); Vite names that file
 * relative to its root, src/web (vite.config.ts).
 */
function emittedAssets(outputs: readonly BuildOutput[]): Map<string, string> {
  const assets = new Map<string, string>();
  for (const { output } of outputs) {
    for (const item of output) {
      if (item.type !== 'asset') continue;
      for (const original of item.originalFileNames ?? []) {
        assets.set(path.resolve(WEB, original), `/${item.fileName}`);
      }
    }
  }
  return assets;
}

/**
 * The minified sheet of the rules `files` use, with every relative `url()` (the fonts) pointing at the file the
 * build emitted for it, as in the app's sheet. Throws on a `url()` the build did not emit.
 */
export async function compileSheet(
  files: readonly string[],
  assets: ReadonlyMap<string, string>,
): Promise<string> {
  const compiler = await compile(readFileSync(APP_STYLESHEET, 'utf8'), {
    base: WEB,
    shouldRewriteUrls: true,
    onDependency: () => undefined,
  });
  if (compiler.root !== null) throw new Error('styles.css com source(...): a folha da entrada não o segue');
  const scanner = new Scanner({ sources: compiler.sources });
  const candidates = new Set(scanner.scan());
  const contents = files.map((file) => ({
    content: readFileSync(file, 'utf8'),
    extension: path.extname(file).slice(1),
  }));
  for (const candidate of scanner.scanFiles(contents)) candidates.add(candidate);
  const css = optimize(compiler.build([...candidates]), { minify: true }).code;
  return css.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, _quote: string, address: string) => {
    if (/^(?:data:|https?:|\/|#)/.test(address)) return whole;
    const emitted = assets.get(path.resolve(WEB, address));
    if (!emitted) throw new Error(`A folha da entrada cita ${address}, que o build não emitiu`);
    return `url(${emitted})`;
  });
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Replaces the built `entry`'s stylesheet link (the app's whole sheet, which Vite linked because the entry imports
 * styles.css) with a `<style>` of the rules its own bundled modules use, and removes the entry's copy of the whole
 * sheet, which nothing else links. The Content-Security-Policy allows inline styles (`style-src 'self'
 * 'unsafe-inline'`, src/server/http/security-headers.ts). Returns the sheet.
 */
export async function inlineEntrySheet(
  outDir: string,
  entry: string,
  outputs: readonly BuildOutput[],
): Promise<string> {
  const file = path.join(outDir, entry);
  const html = readFileSync(file, 'utf8');
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1)
    throw new Error(`${entry}: esperava um <link rel="stylesheet">, achei ${links.length}`);
  const sheet = await compileSheet(bundledSourceFiles(outputs), emittedAssets(outputs));
  if (sheet.includes('</')) throw new Error(`A folha de ${entry} contém "</"`);
  const [link = '', cssFile = ''] = links[0] ?? [];
  const name = path.basename(cssFile);
  if (outputs.some(({ output }) => output.some((item) => item.code?.includes(name))))
    throw new Error(`${cssFile} é carregado por um script de ${entry}`);
  writeFileSync(
    file,
    html.replace(link, () => `<style>${sheet}</style>`),
  );
  rmSync(path.join(outDir, cssFile));
  rmSync(path.join(outDir, `${cssFile}.map`), { force: true });
  return sheet;
}
