import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/**
 * Reads .cpuprofile files (argv: distAssetsDir file...) and prints self time by original source module and function.
 * With LONG_MS=50 it also lists, per file, the long stretches of main-thread work (runs of samples with no idle
 * sample between them, at least LONG_MS long: bench/web-compare.ts's 4x slowdown is already in the profile), each
 * with the packages and functions that took most of it, and the sum over them of (duration - 50 ms), what
 * Lighthouse's total blocking time counts. A stretch can hold several tasks that ran back to back.
 */
const [assetsArg, ...files] = process.argv.slice(2);
if (!assetsArg) throw new Error('usage: assetsDir file...');
const assets: string = assetsArg;
const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  const file = url.replace(/^https?:\/\/[^/]+\/assets\//, '');
  if (!maps.has(file)) {
    const mapPath = path.join(assets, `${file}.map`);
    maps.set(file, existsSync(mapPath) ? new TraceMap(readFileSync(mapPath, 'utf8')) : null);
  }
  return maps.get(file) ?? null;
}
const clean = (source: string) =>
  source
    .replace(/^(\.\.\/)+/, '')
    .replace(/^node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^node_modules\//, 'nm:');
const moduleOf = (source: string) => {
  const c = clean(source);
  if (c.startsWith('nm:')) {
    const parts = c.slice(3).split('/');
    return `nm:${parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  return c;
};
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
const LONG_MS = Number(process.env.LONG_MS ?? 0);
interface Stretch {
  start: number;
  end: number;
  byPackage: Map<string, number>;
  byFunction: Map<string, number>;
}
const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const listed = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${key} ${Math.round(ms)}`)
    .join(', ');
function printStretches(file: string, stretches: Stretch[]) {
  const long = stretches.filter((s) => s.end - s.start >= LONG_MS);
  const blocking = long.reduce((sum, s) => sum + Math.max(0, s.end - s.start - 50), 0);
  console.log(
    `${path.basename(file)}: ${long.length} stretches >= ${LONG_MS} ms, blocking ${Math.round(blocking)} ms`,
  );
  for (const s of long)
    console.log(
      `  at ${Math.round(s.start)} ${Math.round(s.end - s.start)} ms: ${listed(s.byPackage, 4)}\n      ${listed(s.byFunction, 4)}`,
    );
}
const byModule = new Map<string, number>();
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  const resolved = new Map<number, { module: string; pkg: string; fn: string }>();
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    let module = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : `(${frame.functionName})`;
    let fn = frame.functionName || '(anon)';
    const map = frame.url ? mapFor(frame.url) : null;
    if (map) {
      const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
      if (pos.source) {
        module = clean(pos.source);
        fn = `${pos.name ?? fn} ${module}:${pos.line}`;
      } else fn = `${fn} ${module}:${frame.lineNumber + 1}:${frame.columnNumber + 1} (unmapped)`;
    } else fn = `${fn} ${module}`;
    resolved.set(node.id, { module, pkg: moduleOf(module), fn });
  }
  const stretches: Stretch[] = [];
  let time = 0;
  let stretch: Stretch | null = null;
  profile.samples.forEach((id, index) => {
    const sampleMs = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const delta = sampleMs / files.length;
    const r = resolved.get(id);
    time += sampleMs;
    if (!r || r.module === '((idle))') {
      if (stretch) stretches.push(stretch);
      stretch = null;
      return;
    }
    stretch ??= { start: time - sampleMs, end: time, byPackage: new Map(), byFunction: new Map() };
    stretch.end = time;
    add(stretch.byPackage, r.pkg, sampleMs);
    add(stretch.byFunction, r.fn, sampleMs);
    busy += delta;
    byModule.set(r.module, (byModule.get(r.module) ?? 0) + delta);
    byPackage.set(r.pkg, (byPackage.get(r.pkg) ?? 0) + delta);
    byFunction.set(r.fn, (byFunction.get(r.fn) ?? 0) + delta);
  });
  if (stretch) stretches.push(stretch);
  if (LONG_MS > 0) printStretches(file, stretches);
}
const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`busy (incl. program, gc) ${Math.round(busy)} ms, mean of ${files.length}`);
console.log('-- by package/area');
for (const [k, v] of top(byPackage, Number(process.env.N_PKG ?? 20))) console.log(`${Math.round(v)}\t${k}`);
console.log('-- by module');
for (const [k, v] of top(byModule, Number(process.env.N_MOD ?? 25))) console.log(`${Math.round(v)}\t${k}`);
console.log('-- by function');
for (const [k, v] of top(byFunction, Number(process.env.N_FN ?? 40))) console.log(`${Math.round(v)}\t${k}`);
