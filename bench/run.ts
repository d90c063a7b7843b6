import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchEditorPreview } from './editor-preview-bench';
import { benchExport } from './export-bench';
import { benchGeneration } from './generation-bench';
import { benchLogs } from './logs-bench';
import { benchRender } from './render-bench';
import { benchScale } from './scale-bench';
import { type BenchSection, printTable, readMachine, round } from './table';
import { benchWeb } from './web-bench';

/**
 * `npm run bench [-- SECTION...] [--json FILE]`: the speed targets of the issues, measured on this machine and
 * printed as tables. Sections: render, generation, editor-preview, logs, scale, export, web (all when none is named). `--json FILE` also writes the
 * figures as JSON, nested by section (`render.slide_ms_p50` is `{"render": {"slide_ms_p50": ...}}`), with the
 * machine they were measured on. Each section is independent: a failing one is reported and the others still run.
 */
const SECTIONS: Record<string, { title: string; run: () => Promise<BenchSection> }> = {
  render: { title: 'Renderização de slides e comparação com Chromium', run: benchRender },
  generation: { title: 'Geração de ponta a ponta (API + worker reais)', run: benchGeneration },
  'editor-preview': { title: 'Prévia ao vivo do editor de slides (HTTP real)', run: benchEditorPreview },
  logs: {
    title: 'Consulta de logs do admin (1 milhão de linhas)',
    run: async () => ({ rows: await benchLogs(), figures: {} }),
  },
  scale: { title: 'Vários nós sob carga (2 API + 2 workers, 1 PostgreSQL)', run: benchScale },
  export: { title: 'Exportação de dados de uma conta grande (worker real)', run: benchExport },
  web: { title: 'Lighthouse no celular (4G lento simulado; mediana de 3)', run: benchWeb },
};

function parseArgs(argv: string[]): { names: string[]; jsonFile?: string } {
  const names: string[] = [];
  let jsonFile: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '--json') {
      jsonFile = argv[++index];
      if (!jsonFile) throw new Error('--json precisa do caminho do arquivo');
    } else if (arg.startsWith('--json=')) {
      jsonFile = arg.slice('--json='.length);
    } else if (SECTIONS[arg]) {
      names.push(arg);
    } else {
      throw new Error(`Seção desconhecida: ${arg} (use ${Object.keys(SECTIONS).join(', ')})`);
    }
  }
  return { names: names.length > 0 ? names : Object.keys(SECTIONS), jsonFile };
}

const { names, jsonFile } = parseArgs(process.argv.slice(2));
const machine = readMachine();
const figures: Record<string, unknown> = {};
let failed = false;
for (const name of names) {
  const section = SECTIONS[name];
  if (!section) continue;
  try {
    const result = await section.run();
    printTable(section.title, result.rows);
    figures[name] = result.figures;
  } catch (error) {
    failed = true;
    console.error(`\n${section.title}: falhou`, error);
  }
}
if (jsonFile) {
  // The load average at the end too: a reading taken while the neighbours were busy can be judged.
  figures.machine = { ...machine, load_average_at_end: os.loadavg().map(round) };
  mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nFiguras gravadas em ${jsonFile}`);
}
process.exit(failed ? 1 : 0);
