import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { packageCarousel } from '../src/server/generation/package';
import { createRenderer, type Renderer, type RenderSlideInput } from '../src/server/slide-engine/render';
import { SEED_TEMPLATES } from '../src/server/slide-engine/templates';
import { writeLocalPlan } from '../src/server/writer';
import type { CarouselContent } from '../src/shared/carousels';
import {
  type BenchRow,
  type BenchSection,
  loadRow,
  ms,
  percentile,
  printTable,
  readCpuMs,
  round,
} from './table';

export type Row = BenchRow;

const SLIDE_SAMPLES = 50;
/**
 * Prime to the 70 slides of the ten templates: each sample is another template and another kind of slide (cover,
 * introduction, point, closing), as carousels hold them. A stride of 7 sampled only the ten covers.
 */
const SAMPLE_STRIDE = 13;
/** Enough runs for a steady median: a single run moves by ±15% with the threads' scheduling. */
const CAROUSEL_RUNS = 20;
const CHROMIUM_RUNS = 5;
/** The goals of docs/decisions/0013-slides-drawn-by-takumi.md: a tenth of Chromium's cost. */
const SLIDE_BUDGET_MS = 25;
const SLIDE_CPU_BUDGET_MS = 30;
const SPEEDUP_BUDGET = 10;

/** Seven slides: cover, introduction, four points, closing. */
const SEVEN_SLIDES: CarouselContent = {
  objetivo: 'educar',
  campos: {
    titulo: 'Como precificar seu serviço sem medo',
    introducao: 'Preço não é chute. É conta, posicionamento e coragem de sustentar o valor do seu trabalho.',
    pontos: [
      {
        titulo: 'Some todos os seus custos',
        descricao: 'Aluguel, internet, ferramentas, impostos e o seu salário. 💸',
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

const CONECTAR: CarouselContent = {
  objetivo: 'conectar',
  campos: {
    historiaDeQue: 'de quando fui demitida e abri minha confeitaria',
    desafio: 'Eu tinha três meses de reserva e nenhum cliente. Todo dia eu pensava em desistir.',
    acao: 'Comecei a vender bolo no pote para os vizinhos do prédio e pedi indicações.',
    resultado: 'Em seis meses, a confeitaria faturava mais do que meu antigo salário. 🎂',
    moral: 'Às vezes, o fim é só o começo com outra roupa.',
  },
};

/** Several templates on purpose: layouts, gradients, textures and photos cost differently. */
const BENCH_TEMPLATES = [
  'aquarela-fim-de-tarde',
  'bilhete-de-afeto',
  'lua-cheia',
  'primeira-pagina',
  'plantao-urgente',
  'quadro-de-evidencias',
  'grito',
  'bloco-vermelho',
  'voz-eletrica',
  'contraste-total',
];

function findDesign(slug: string) {
  const template = SEED_TEMPLATES.find((item) => item.slug === slug);
  if (!template) throw new Error(`Template desconhecido: ${slug}`);
  return template.design;
}

function buildInputs(content: CarouselContent, slug: string): RenderSlideInput[] {
  const plan = writeLocalPlan(content);
  return plan.slides.map((slide, index) => ({
    design: findDesign(slug),
    slide,
    index,
    total: plan.slides.length,
  }));
}

async function time<T>(action: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

/** Linux: CPU ms used so far by every descendant of this process (Chromium's browser, GPU and renderer processes). */
function readChildrenCpuMs(): number | undefined {
  try {
    const parents = new Map<number, number>();
    const ticks = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        parents.set(Number(entry), Number(fields[1]));
        ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
      } catch {
        // The process ended while we looked.
      }
    }
    const isDescendant = (pid: number): boolean => {
      for (let parent = parents.get(pid); parent !== undefined && parent > 1; parent = parents.get(parent)) {
        if (parent === process.pid) return true;
      }
      return false;
    };
    let total = 0;
    for (const [pid, value] of ticks) if (isDescendant(pid)) total += value;
    // Clock ticks are 1/100 s on Linux.
    return total * 10;
  } catch {
    return undefined;
  }
}

interface ChromiumTimes {
  wall: number[];
  cpu: number[];
}

/** What the browser makes of each slide: the PNG alone, or also the JPEG the product keeps for Instagram. */
type ChromiumOutput = 'png' | 'png+jpeg';

/** Each output measured in turn in one warm browser. */
async function measureChromium(
  pages: string[],
  outputs: readonly ChromiumOutput[],
): Promise<Map<ChromiumOutput, ChromiumTimes> | string> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  let browser: Awaited<ReturnType<typeof chromium.launch>>;
  try {
    browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  } catch (error) {
    return `Chromium indisponível (${executablePath}): ${(error as Error).message.split('\n')[0]}`;
  }
  try {
    // Warm: the browser and the page exist before the clock starts, as in a long-running worker.
    const page = await browser.newPage({ viewport: { width: 1080, height: 1350 }, deviceScaleFactor: 1 });
    const clip = { x: 0, y: 0, width: 1080, height: 1350 };
    const draw = async (html: string, output: ChromiumOutput) => {
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ type: 'png', clip });
      if (output === 'png+jpeg') await page.screenshot({ type: 'jpeg', quality: 92, clip });
    };
    const results = new Map<ChromiumOutput, ChromiumTimes>();
    for (const output of outputs) {
      for (const html of pages) await draw(html, output);
      const wall: number[] = [];
      const cpu: number[] = [];
      for (let run = 0; run < CHROMIUM_RUNS; run++) {
        const childrenBefore = readChildrenCpuMs();
        const ownBefore = process.cpuUsage();
        wall.push(
          await time(async () => {
            for (const html of pages) await draw(html, output);
          }),
        );
        const childrenAfter = readChildrenCpuMs();
        // Chromium's processes plus the driver's work in this process.
        if (childrenBefore !== undefined && childrenAfter !== undefined) {
          cpu.push(childrenAfter - childrenBefore + readCpuMs(ownBefore));
        }
      }
      results.set(output, { wall, cpu });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * Render speed: single slides across ten templates, a whole 7-slide carousel with its
 * ZIP and PDF, and the same seven slides drawn by a warm headless Chromium from the
 * identical layout as HTML (the usual alternative to satori + resvg).
 */
export async function benchRender(): Promise<BenchSection> {
  const renderer = createRenderer();
  const slideInputs = BENCH_TEMPLATES.flatMap((slug, index) =>
    buildInputs(index % 2 === 0 ? CONECTAR : SEVEN_SLIDES, slug),
  );
  // Warm-up: fonts, metrics, emoji and icons load once per process.
  for (const input of slideInputs.slice(0, 5)) await renderer.renderSlide(input);

  const measureSlides = async (drawing: Renderer) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let sample = 0; sample < SLIDE_SAMPLES; sample++) {
      const input = slideInputs[(sample * SAMPLE_STRIDE) % slideInputs.length];
      if (!input) continue;
      const cpuStarted = process.cpuUsage();
      wall.push(await time(() => drawing.renderSlide(input)));
      cpu.push(readCpuMs(cpuStarted));
    }
    return { wall, cpu };
  };
  // As a worker draws: a backdrop already drawn for an earlier slide of its template is reused.
  const { wall: slideTimes, cpu: slideCpu } = await measureSlides(renderer);
  // As a template's first slide on a machine: each slide rasterises its backdrop (nothing kept in memory or on disk).
  const cold = await measureSlides(createRenderer({ keepBackdrops: false }));

  const carousel = buildInputs(SEVEN_SLIDES, 'primeira-pagina');
  const caption = writeLocalPlan(SEVEN_SLIDES).caption;
  // The same seven slides as PNG only: the output the browser makes, so the comparison is like for like.
  const pngOnly: number[] = [];
  const pngOnlyCpu: number[] = [];
  for (let run = 0; run < CAROUSEL_RUNS; run++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await renderer.renderSlides(carousel);
    pngOnly.push(performance.now() - started);
    pngOnlyCpu.push(readCpuMs(cpuStarted));
  }
  const renderOnly: number[] = [];
  const renderCpu: number[] = [];
  const withPackage: number[] = [];
  for (let run = 0; run < CAROUSEL_RUNS; run++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const slides = await renderer.renderCarousel(carousel);
    renderOnly.push(performance.now() - started);
    renderCpu.push(readCpuMs(cpuStarted));
    await packageCarousel({ slides, caption });
    withPackage.push(performance.now() - started);
  }

  const pages = await Promise.all(carousel.map((input) => renderer.renderSlideHtml(input)));
  const chromium = await measureChromium(pages, ['png', 'png+jpeg']);
  const chromiumTimes = typeof chromium === 'string' ? chromium : chromium.get('png');
  const chromiumBothTimes = typeof chromium === 'string' ? chromium : chromium.get('png+jpeg');

  const slideP50 = percentile(slideTimes, 50);
  const slideCpuP50 = percentile(slideCpu, 50);
  const carouselP50 = percentile(renderOnly, 50);
  const carouselCpuP50 = percentile(renderCpu, 50);
  const pngP50 = percentile(pngOnly, 50);
  const pngCpuP50 = percentile(pngOnlyCpu, 50);
  const figures: Record<string, number> = {
    slide_ms_p50: round(slideP50),
    slide_ms_p95: round(percentile(slideTimes, 95)),
    slide_cpu_ms_p50: round(slideCpuP50),
    slide_cold_ms_p50: round(percentile(cold.wall, 50)),
    slide_cold_cpu_ms_p50: round(percentile(cold.cpu, 50)),
    carousel_png_ms_p50: round(pngP50),
    carousel_png_cpu_ms_p50: round(pngCpuP50),
    carousel_ms_p50: round(carouselP50),
    carousel_cpu_ms_p50: round(carouselCpuP50),
    carousel_with_package_ms_p50: round(percentile(withPackage, 50)),
  };
  const rows: Row[] = [
    {
      metric: 'slide (layout + raster + PNG), p50',
      value: ms(slideP50),
      budget: `≤ ${SLIDE_BUDGET_MS} ms`,
      ok: slideP50 <= SLIDE_BUDGET_MS,
    },
    { metric: 'slide, p95', value: ms(percentile(slideTimes, 95)) },
    {
      metric: 'slide, tempo de CPU p50 (não depende da carga)',
      value: ms(slideCpuP50),
      budget: `≤ ${SLIDE_CPU_BUDGET_MS} ms`,
      ok: slideCpuP50 <= SLIDE_CPU_BUDGET_MS,
    },
    {
      metric: `amostras de slide (${BENCH_TEMPLATES.length} templates, capa, introdução, pontos, fechamento)`,
      value: String(slideTimes.length),
    },
    {
      metric: 'slide com o fundo desenhado na hora (1º do template), p50',
      value: ms(percentile(cold.wall, 50)),
    },
    {
      metric: 'slide com o fundo desenhado na hora, tempo de CPU p50',
      value: ms(percentile(cold.cpu, 50)),
    },
    { metric: 'carrossel de 7 slides (só PNG), só render, p50', value: ms(pngP50) },
    { metric: 'carrossel de 7 slides (só PNG), só render, CPU p50', value: ms(pngCpuP50) },
    { metric: 'carrossel de 7 slides (PNG + JPEG), só render, p50', value: ms(carouselP50) },
    { metric: 'carrossel de 7 slides (PNG + JPEG), só render, CPU p50', value: ms(carouselCpuP50) },
    { metric: 'carrossel de 7 slides + ZIP + PDF, p50', value: ms(percentile(withPackage, 50)) },
    { metric: 'carrossel de 7 slides + ZIP + PDF, p95', value: ms(percentile(withPackage, 95)) },
  ];
  // Like for like: seven PNGs against the browser's seven PNGs (the headline figures), and PNG + JPEG against
  // the browser's PNG + JPEG screenshots.
  const comparisons = [
    { label: 'só PNG', times: chromiumTimes, wall: pngP50, cpu: pngCpuP50, suffix: '' },
    {
      label: 'PNG + JPEG',
      times: chromiumBothTimes,
      wall: carouselP50,
      cpu: carouselCpuP50,
      suffix: '_png_jpeg',
    },
  ];
  for (const { label, times, wall, cpu, suffix } of comparisons) {
    if (typeof times !== 'object') {
      rows.push({
        metric: `Chromium headless, 7 slides (${label})`,
        value: times ?? 'sem medida',
        ok: false,
      });
      continue;
    }
    const chromiumP50 = percentile(times.wall, 50);
    const speedup = chromiumP50 / wall;
    figures[`chromium_ms_p50${suffix}`] = round(chromiumP50);
    figures[`chromium_wall_ratio${suffix}`] = round(speedup);
    rows.push(
      { metric: `Chromium headless (aquecido), 7 slides (${label}), p50`, value: ms(chromiumP50) },
      {
        metric: `renderizador vs Chromium (${label}), tempo real`,
        value: `${speedup.toFixed(1)}x mais rápido`,
      },
    );
    // Wall time on a shared machine depends on the neighbours; CPU time does not.
    if (times.cpu.length > 0) {
      const chromiumCpu = percentile(times.cpu, 50);
      const cpuSpeedup = chromiumCpu / cpu;
      figures[`chromium_cpu_ms_p50${suffix}`] = round(chromiumCpu);
      figures[`chromium_cpu_ratio${suffix}`] = round(cpuSpeedup);
      rows.push(
        { metric: `Chromium, CPU de todos os processos, 7 slides (${label}), p50`, value: ms(chromiumCpu) },
        {
          metric: `renderizador vs Chromium (${label}), tempo de CPU`,
          value: `${cpuSpeedup.toFixed(1)}x menos CPU`,
          budget: `≥ ${SPEEDUP_BUDGET}x`,
          ok: cpuSpeedup >= SPEEDUP_BUDGET,
        },
      );
    }
  }
  rows.push(loadRow());
  return { rows, figures };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printTable('Renderização vs Chromium', (await benchRender()).rows);
}
