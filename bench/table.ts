export interface BenchRow {
  metric: string;
  value: string;
  budget?: string;
  ok?: boolean;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

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
