import pg from 'pg';
import { USER_EVENTS_CHANNEL } from '../src/server/user-events/channel';
import { startBenchApp } from './bench-app';
import { BENCH_CONVENCER_FIELDS } from './fields';
import { type BenchSection, loadRow, ms, percentile, round } from './table';
import { startWorkerProcess } from './worker-process';

const RUNS = 15;
/** Carousels submitted at once for the throughput figure: enough for a steady state on 2 cores. */
const THROUGHPUT_CAROUSELS = 30;
const LATENCY_P50_BUDGET_MS = 250;
const LATENCY_P95_BUDGET_MS = 500;
const THROUGHPUT_BUDGET = 300;
const RSS_BUDGET_MB = 400;

const CONVENCER = { objetivo: 'convencer', campos_personalizados: BENCH_CONVENCER_FIELDS };

/** Seven slides (cover, introduction, four points, recap), the size the throughput goal names. */
const EDUCAR_SEVEN = {
  objetivo: 'educar',
  campos_personalizados: {
    titulo: 'Como precificar seu serviço sem medo',
    introducao: 'Preço não é chute. É conta, posicionamento e coragem de sustentar o valor do seu trabalho.',
    pontos: [
      {
        titulo: 'Some todos os seus custos',
        descricao: 'Aluguel, internet, ferramentas, impostos e o seu salário.',
      },
      { titulo: 'Defina sua margem', descricao: 'Entre 30% e 50% é um bom começo para serviços.' },
      {
        titulo: 'Compare com o mercado',
        descricao: 'Olhe cinco concorrentes, mas não copie: entenda o que entregam.',
      },
      {
        titulo: 'Teste e ajuste',
        descricao: 'Revise seu preço a cada três meses com base nos números reais.',
      },
    ],
  },
};

/**
 * Submit to `concluido` through the real API and worker: POST /api/carousels, then wait for the worker's
 * completion NOTIFY (no polling, no sleeping). The API runs in this process; the worker is its own process,
 * started as an operator would (`npm run worker`), so its memory and CPU are read alone from /proc.
 */
export async function benchGeneration(): Promise<BenchSection> {
  const { app, ctx, databaseUrl, dataDir, headers, templates, close } = await startBenchApp({
    worker: false,
  });
  const listener = new pg.Client({ connectionString: databaseUrl });
  const worker = await startWorkerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ...(process.env.WORKER_CONCURRENCY ? { WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY } : {}),
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  try {
    await listener.connect();
    await listener.query(`listen ${USER_EVENTS_CHANNEL}`);
    const waiters = new Map<string, () => void>();
    listener.on('notification', async (message) => {
      const event = JSON.parse(message.payload ?? '{}') as { type?: string; id?: string };
      if (event.type !== 'carousel' || !event.id) return;
      const resolve = waiters.get(event.id);
      if (!resolve) return;
      const { rows } = await ctx.pool.query('select status from carrosseis where id = $1', [event.id]);
      if (rows[0]?.status === 'concluido') resolve();
    });

    const submit = async (body: object, templateIndex: number): Promise<string> => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/carousels',
        headers,
        payload: { ...body, template_visual: templates[templateIndex % templates.length]?.id },
      });
      if (response.statusCode !== 201 && response.statusCode !== 200) {
        throw new Error(`POST /api/carousels: ${response.statusCode} ${response.body}`);
      }
      return (response.json() as { id: string }).id;
    };
    const done = (id: string) => new Promise<void>((resolve) => waiters.set(id, resolve));

    const durations: number[] = [];
    for (let run = 0; run < RUNS + 2; run++) {
      const started = performance.now();
      await done(await submit(CONVENCER, run));
      // The first two warm up fonts, templates and connections.
      if (run >= 2) durations.push(performance.now() - started);
    }

    // Throughput: many 7-slide carousels at once through the same API and worker; the worker's resident
    // memory is sampled meanwhile.
    let peakRss = worker.rssMb();
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, worker.rssMb());
    }, 25);
    const workerCpuStarted = worker.cpuMs();
    const throughputStarted = performance.now();
    const pending: Promise<void>[] = [];
    for (let index = 0; index < THROUGHPUT_CAROUSELS; index++) {
      const id = await submit(EDUCAR_SEVEN, index);
      pending.push(done(id));
    }
    await Promise.all(pending);
    const throughputMs = performance.now() - throughputStarted;
    const workerCpuPerCarousel = (worker.cpuMs() - workerCpuStarted) / THROUGHPUT_CAROUSELS;
    clearInterval(sampler);

    const p50 = percentile(durations, 50);
    const p95 = percentile(durations, 95);
    const perMinute = (THROUGHPUT_CAROUSELS / throughputMs) * 60_000;
    return {
      rows: [
        {
          metric: `enviar → concluído, p50 (${RUNS} carrosséis, API + worker reais)`,
          value: ms(p50),
          budget: `≤ ${LATENCY_P50_BUDGET_MS} ms`,
          ok: p50 <= LATENCY_P50_BUDGET_MS,
        },
        {
          metric: 'enviar → concluído, p95',
          value: ms(p95),
          budget: `≤ ${LATENCY_P95_BUDGET_MS} ms`,
          ok: p95 <= LATENCY_P95_BUDGET_MS,
        },
        {
          metric: `carrosséis de 7 slides (ZIP + PDF) por minuto, 1 processo, ${THROUGHPUT_CAROUSELS} de uma vez`,
          value: perMinute.toFixed(0),
          budget: `≥ ${THROUGHPUT_BUDGET}`,
          ok: perMinute >= THROUGHPUT_BUDGET,
        },
        {
          metric: 'CPU do worker por carrossel de 7 slides (render, ZIP, PDF, banco)',
          value: ms(workerCpuPerCarousel),
        },
        {
          metric: 'memória residente (RSS) máxima do processo worker, renderizando',
          value: `${peakRss.toFixed(0)} MB`,
          budget: `≤ ${RSS_BUDGET_MB} MB`,
          ok: peakRss <= RSS_BUDGET_MB,
        },
        loadRow(),
      ],
      figures: {
        submit_to_done_ms_p50: round(p50),
        submit_to_done_ms_p95: round(p95),
        carousels_per_minute: round(perMinute),
        worker_rss_mb: round(peakRss),
        worker_cpu_ms_per_carousel: round(workerCpuPerCarousel),
      },
    };
  } finally {
    await listener.end().catch(() => undefined);
    await worker.stop();
    await close();
  }
}
