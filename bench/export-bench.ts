import { seedLargeAccount } from '../tests/helpers/large-account';
import { startBenchApp } from './bench-app';
import { type BenchSection, loadRow, round } from './table';
import { startWorkerProcess } from './worker-process';

/**
 * The account of issue 37's report: 267 carousels and ~1.2 GB of files (each file ~1.15 MB, incompressible
 * like slides and PDFs). EXPORT_BENCH_CAROUSELS changes the count (the size follows).
 */
const CAROUSELS = Number(process.env.EXPORT_BENCH_CAROUSELS ?? 267);
const FILES_PER_CAROUSEL = 4;
const FILE_BYTES = 1_150_000;
/** The worker's peak while it builds the export: the same ceiling as a worker generating carousels. */
const PEAK_RSS_BUDGET_MB = 400;
/** What the export adds to the idle worker: about one file (and zlib's buffers), not the account. */
const GROWTH_BUDGET_MB = 64;
const SAMPLE_MS = 50;

/**
 * One data export of a large account, built by a worker process started as an operator does (`npm run
 * worker`), its resident memory read from /proc every 50 ms from the request until the export is ready. The
 * ZIP streams to storage entry by entry, so the peak stays near the idle worker's whatever the account holds.
 */
export async function benchExport(): Promise<BenchSection> {
  const { app, ctx, databaseUrl, dataDir, headers, close } = await startBenchApp({ worker: false });
  const worker = await startWorkerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }).catch(
    async (error: unknown) => {
      await close();
      throw error;
    },
  );
  try {
    const { rows } = await ctx.pool.query<{ id: string }>(
      "select id from profiles where email = 'bench@exemplo.com'",
    );
    const userId = rows[0]?.id as string;
    const account = await seedLargeAccount(ctx.pool, ctx.storage, userId, {
      carousels: CAROUSELS,
      filesPerCarousel: FILES_PER_CAROUSEL,
      fileBytes: FILE_BYTES,
    });
    const idleMb = worker.rssMb();
    let peakMb = idleMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, worker.rssMb());
    }, SAMPLE_MS);
    const started = performance.now();
    const asked = await app.inject({ method: 'POST', url: '/api/account/export', headers });
    if (asked.statusCode !== 202) throw new Error(`export request answered ${asked.statusCode}`);
    let status: { status: string; tamanho?: number } = { status: 'preparando' };
    try {
      const deadline = Date.now() + 30 * 60_000;
      while (status.status === 'preparando') {
        if (Date.now() > deadline) throw new Error('the export did not finish in 30 minutes');
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = (await app.inject({ method: 'GET', url: '/api/account/export', headers })).json();
      }
    } finally {
      clearInterval(sampler);
    }
    if (status.status !== 'pronta') throw new Error(`the export ended ${status.status}`);
    const seconds = (performance.now() - started) / 1000;
    const accountMb = account.bytes / 1e6;
    const zipMb = (status.tamanho ?? 0) / 1e6;
    return {
      rows: [
        {
          metric: 'conta exportada: carrosséis / arquivos / tamanho',
          value: `${CAROUSELS} / ${account.files} / ${accountMb.toFixed(0)} MB`,
        },
        { metric: 'ZIP gerado', value: `${zipMb.toFixed(0)} MB em ${seconds.toFixed(1)} s` },
        { metric: 'memória do worker parado (RSS)', value: `${idleMb.toFixed(0)} MB` },
        {
          metric: 'pico de memória do worker durante a exportação (RSS)',
          value: `${peakMb.toFixed(0)} MB`,
          budget: `≤ ${PEAK_RSS_BUDGET_MB} MB`,
          ok: peakMb <= PEAK_RSS_BUDGET_MB,
        },
        {
          metric: 'acréscimo sobre o worker parado',
          value: `${(peakMb - idleMb).toFixed(0)} MB`,
          budget: `≤ ${GROWTH_BUDGET_MB} MB`,
          ok: peakMb - idleMb <= GROWTH_BUDGET_MB,
        },
        loadRow(),
      ],
      figures: {
        peak_rss_mb: round(peakMb),
        idle_rss_mb: round(idleMb),
        rss_growth_mb: round(peakMb - idleMb),
        account_mb: round(accountMb),
        account_files: account.files,
        zip_mb: round(zipMb),
        seconds: round(seconds),
      },
    };
  } finally {
    await worker.stop();
    await close();
  }
}
