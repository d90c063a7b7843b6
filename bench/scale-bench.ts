import os from 'node:os';
import autocannon from 'autocannon';
import type pg from 'pg';
import { BENCH_CONVENCER_FIELDS } from './fields';
import { type BenchUser, startCluster } from './scale-cluster';
import { type BenchRow, type BenchSection, ms, percentile } from './table';

const MIXED_SECONDS = 30;
const SINGLE_SECONDS = 10;
const READ_CONNECTIONS_PER_NODE = 10;
const CREATORS = 8;
const READERS = 16;
const CAROUSEL_TIMEOUT_MS = 90_000;
const READ_ROUTES = ['/api/me', '/api/carousels', '/api/credits'] as const;
/**
 * The single-process reads go to users whose history holds exactly this many finished carousels (copies of the
 * mixed phase's, files included), so the figure does not drift with how many carousels the mixed phase finished.
 */
const LIST_SIZE = 20;
const LIST_USERS = 8;

/** Latencies (ms) and failures per route label. */
class RouteStats {
  readonly latencies = new Map<string, number[]>();
  readonly failures = new Map<string, number>();
  record(route: string, latencyMs: number, ok: boolean): void {
    const list = this.latencies.get(route) ?? [];
    list.push(latencyMs);
    this.latencies.set(route, list);
    if (!ok) this.failures.set(route, (this.failures.get(route) ?? 0) + 1);
  }
  get totalFailures(): number {
    return [...this.failures.values()].reduce((sum, count) => sum + count, 0);
  }
}

/**
 * One user's SSE stream on a node: resolves a carousel once an event for it arrives and the API (same node)
 * says it is concluido. Counts events about carousels this user did not create (must stay 0).
 */
class EventClient {
  private readonly waiting = new Map<string, () => void>();
  private readonly mine = new Set<string>();
  private readonly seen = new Set<string>();
  /** Every carousel this stream heard about; checked against what the user created once the run is over. */
  private readonly heard = new Set<string>();
  private readonly controller = new AbortController();
  private opened!: Promise<void>;

  constructor(
    private readonly node: string,
    private readonly user: BenchUser,
    private readonly stats: RouteStats,
  ) {}

  async open(): Promise<void> {
    const response = await fetch(`${this.node}/api/events?access_token=${this.user.token}`, {
      signal: this.controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`SSE on ${this.node}: ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let ready: () => void = () => undefined;
    this.opened = new Promise((resolve) => {
      ready = resolve;
    });
    void (async () => {
      let buffer = '';
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true, value: '' }));
        if (chunk.done) return;
        buffer += chunk.value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.onMessage(buffer.slice(0, end), ready);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    })();
    await this.opened;
  }

  private onMessage(block: string, ready: () => void): void {
    if (/^event: ready$/m.test(block)) ready();
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (!data || /^event: /m.test(block)) return;
    const event = JSON.parse(data) as { type?: string; id?: string };
    if (event.type !== 'carousel' || !event.id) return;
    this.heard.add(event.id);
    // An event can arrive before POST /api/carousels has answered with the id: expect() checks then.
    if (this.mine.has(event.id)) void this.check(event.id);
  }

  private async check(id: string): Promise<void> {
    const started = performance.now();
    const response = await fetch(`${this.node}/api/carousels/${id}`, {
      headers: { authorization: `Bearer ${this.user.token}` },
    });
    this.stats.record('GET /api/carousels/:id (SSE)', performance.now() - started, response.ok);
    const body = (await response.json()) as { status?: string };
    if (body.status === 'concluido' && !this.seen.has(id)) {
      this.seen.add(id);
      this.waiting.get(id)?.();
    }
  }

  expect(id: string): Promise<boolean> {
    this.mine.add(id);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), CAROUSEL_TIMEOUT_MS);
      this.waiting.set(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
      // The event may have come before the id was known here (the worker is fast): ask once.
      void this.check(id);
    });
  }

  /** Events about carousels this user did not create (another user's events must never reach this stream). */
  get foreignEvents(): number {
    return [...this.heard].filter((id) => !this.mine.has(id)).length;
  }

  close(): void {
    this.controller.abort();
  }
}

function runCannon(
  options: autocannon.Options,
  onResponse?: (route: string, ms: number, ok: boolean) => void,
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) {
      instance.on('response', (client, statusCode, _bytes, responseTime) => {
        // The request that just completed is still the iterator's current one (pipelining 1).
        const current = (client as unknown as { requestIterator: { currentRequest: { path: string } } })
          .requestIterator.currentRequest;
        onResponse(current.path, responseTime, statusCode >= 200 && statusCode < 300);
      });
    }
  });
}

/**
 * Gives each user a history of exactly `size` finished carousels: copies, with their files, of the finished
 * carousels already in the database (taken in turn), so the list reads real fields, covers and counts.
 */
async function giveHistories(pool: pg.Pool, users: readonly BenchUser[], size: number): Promise<void> {
  const columns = async (table: string, except: string[]) =>
    (
      await pool.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = $1 and column_name <> all($2::text[])`,
        [table, except],
      )
    ).rows.map((row) => `"${row.column_name}"`);
  const carouselColumns = (await columns('carrosseis', ['id', 'id_usuario', 'data_criacao'])).join(', ');
  const fileColumns = (await columns('arquivos', ['id', 'id_carrossel'])).join(', ');
  const { rows: sources } = await pool.query<{ id: string }>(
    `select id from carrosseis where status = 'concluido' order by data_criacao`,
  );
  if (sources.length === 0) throw new Error('no finished carousel to copy into the measured histories');
  for (const user of users) {
    for (let index = 0; index < size; index++) {
      const source = sources[index % sources.length]?.id;
      const { rows } = await pool.query<{ id: string }>(
        `insert into carrosseis (id_usuario, data_criacao, ${carouselColumns})
         select $1, now() - make_interval(mins => $3), ${carouselColumns} from carrosseis where id = $2
         returning id`,
        [user.id, source, index],
      );
      await pool.query(
        `insert into arquivos (id_carrossel, ${fileColumns})
         select $1, ${fileColumns} from arquivos where id_carrossel = $2`,
        [rows[0]?.id, source],
      );
    }
  }
}

/** How many carousels the given users' histories hold: smallest, mean and largest. */
async function historySizes(pool: pg.Pool, users: readonly BenchUser[]): Promise<string> {
  const { rows } = await pool.query<{ min: number; avg: string; max: number }>(
    `select min(n)::int as min, round(avg(n), 1) as avg, max(n)::int as max from (
       select count(c.id) as n from unnest($1::uuid[]) as u(id) left join carrosseis c on c.id_usuario = u.id
       group by u.id) as sizes`,
    [users.map((user) => user.id)],
  );
  const row = rows[0];
  return row ? `${row.min}–${row.max} carrosséis (média ${row.avg})` : '?';
}

/** Reads of /api/me, /api/carousels and /api/credits by random users, round robin over the routes. */
function readTraffic(
  node: string,
  users: BenchUser[],
  seconds: number,
  connections: number,
  paths: readonly string[],
  headers: Record<string, string> = {},
) {
  return {
    url: node,
    connections,
    duration: seconds,
    timeout: 10,
    requests: paths.map((route) => ({
      method: 'GET' as const,
      path: route,
      setupRequest: (request: autocannon.Request) => {
        const user = users[Math.floor(Math.random() * users.length)] as BenchUser;
        return {
          ...request,
          headers: { ...request.headers, ...headers, authorization: `Bearer ${user.token}` },
        };
      },
    })),
  } satisfies autocannon.Options;
}

/**
 * `npm run bench -- scale`: one PostgreSQL, two API processes (WORKER=off) and two worker processes on this
 * machine. 30 s of mixed traffic: reads by many users on both nodes (autocannon), carousels created by other
 * users, each followed on an SSE stream opened on the OTHER node; then one process alone under reads, then an
 * admin blocks a user on one node and the other node's refusal is timed.
 */
export async function benchScale(): Promise<BenchSection> {
  const loadAtStart = os.loadavg()[0]?.toFixed(1) ?? '?';
  const cluster = await startCluster({ apiNodes: 2, workers: 2 });
  const stats = new RouteStats();
  const clients: EventClient[] = [];
  try {
    const [nodeA, nodeB] = cluster.apis as [string, string];
    const creators = await cluster.createUsers(CREATORS, 10_000);
    const readers = await cluster.createUsers(READERS, 0);
    const templates = (await (
      await fetch(`${nodeA}/api/templates`, { headers: { authorization: `Bearer ${creators[0]?.token}` } })
    ).json()) as { id: string }[];

    // Warm both nodes (JIT, pools) before measuring.
    await Promise.all([nodeA, nodeB].map((node) => runCannon(readTraffic(node, readers, 3, 4, READ_ROUTES))));

    const streams = await Promise.all(
      creators.map(async (user, index) => {
        const client = new EventClient(index % 2 === 0 ? nodeB : nodeA, user, stats);
        clients.push(client);
        await client.open();
        return client;
      }),
    );

    const started = performance.now();
    const endAt = started + MIXED_SECONDS * 1000;
    let completedInWindow = 0;
    let missedEvents = 0;
    const creatorLoop = async (user: BenchUser, index: number) => {
      const node = index % 2 === 0 ? nodeA : nodeB;
      const stream = streams[index] as EventClient;
      let round = 0;
      while (performance.now() < endAt) {
        const sent = performance.now();
        const response = await fetch(`${node}/api/carousels`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            objetivo: 'convencer',
            template_visual: templates[(index + round++) % templates.length]?.id,
            campos_personalizados: BENCH_CONVENCER_FIELDS,
          }),
        });
        stats.record('POST /api/carousels', performance.now() - sent, response.status === 201);
        if (response.status !== 201) continue;
        const { id } = (await response.json()) as { id: string };
        const seen = await stream.expect(id);
        if (!seen) missedEvents++;
        else if (performance.now() <= endAt) completedInWindow++;
      }
    };

    const readRecorder = (route: string, latency: number, ok: boolean) =>
      stats.record(`GET ${route}`, latency, ok);
    const [readsA, readsB] = await Promise.all([
      runCannon(
        readTraffic(nodeA, [...readers, ...creators], MIXED_SECONDS, READ_CONNECTIONS_PER_NODE, READ_ROUTES),
        readRecorder,
      ),
      runCannon(
        readTraffic(nodeB, [...readers, ...creators], MIXED_SECONDS, READ_CONNECTIONS_PER_NODE, READ_ROUTES),
        readRecorder,
      ),
      Promise.all(creators.map(creatorLoop)),
    ]);
    // Rates over the window itself (the last carousels may finish after it).
    const elapsedSeconds = MIXED_SECONDS;
    const readErrors = [readsA, readsB].reduce(
      (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
      0,
    );

    const figures: Record<string, number> = {};
    const rows: BenchRow[] = [
      {
        metric: 'carga da máquina no início (load average 1 min; a máquina é compartilhada)',
        value: loadAtStart,
      },
      {
        metric: 'máquina',
        value: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`,
      },
      {
        metric: `cluster: 1 PostgreSQL, ${cluster.apis.length} API (WORKER=off), 2 workers; ${MIXED_SECONDS} s misto`,
        value: `${CREATORS} criadores + ${READERS} leitores, ${2 * READ_CONNECTIONS_PER_NODE} conexões de leitura`,
      },
    ];
    for (const [route, latencies] of [...stats.latencies.entries()].sort()) {
      rows.push({
        metric: `${route}: req/s · p50 / p95 / p99`,
        value: `${(latencies.length / elapsedSeconds).toFixed(0)} req/s · ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))} / ${ms(percentile(latencies, 99))}`,
      });
    }
    const errors = readErrors + stats.totalFailures + missedEvents;
    rows.push(
      {
        metric: 'erros (não-2xx, timeouts, eventos perdidos)',
        value: String(errors),
        budget: '0',
        ok: errors === 0,
      },
      {
        metric: 'carrosséis concluídos por minuto (2 workers × WORKER_CONCURRENCY 2)',
        value: ((completedInWindow / MIXED_SECONDS) * 60).toFixed(0),
      },
      {
        metric: 'clientes SSE (no outro nó) que viram todos os seus eventos, nenhum alheio',
        value: `${streams.filter((stream) => stream.foreignEvents === 0).length}/${streams.length}`,
        budget: `${streams.length}/${streams.length}`,
        ok: missedEvents === 0 && streams.every((stream) => stream.foreignEvents === 0),
      },
    );
    rows.push({
      metric: 'históricos lidos no misto (GET /api/carousels), no fim da janela',
      value: await historySizes(cluster.pool, [...readers, ...creators]),
    });
    for (const client of clients) client.close();

    const listUsers = await cluster.createUsers(LIST_USERS, 0);
    await giveHistories(cluster.pool, listUsers, LIST_SIZE);
    rows.push({
      metric: `1 processo: leitores com histórico fixo (${LIST_USERS} usuários)`,
      value: await historySizes(cluster.pool, listUsers),
    });

    // One process alone, as in the issue's baseline: 20 connections, same machine, lists of LIST_SIZE carousels. /api/health/live (no
    // database, no session) is the ceiling of the HTTP stack itself, for comparison.
    // The last one asks as a browser does (Accept-Encoding: br), so the list's answer goes out compressed.
    const singles = [
      { route: '/api/health/live', key: 'single_health_rps', headers: {} },
      { route: '/api/me', key: 'single_me_rps', headers: {} },
      { route: '/api/carousels', key: 'single_list_rps', headers: {} },
      { route: '/api/carousels', key: 'single_list_br_rps', headers: { 'accept-encoding': 'br, gzip' } },
    ] as const;
    for (const { route, key, headers } of singles) {
      const cpuBefore = cluster.cpuSeconds();
      const result = await runCannon(readTraffic(nodeA, listUsers, SINGLE_SECONDS, 20, [route], headers));
      const cpuAfter = cluster.cpuSeconds();
      const failed = result.errors + result.timeouts + result.non2xx;
      const isTarget = route !== '/api/health/live';
      const asked = 'accept-encoding' in headers ? ', Accept-Encoding br' : '';
      figures[key] = Math.round(result.requests.average);
      rows.push({
        metric: `1 processo, ${route} (20 conexões, ${SINGLE_SECONDS} s${asked}): req/s · p99`,
        value: `${result.requests.average.toFixed(0)} req/s · ${ms(result.latency.p99)}${failed ? ` · ${failed} erros` : ''}`,
        ...(isTarget ? { budget: '≥ 2000 req/s', ok: result.requests.average >= 2000 && failed === 0 } : {}),
      });
      if (cpuBefore && cpuAfter && result.requests.total > 0) {
        const perRequest = (seconds: number) => Math.round((seconds * 1e6) / result.requests.total);
        const api = perRequest(cpuAfter.api - cpuBefore.api);
        const postgres = perRequest(cpuAfter.postgres - cpuBefore.postgres);
        figures[`${key.replace(/_rps$/, '')}_api_cpu_us`] = api;
        figures[`${key.replace(/_rps$/, '')}_pg_cpu_us`] = postgres;
        rows.push({
          metric: `  CPU por requisição: o processo API · o PostgreSQL (todos os processos)`,
          value: `${api} µs · ${postgres} µs`,
        });
      }
    }

    rows.push(await timeBlockAcrossNodes(cluster, nodeA, nodeB, readers[0] as BenchUser));
    return { rows, figures };
  } finally {
    for (const client of clients) client.close();
    await cluster.stop();
  }
}

/** An admin blocks a user through node A; node B must refuse that user's token within a second. */
async function timeBlockAcrossNodes(
  cluster: Awaited<ReturnType<typeof startCluster>>,
  nodeA: string,
  nodeB: string,
  user: BenchUser,
): Promise<BenchRow> {
  const admin = await cluster.adminToken();
  const me = () => fetch(`${nodeB}/api/me`, { headers: { authorization: `Bearer ${user.token}` } });
  if ((await me()).status !== 200) throw new Error('user should be signed in before the block');
  const blocked = await fetch(`${nodeA}/api/admin/users/${user.id}/status`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'bloqueado' }),
  });
  if (!blocked.ok) throw new Error(`block failed: ${blocked.status}`);
  const answered = performance.now();
  let elapsed = Number.POSITIVE_INFINITY;
  while (performance.now() - answered < 5000) {
    const status = (await me()).status;
    if (status === 401 || status === 403) {
      elapsed = performance.now() - answered;
      break;
    }
  }
  return {
    metric: 'bloqueio num nó → token recusado no outro nó',
    value: Number.isFinite(elapsed) ? ms(elapsed) : '> 5 s',
    budget: '≤ 1000 ms',
    ok: elapsed <= 1000,
  };
}
