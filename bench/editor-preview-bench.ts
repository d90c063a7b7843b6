import { startBenchApp } from './bench-app';
import { BENCH_CONVENCER_FIELDS } from './fields';
import { type BenchSection, loadRow, ms, percentile, round } from './table';

const WARMUP = 3;
const RUNS = 40;
const P50_BUDGET_MS = 150;

/**
 * The editor's live preview as a browser gets it: POST /api/carousels/:id/preview over real HTTP on
 * localhost, one request at a time (the editor waits for a pause in the typing and keeps one in flight),
 * each with a different title as if typed, timed until the whole JPEG has arrived.
 */
export async function benchEditorPreview(): Promise<BenchSection> {
  const bench = await startBenchApp({ listen: true });
  try {
    const { app, headers, templates, url } = bench;
    const created = await app.inject({
      method: 'POST',
      url: '/api/carousels',
      headers,
      payload: {
        objetivo: 'convencer',
        campos_personalizados: BENCH_CONVENCER_FIELDS,
        template_visual: templates[0]?.id,
      },
    });
    const id = (created.json() as { id: string }).id;
    for (;;) {
      const carousel = (await app.inject({ method: 'GET', url: `/api/carousels/${id}`, headers })).json();
      if (carousel.status === 'concluido') break;
      if (!['pendente', 'processando'].includes(carousel.status))
        throw new Error(`carrossel ${carousel.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const slides = (
      await app.inject({ method: 'GET', url: `/api/carousels/${id}/slides`, headers })
    ).json() as {
      slides: { title: string }[];
    };
    const slide = slides.slides[1] ?? slides.slides[0];
    const total = slides.slides.length;

    const durations: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run++) {
      const body = JSON.stringify({ slide: { ...slide, title: `${slide?.title} ${run}` }, index: 1, total });
      const started = performance.now();
      const response = await fetch(`${url}/api/carousels/${id}/preview`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      const bytes = await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200 || bytes.byteLength === 0) throw new Error(`prévia: ${response.status}`);
      if (run >= WARMUP) durations.push(elapsed);
    }
    const p50 = percentile(durations, 50);
    const p95 = percentile(durations, 95);
    return {
      rows: [
        {
          metric: `prévia do editor, ida e volta HTTP, p50 (${RUNS} slides digitados, JPEG 540 px)`,
          value: ms(p50),
          budget: `≤ ${P50_BUDGET_MS} ms`,
          ok: p50 <= P50_BUDGET_MS,
        },
        { metric: 'prévia do editor, p95', value: ms(p95) },
        loadRow(),
      ],
      figures: { preview_ms_p50: round(p50), preview_ms_p95: round(p95) },
    };
  } finally {
    await bench.close();
  }
}
