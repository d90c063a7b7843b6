import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import pg from 'pg';
import pino from 'pino';
import puppeteer, { type Page } from 'puppeteer-core';
import {
  brotliBytesOf,
  LIGHT_ENTRY_JS_BUDGET_BYTES,
  lightEntryFirstVisitJs,
  SIGNED_IN_JS_BUDGET_BYTES,
  SIGNED_IN_JS_BUDGET_FILES,
  signedInFirstVisitJs,
} from '../scripts/web-budget';
import { findFreePort, type RunningDatabase, startEmbeddedPostgres } from '../src/server/db/embedded';
import { findProjectRoot } from '../src/server/project-root';
import { BENCH_CONVENCER_FIELDS } from './fields';
import { type BenchSection, percentile, round } from './table';

const ROOT = findProjectRoot(import.meta.url);
/** Three runs a page, medians; BENCH_WEB_RUNS=1 for a quick look (say so when quoting it). */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EMAIL = 'bench-web@exemplo.com';
const PASSWORD = 'bench-senha-123';
/**
 * BENCH_WEB_LHR_DIR=dir keeps each run's full Lighthouse report (`<page>-<run>.json`) there, to read what
 * dominates a page (the LCP element, the request chains, the main thread's work) rather than its score alone.
 */
const LHR_DIR = process.env.BENCH_WEB_LHR_DIR;
/** BENCH_WEB_PAGES=dashboard,create,history measures only those pages (by their key below); say so when quoting it. */
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());

/** The goals of docs/decisions/0018-fast-on-a-phone.md. */
const PUBLIC_SCORE_GOAL = 95;
const SIGNED_IN_SCORE_GOAL = 90;
const LCP_GOAL_MS = 2000;
const TBT_GOAL_MS = 150;
const CLS_GOAL = 0.02;

export interface Reading {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's main-thread work (mainthread-work-breakdown) and script execution (bootup-time), ms, CPU-scaled. */
  mainThreadMs: number;
  bootupMs: number;
}

const run = (command: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });

export async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (${child.exitCode})`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('o servidor não ficou pronto em 2 minutos');
}

async function api<T>(url: string, method: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A user signed up through the API (verified in the database, as the e-mail link would), with one finished carousel shared. */
export async function seed(baseUrl: string, databaseUrl: string): Promise<{ shareUrl: string }> {
  await api(`${baseUrl}/api/auth/signup`, 'POST', null, { nome: 'Bench Web', email: EMAIL, senha: PASSWORD });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("update profiles set status = 'ativo', email_verified_at = now() where email = $1", [
      EMAIL,
    ]);
    await client.query(
      'update creditos set saldo_atual = 100 where id_usuario = (select id from profiles where email = $1)',
      [EMAIL],
    );
  } finally {
    await client.end();
  }
  const { access_token: token } = await api<{ access_token: string }>(
    `${baseUrl}/api/auth/login`,
    'POST',
    null,
    {
      email: EMAIL,
      senha: PASSWORD,
    },
  );
  const templates = await api<{ id: string }[]>(`${baseUrl}/api/templates`, 'GET', token);
  const created = await api<{ id: string }>(`${baseUrl}/api/carousels`, 'POST', token, {
    objetivo: 'convencer',
    template_visual: templates[0]?.id,
    campos_personalizados: BENCH_CONVENCER_FIELDS,
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    const carousel = await api<{ status: string }>(`${baseUrl}/api/carousels/${created.id}`, 'GET', token);
    if (carousel.status === 'concluido') break;
    if (carousel.status === 'erro' || Date.now() > deadline) throw new Error(`carrossel ${carousel.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const shared = await api<{ url: string }>(
    `${baseUrl}/api/carousels/${created.id}/share-links`,
    'POST',
    token,
    {},
  );
  return { shareUrl: `${baseUrl}${new URL(shared.url).pathname}` };
}

/** One Lighthouse run (its default: a mid-range phone on simulated slow 4G) in the given tab. */
export async function audit(
  page: Page,
  url: string,
  keepSession: boolean,
  reportName: string,
): Promise<Reading> {
  if (keepSession) {
    // Lighthouse leaves storage (the tab's session) alone when told, and then the HTTP cache too: a signed-in
    // visit is measured cold all the same.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const flags = {
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepSession,
  };
  let lhr = (await lighthouse(url, flags, undefined, page))?.lhr;
  // On a busy machine Chromium now and then loses the trace's start (NO_NAVSTART): that run is taken again.
  for (let retry = 0; lhr?.runtimeError && retry < 2; retry++) {
    lhr = (await lighthouse(url, flags, undefined, page))?.lhr;
  }
  if (!lhr) throw new Error(`Lighthouse não mediu ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse em ${url}: ${lhr.runtimeError.message}`);
  const finalUrl = lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse em ${url} terminou em ${finalUrl} (sessão perdida?)`);
  }
  if (LHR_DIR) {
    mkdirSync(LHR_DIR, { recursive: true });
    writeFileSync(path.join(LHR_DIR, `${reportName}.json`), JSON.stringify(lhr));
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    bootupMs: lhr.audits['bootup-time']?.numericValue ?? Number.NaN,
  };
}

const median = (values: number[]) => percentile(values, 50);
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function summarize(readings: Reading[]): Reading {
  return {
    performance: median(readings.map((reading) => reading.performance)),
    accessibility: median(readings.map((reading) => reading.accessibility)),
    lcpMs: median(readings.map((reading) => reading.lcpMs)),
    tbtMs: median(readings.map((reading) => reading.tbtMs)),
    cls: median(readings.map((reading) => reading.cls)),
    mainThreadMs: median(readings.map((reading) => reading.mainThreadMs)),
    bootupMs: median(readings.map((reading) => reading.bootupMs)),
  };
}

/** Signs the seeded user in through the login form; the session then lives in this tab's sessionStorage. */
export async function signInThroughForm(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"]').fill(EMAIL);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await Promise.all([
    page.waitForFunction(() => !window.location.pathname.startsWith('/login'), { timeout: 30_000 }),
    page.keyboard.press('Enter'),
  ]);
}

/** The headless Chromium every web measurement drives (the bench and its local tools). */
export const launchBenchBrowser = () =>
  puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });

/**
 * The build in `root` started as `npm start` starts it (dist-server/main.mjs with its memory settings, the worker in
 * the process), on a free port, with an embedded PostgreSQL and its files under `dir`.
 */
export async function startBuiltApp(
  root: string,
  dir: string,
): Promise<{ baseUrl: string; server: ChildProcess; database: RunningDatabase }> {
  chmodSync(dir, 0o755);
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), pino({ level: 'warn' }));
  const port = await findFreePort(0);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--max-semi-space-size=4', 'dist-server/main.mjs'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      MALLOC_ARENA_MAX: '1',
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATA_DIR: path.join(dir, 'data'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      ADMIN_EMAIL: 'admin@bench.local',
      ADMIN_PASSWORD: 'bench-admin-123',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      PIX_PROVIDER: 'sandbox',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(baseUrl, server);
  return { baseUrl, server, database };
}

/** Stops what startBuiltApp started: the server (once it has exited, even if it already had) and its database. */
export async function stopBuiltApp({
  server,
  database,
}: {
  server: ChildProcess;
  database: RunningDatabase;
}): Promise<void> {
  await new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
  await database.stop();
}

/**
 * `npm run bench -- web`: Lighthouse 12 (mobile, simulated slow 4G; three runs per page, medians) against the
 * built app started as `npm start` starts it (dist-server/main.mjs with its memory settings, the worker in the
 * process), on /login, /register, a shared carousel, and, signed in through the real login form, the dashboard,
 * /criar and /historico. Also the brotli bytes of the JavaScript a first visit to /login, /register and each of
 * those signed-in pages downloads.
 */
export async function benchWeb(): Promise<BenchSection> {
  await run('npm', ['run', '--silent', 'build']);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-bench-web-'));
  const { baseUrl, server, database } = await startBuiltApp(ROOT, dir);
  const browser = await launchBenchBrowser();
  try {
    const { shareUrl } = await seed(baseUrl, database.url);
    const page = await browser.newPage();
    const measure = async (url: string, keepSession: boolean, name: string) => {
      if (ONLY_PAGES && !ONLY_PAGES.includes(name)) return null;
      const readings: Reading[] = [];
      for (let index = 0; index < RUNS; index++)
        readings.push(await audit(page, url, keepSession, `${name}-${index + 1}`));
      return summarize(readings);
    };
    const login = await measure(`${baseUrl}/login`, false, 'login');
    const signup = await measure(`${baseUrl}/register`, false, 'signup');
    const share = await measure(shareUrl, false, 'share');

    // A real sign-in through the form; the session lives in this tab's sessionStorage.
    await signInThroughForm(page, baseUrl);
    const dashboard = await measure(`${baseUrl}/dashboard`, true, 'dashboard');
    const create = await measure(`${baseUrl}/criar`, true, 'create');
    const history = await measure(`${baseUrl}/historico`, true, 'history');

    const distDir = path.join(ROOT, 'dist', 'web');
    const pages: Array<[string, string, Reading | null, number]> = [
      ['/login', 'login', login, PUBLIC_SCORE_GOAL],
      ['/register', 'signup', signup, PUBLIC_SCORE_GOAL],
      ['/c/{token}', 'share', share, PUBLIC_SCORE_GOAL],
      ['/dashboard', 'dashboard', dashboard, SIGNED_IN_SCORE_GOAL],
      ['/criar', 'create', create, SIGNED_IN_SCORE_GOAL],
      ['/historico', 'history', history, SIGNED_IN_SCORE_GOAL],
    ];
    const figures: Record<string, number> = {};
    const rows: BenchSection['rows'] = [];
    for (const [label, key, reading, goal] of pages) {
      if (!reading) continue;
      figures[`${key}_performance`] = reading.performance;
      figures[`${key}_accessibility`] = reading.accessibility;
      figures[`${key}_lcp_ms`] = round(reading.lcpMs);
      figures[`${key}_tbt_ms`] = round(reading.tbtMs);
      figures[`${key}_cls`] = round3(reading.cls);
      figures[`${key}_mainthread_ms`] = round(reading.mainThreadMs);
      figures[`${key}_bootup_ms`] = round(reading.bootupMs);
      const isPublic = goal === PUBLIC_SCORE_GOAL;
      rows.push({
        metric: `${label}: performance (acessibilidade ${reading.accessibility})`,
        value: String(reading.performance),
        budget: `>= ${goal}`,
        ok: reading.performance >= goal && reading.accessibility === 100,
      });
      rows.push({
        metric: `${label}: LCP / TBT / CLS`,
        value: `${Math.round(reading.lcpMs)} ms / ${Math.round(reading.tbtMs)} ms / ${round3(reading.cls)}`,
        budget: isPublic
          ? `<= ${LCP_GOAL_MS} ms / <= ${TBT_GOAL_MS} ms / <= ${CLS_GOAL}`
          : `CLS <= ${CLS_GOAL}`,
        ok:
          reading.cls <= CLS_GOAL &&
          (!isPublic || (reading.lcpMs <= LCP_GOAL_MS && reading.tbtMs <= TBT_GOAL_MS)),
      });
    }
    for (const [key, entry] of [
      ['login', 'login.html'],
      ['signup', 'register.html'],
    ] as const) {
      const bytes = brotliBytesOf(distDir, lightEntryFirstVisitJs(distDir, entry));
      figures[`${key}_js_brotli_kb`] = round(bytes / 1000);
      rows.push({
        metric: `JavaScript da primeira visita a /${entry.replace('.html', '')} (brotli)`,
        value: `${round(bytes / 1000)} KB`,
        budget: `<= ${LIGHT_ENTRY_JS_BUDGET_BYTES / 1000} KB`,
        ok: bytes <= LIGHT_ENTRY_JS_BUDGET_BYTES,
      });
    }
    // The signed-in pages as the login is counted: the files a first visit downloads (the app's entry, the
    // signed-in frame, the page), brotli bytes, and how many files they are.
    for (const [key, label] of [
      ['dashboard', '/dashboard'],
      ['create', '/criar'],
      ['history', '/historico'],
    ] as const) {
      const files = signedInFirstVisitJs(distDir, key);
      const bytes = brotliBytesOf(distDir, files);
      figures[`${key}_js_brotli_kb`] = round(bytes / 1000);
      figures[`${key}_js_files`] = files.length;
      rows.push({
        metric: `JavaScript da primeira visita a ${label} (brotli, arquivos)`,
        value: `${round(bytes / 1000)} KB em ${files.length}`,
        budget: `<= ${SIGNED_IN_JS_BUDGET_BYTES / 1000} KB em <= ${SIGNED_IN_JS_BUDGET_FILES}`,
        ok: bytes <= SIGNED_IN_JS_BUDGET_BYTES && files.length <= SIGNED_IN_JS_BUDGET_FILES,
      });
    }
    return { rows, figures };
  } finally {
    await browser.close().catch(() => undefined);
    await stopBuiltApp({ server, database });
    rmSync(dir, { recursive: true, force: true });
  }
}
