import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** Reads .cpuprofile files (argv: distAssetsDir file...) and prints self time by original source module and function. */
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
const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
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
  if (process.env.TASKS) printTasks(file, profile, resolved);
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000 / files.length;
    const r = resolved.get(id);
    if (!r) return;
    if (r.module === '((idle))') return;
    busy += delta;
    byModule.set(r.module, (byModule.get(r.module) ?? 0) + delta);
    byPackage.set(r.pkg, (byPackage.get(r.pkg) ?? 0) + delta);
    byFunction.set(r.fn, (byFunction.get(r.fn) ?? 0) + delta);
  });
}
/**
 * TASKS=1: the busy stretches of each profile (samples between two idle ones) longer than TASK_MS (50 by
 * default), a stand-in for the main thread's long tasks, with what ran in each (self time by module).
 */
function printTasks(
  file: string,
  profile: { samples: number[]; timeDeltas: number[] },
  resolved: Map<number, { module: string; fn: string }>,
): void {
  const longer = Number(process.env.TASK_MS ?? 50);
  console.log(`-- long stretches of ${path.basename(file)} (ms from the start)`);
  let at = 0;
  let start = -1;
  let inside = new Map<string, number>();
  const close = (end: number) => {
    if (start >= 0 && end - start >= longer) {
      const parts = top(inside, 5).map(([k, v]) => `${k} ${Math.round(v)}`);
      console.log(`${Math.round(start)}\t+${Math.round(end - start)}\t${parts.join(' | ')}`);
    }
    start = -1;
    inside = new Map();
  };
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const r = resolved.get(id);
    if (!r || r.module === '((idle))') close(at);
    else {
      if (start < 0) start = at;
      inside.set(r.module, (inside.get(r.module) ?? 0) + delta);
    }
    at += delta;
  });
  close(at);
}
console.log(`busy (incl. program, gc) ${Math.round(busy)} ms, mean of ${files.length}`);
console.log('-- by package/area');
for (const [k, v] of top(byPackage, Number(process.env.N_PKG ?? 20))) console.log(`${Math.round(v)}\t${k}`);
console.log('-- by module');
for (const [k, v] of top(byModule, Number(process.env.N_MOD ?? 25))) console.log(`${Math.round(v)}\t${k}`);
console.log('-- by function');
for (const [k, v] of top(byFunction, Number(process.env.N_FN ?? 40))) console.log(`${Math.round(v)}\t${k}`);
