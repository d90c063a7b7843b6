import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import type { RunningDatabase } from '../src/server/db/embedded';
import {
  audit,
  launchBenchBrowser,
  type Reading,
  seed,
  signInThroughForm,
  startBuiltApp,
  stopBuiltApp,
  summarize,
} from './web-bench';

/**
 * A local tool (not a bench section): builds already made in several checkouts (ROOTS=name:dir,name:dir), each
 * started as `npm start` does with its own database and signed-in tab, measured in alternation on the same
 * machine: MODE=profile records a CPU profile (4x CPU slowdown) of each signed-in page's load and prints the
 * self time by module and by function; MODE=lighthouse runs Lighthouse (also on the public pages: PAGES may name
 * login, register and share); RUNS per build and page.
 */
const ROOTS = (process.env.ROOTS ?? '').split(',').map((pair) => {
  const [name, dir] = pair.split(':');
  if (!name || !dir) throw new Error('ROOTS=name:dir,name:dir');
  return { name, dir };
});
const MODE = process.env.MODE ?? 'profile';
const RUNS = Number(process.env.RUNS ?? 3);
const OUT = process.env.OUT ?? '/tmp/web-compare';
const PAGES = (process.env.PAGES ?? 'dashboard,criar,historico').split(',');
/** Measured from a tab that never signed in (MODE=lighthouse); `share` is the seeded carousel's link. */
const PUBLIC_PAGES = new Set(['login', 'register', 'share']);

interface Target {
  name: string;
  baseUrl: string;
  shareUrl: string;
  /** A tab never signed in, for the public pages (`login`, `register`, `share` in PAGES). */
  guest: Page;
  server: ChildProcess;
  database: RunningDatabase;
  page: Page;
}

async function start(browser: Browser, name: string, root: string): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `web-compare-${name}-`));
  const { baseUrl, server, database } = await startBuiltApp(root, dir);
  const { shareUrl } = await seed(baseUrl, database.url);
  const guest = await (await browser.createBrowserContext()).newPage();
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await signInThroughForm(page, baseUrl);
  return { name, baseUrl, shareUrl, guest, server, database, page };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

async function profile(tab: Page, url: string): Promise<Profile> {
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await tab.goto('about:blank');
  await cdp.send('Profiler.start');
  // The event stream never lets the network go idle: the load, then a fixed window for the data and its renders.
  await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.SETTLE_MS ?? 6000)));
  const { profile: result } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  return result;
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');

function selfTimes(result: Profile) {
  const byId = new Map(result.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  let total = 0;
  result.samples.forEach((id, index) => {
    const delta = (result.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const frame = node.callFrame;
    const module = frame.url ? short(frame.url) : `(${frame.functionName || 'native'})`;
    const fn = `${frame.functionName || '(anonymous)'} ${module}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
    byModule.set(module, (byModule.get(module) ?? 0) + delta);
    if (frame.functionName !== '(idle)' && frame.functionName !== '(program)') total += delta;
  });
  return { byFunction, byModule, total };
}

const top = (map: Map<string, number>, count: number) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);

const browser = await launchBenchBrowser();
const targets: Target[] = [];
try {
  for (const { name, dir } of ROOTS) targets.push(await start(browser, name, dir));
  mkdirSync(OUT, { recursive: true });
  const readings = new Map<string, Reading[]>();
  const totals = new Map<string, number[]>();
  for (let run = 1; run <= RUNS; run++) {
    for (const pageName of PAGES) {
      for (const target of run % 2 === 1 ? targets : [...targets].reverse()) {
        const key = `${target.name} /${pageName}`;
        const isPublic = PUBLIC_PAGES.has(pageName);
        const url = pageName === 'share' ? target.shareUrl : `${target.baseUrl}/${pageName}`;
        const tab = isPublic ? target.guest : target.page;
        if (MODE === 'lighthouse') {
          const reading = await audit(tab, url, !isPublic, `${target.name}-${pageName}-${run}`);
          readings.set(key, [...(readings.get(key) ?? []), reading]);
          console.log(key, run, JSON.stringify(reading));
        } else {
          const result = await profile(tab, url);
          writeFileSync(
            path.join(OUT, `${target.name}-${pageName}-${run}.cpuprofile`),
            JSON.stringify(result),
          );
          const { byFunction, byModule, total } = selfTimes(result);
          totals.set(key, [...(totals.get(key) ?? []), total]);
          console.log(`\n== ${key} run ${run}: busy ${Math.round(total)} ms`);
          for (const [module, ms] of top(byModule, 12)) console.log(`  ${Math.round(ms)}\t${module}`);
          console.log('  -- functions');
          for (const [fn, ms] of top(byFunction, 25)) console.log(`  ${Math.round(ms)}\t${fn}`);
        }
      }
    }
  }
  console.log('\n== summary');
  for (const [key, values] of readings) console.log(key, JSON.stringify(summarize(values)));
  for (const [key, values] of totals)
    console.log(
      key,
      'busy ms',
      values.map(Math.round).join(', '),
      'median',
      Math.round(values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0),
    );
} finally {
  await browser.close().catch(() => undefined);
  for (const target of targets) await stopBuiltApp(target);
}
