import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import type { RunningDatabase } from '../src/server/db/embedded';
import { audit, launchBenchBrowser, seed, startBuiltApp, stopBuiltApp } from './web-bench';

/**
 * A local tool (not a bench section): names the largest contentful paint of each public page, which Lighthouse's
 * own audit cannot on this Chromium (its trace-elements gatherer fails). Builds already made in several checkouts
 * (ROOTS=name:dir,name:dir) are started as `npm start` does, each with its own database, user, finished carousel
 * and share link (web-bench's seed), and each page is loaded in alternation with Lighthouse's devtools throttling
 * of a mobile run (562.5 ms round trip, 1,474.56 kbit/s down, 675 kbit/s up, CPU 4x, a 412 px phone screen), the
 * cache cleared; a PerformanceObserver records every 'largest-contentful-paint' candidate and the first paints.
 * MODE=lighthouse runs Lighthouse (as `npm run bench -- web` does) on the same pages in the same alternation.
 */
const ROOTS = (process.env.ROOTS ?? '').split(',').map((pair) => {
  const [name, dir] = pair.split(':');
  if (!name || !dir) throw new Error('ROOTS=name:dir,name:dir');
  return { name, dir };
});
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = (process.env.PAGES ?? 'share,login,register').split(',');
const MODE = process.env.MODE ?? 'element';

interface Target {
  name: string;
  baseUrl: string;
  shareUrl: string;
  server: ChildProcess;
  database: RunningDatabase;
}

interface Candidate {
  time: number;
  size: number;
  element: string;
  url: string;
}

const OBSERVE = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const describe = el
        ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
          (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).slice(0, 4).join('.') : '') +
          (el.tagName === 'IMG' ? '' : ' "' + (el.textContent || '').trim().slice(0, 50) + '"')
        : '(removed)';
      window.__lcp.push({ time: Math.round(entry.startTime), size: entry.size, element: describe, url: entry.url.replace(/^https?:\\/\\/[^/]+/, '').slice(0, 60) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function start(name: string, root: string): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `lcp-element-${name}-`));
  const { baseUrl, server, database } = await startBuiltApp(root, dir);
  const { shareUrl } = await seed(baseUrl, database.url);
  return { name, baseUrl, shareUrl, server, database };
}

async function measure(browser: Browser, url: string) {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  await page.setViewport({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluateOnNewDocument(OBSERVE);
  const started = Date.now();
  const requests: string[] = [];
  page.on('requestfinished', (request) => {
    const size = request.response()?.headers()['content-length'] ?? '?';
    requests.push(
      `${request
        .url()
        .replace(/^https?:\/\/[^/]+/, '')
        .slice(
          -60,
        )} ${request.isNavigationRequest() ? 'nav' : request.resourceType()} ${request.headers()['sec-fetch-dest'] ?? ''} ${size}B @${Date.now() - started}ms`,
    );
  });
  if (process.env.REQUESTS) page.on('console', (message) => console.log(`    console: ${message.text()}`));
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.SETTLE_MS ?? 4000)));
  const result = await page.evaluate(() => {
    const paints = performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`);
    return { paints, lcp: (window as unknown as { __lcp: Candidate[] }).__lcp };
  });
  await context.close();
  if (process.env.REQUESTS) console.log(requests.map((line) => `    ${line}`).join('\n'));
  return result;
}

const browser = await launchBenchBrowser();
const targets: Target[] = [];
try {
  for (const { name, dir } of ROOTS) targets.push(await start(name, dir));
  for (let run = 1; run <= RUNS; run++) {
    for (const pageName of PAGES) {
      for (const target of run % 2 === 1 ? targets : [...targets].reverse()) {
        const url = pageName === 'share' ? target.shareUrl : `${target.baseUrl}/${pageName}`;
        if (MODE === 'lighthouse') {
          const context = await browser.createBrowserContext();
          const reading = await audit(
            await context.newPage(),
            url,
            false,
            `${target.name}-${pageName}-${run}`,
          );
          await context.close();
          console.log(
            `${target.name} /${pageName} run ${run}: performance ${reading.performance} LCP ${Math.round(reading.lcpMs)} TBT ${Math.round(reading.tbtMs)} | load ${os.loadavg()[0]?.toFixed(1)}`,
          );
          continue;
        }
        const { paints, lcp } = await measure(browser, url);
        const last = lcp.at(-1);
        console.log(
          `${target.name} /${pageName} run ${run}: LCP ${last?.time} ms ${last?.element} ${last?.size}px² ${last?.url ?? ''} | ${paints.join(', ')} | load ${os.loadavg()[0]?.toFixed(1)}`,
        );
        for (const candidate of lcp.slice(0, -1))
          console.log(
            `    earlier: ${candidate.time} ms ${candidate.element} ${candidate.size}px² ${candidate.url}`,
          );
      }
    }
  }
} finally {
  await browser.close().catch(() => undefined);
  for (const target of targets) await stopBuiltApp(target);
}
