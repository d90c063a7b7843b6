import { benchGeneration } from './generation-bench';
import { benchLogs } from './logs-bench';
import { benchRender } from './render-bench';
import { benchScale } from './scale-bench';
import { type BenchRow, printTable } from './table';

/**
 * `npm run bench`: the speed targets of the issues, measured on this machine and printed as tables.
 * `npm run bench -- scale logs` runs only the named sections. Each section is independent: a failing section
 * is reported and the others still run.
 */
const sections: [string, string, () => Promise<BenchRow[]>][] = [
  ['render', 'Renderização de slides (satori + resvg) e comparação com Chromium', benchRender],
  ['generation', 'Geração de ponta a ponta (API + worker reais)', benchGeneration],
  ['logs', 'Consulta de logs do admin (1 milhão de linhas)', benchLogs],
  ['scale', 'Vários nós sob carga (2 API + 2 workers, 1 PostgreSQL)', benchScale],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !sections.some(([key]) => key === name));
if (unknown.length > 0) {
  console.error(
    `Seções desconhecidas: ${unknown.join(', ')}. Use: ${sections.map(([key]) => key).join(', ')}.`,
  );
  process.exit(2);
}

let failed = false;
for (const [key, title, bench] of sections) {
  if (wanted.length > 0 && !wanted.includes(key)) continue;
  try {
    printTable(title, await bench());
  } catch (error) {
    failed = true;
    console.error(`\n${title}: falhou`, error);
  }
}
process.exit(failed ? 1 : 0);
