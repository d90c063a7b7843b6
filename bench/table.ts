import os from 'node:os';

export interface BenchRow {
  metric: string;
  value: string;
  budget?: string;
  ok?: boolean;
}

/** What a section prints, and the figures it adds to the JSON (numbers, milliseconds unless named). */
export interface BenchSection {
  rows: BenchRow[];
  figures: Record<string, number>;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

/** Rounded for JSON: tenths are all the precision a shared machine gives. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** CPU ms this process used since `started`, every thread (main, worker threads, libuv pool). */
export function readCpuMs(started: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** The machine a reading was taken on: a figure means little without it. */
export function readMachine() {
  const cpus = os.cpus();
  return {
    cpu_model: cpus[0]?.model ?? 'desconhecido',
    cpus: cpus.length,
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    load_average: os.loadavg().map(round),
    measured_at: new Date().toISOString(),
  };
}

export function loadRow(): BenchRow {
  return {
    metric: 'máquina: CPUs / carga média (1, 5 min)',
    value: `${os.cpus().length} / ${os.loadavg()[0]?.toFixed(2)}, ${os.loadavg()[1]?.toFixed(2)}`,
  };
}

export function printTable(title: string, rows: BenchRow[]): void {
  const header = ['métrica', 'valor', 'orçamento', ''];
  const body = rows.map((row) => [
    row.metric,
    row.value,
    row.budget ?? '',
    row.ok === undefined ? '' : row.ok ? 'ok' : 'ACIMA',
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((line) => (line[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of body) console.log(line(cells));
}
