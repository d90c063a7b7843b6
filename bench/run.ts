import { benchGeneration } from './generation-bench';
import { benchLogs } from './logs-bench';
import { benchRender } from './render-bench';
import { type BenchRow, printTable } from './table';

/**
 * `npm run bench`: the speed targets of the issues, measured on this machine and printed as tables.
 * Each section is independent: a failing section is reported and the others still run.
 */
const sections: [string, () => Promise<BenchRow[]>][] = [
  ['Renderização de slides (satori + resvg) e comparação com Chromium', benchRender],
  ['Geração de ponta a ponta (API + worker reais)', benchGeneration],
  ['Consulta de logs do admin (1 milhão de linhas)', benchLogs],
];

let failed = false;
for (const [title, bench] of sections) {
  try {
    printTable(title, await bench());
  } catch (error) {
    failed = true;
    console.error(`\n${title}: falhou`, error);
  }
}
process.exit(failed ? 1 : 0);
