import { type ChildProcess, spawn } from 'node:child_process';
import { vi } from 'vitest';
import { findFreePort } from '../../src/server/db/embedded';
import { CONVENCER_FIELDS } from './carousels';

/**
 * The real app (`npm start`'s entry, or the worker's) as a child process, for the tests that kill it, stop
 * it or pull its database away. Its stdout and stderr are kept line by line (pino writes JSON when not on a
 * terminal), so a test can read what it logged.
 */
export interface AppProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  lines: string[];
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL (nothing runs after it: no shutdown, no exit hooks) and waits for the exit. */
  killHard(): Promise<void>;
  /** Parsed pino lines at level error (50) or above. */
  errorLines(): string[];
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-1234';

export async function startAppProcess(
  env: Record<string, string>,
  options: { entry?: 'main' | 'worker'; waitHealthy?: boolean } = {},
): Promise<AppProcess> {
  // A caller that must know the address before the start (APP_URL, for Instagram) names the port.
  const port = env.PORT ? Number(env.PORT) : await findFreePort(0);
  const entry = options.entry === 'worker' ? 'src/server/worker-main.ts' : 'src/server/main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      RATE_LIMIT: 'off',
      JWT_SECRET: TEST_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const processHandle: AppProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    lines,
    exited,
    async killHard() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    errorLines() {
      return lines.filter((line) => {
        try {
          return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
        } catch {
          return false;
        }
      });
    },
  };
  if (options.waitHealthy ?? true) await waitForHealth(processHandle, 200);
  return processHandle;
}

/** Waits until GET /api/health answers `status`; fails at once if the process exits meanwhile. */
export async function waitForHealth(app: AppProcess, status: number, timeout = 90_000): Promise<void> {
  const healthy = vi.waitFor(
    async () => {
      const response = await fetch(`${app.url}/api/health`);
      if (response.status !== status) throw new Error(`health answered ${response.status}, not ${status}`);
    },
    { timeout, interval: 200 },
  );
  const died = app.exited.then(({ code, signal }) => {
    throw new Error(`the app exited (${code ?? signal}):\n${app.lines.slice(-30).join('\n')}`);
  });
  // The loser of the race must not surface later as an unhandled rejection.
  healthy.catch(() => undefined);
  died.catch(() => undefined);
  await Promise.race([healthy, died]);
}

/** A JSON request to a child app, as a browser would send it. */
export async function callApi(
  app: AppProcess,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${app.url}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** POST /api/carousels to a child app: a convencer carousel (or the given fields) on the given template. */
export async function postCarousel(
  app: AppProcess,
  headers: Record<string, string>,
  templateId: string | undefined,
  fields: Record<string, unknown> = CONVENCER_FIELDS,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return callApi(app, 'POST', '/api/carousels', {
    headers,
    body: { objetivo: 'convencer', template_visual: templateId, campos_personalizados: fields },
  });
}
