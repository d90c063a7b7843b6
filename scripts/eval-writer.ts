/**
 * The writer's offline evaluation: runs the fixed cases in
 * tests/writer/eval/eval-inputs.ts through the local writer (and through the
 * LLM writer when AI_PROVIDER=llm is configured), scores every plan against the editor's rules
 * (docs/writer.md) and prints a table. Exits 1 when any plan breaks a hard rule.
 * Usage: npm run eval:writer
 */
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { createDraftService } from '../src/server/drafts/draft-service';
import { localDrafter } from '../src/server/drafts/local-drafter';
import { createLocalWriter, createWriter } from '../src/server/writer';
import {
  formatDraftReport,
  hardFailures,
  loadDraftEvalSources,
  runDraftEval,
} from '../tests/drafts/eval/draft-eval';
import { EVAL_CASES } from '../tests/writer/eval/eval-inputs';
import { formatReport, runEval } from '../tests/writer/eval/run-eval';

const config = loadConfig();
const reports = [await runEval(createLocalWriter(), EVAL_CASES, { strictFacts: true })];
if (config.AI_PROVIDER === 'llm') {
  const writer = createWriter(config, pino({ level: 'silent' }));
  reports.push(await runEval(writer, EVAL_CASES, { strictFacts: false }));
}
for (const report of reports) console.log(`${formatReport(report)}\n`);

// Drafts from saved pages and texts (docs/product-rules.md §5a): facts only, no empty field, no furniture, and a
// carousel the local writer makes from them keeps every hard rule.
const sources = await loadDraftEvalSources();
const draftRows = [await runDraftEval(localDrafter, createLocalWriter(), sources)];
console.log(`${formatDraftReport('local', draftRows[0] ?? [])}\n`);
if (config.AI_PROVIDER === 'llm') {
  const drafter = createDraftService(config, pino({ level: 'silent' })).drafter;
  const rows = await runDraftEval(drafter, createLocalWriter(), sources);
  draftRows.push(rows);
  console.log(`${formatDraftReport('llm', rows)}\n`);
}
const failed =
  reports.some((report) => report.hardPassRate < 1) ||
  draftRows.some((rows) => rows.some((row) => hardFailures(row).length > 0));
console.log(
  failed ? 'Falhou: há planos que quebram regras obrigatórias.' : 'Ok: todas as regras obrigatórias.',
);
process.exitCode = failed ? 1 : 0;
