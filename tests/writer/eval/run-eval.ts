import { checkPlan, type RuleName, type RuleResult } from '../../../src/server/writer/plan-rules';
import type { SlidePlan, Writer } from '../../../src/server/writer/types';
import type { EvalCase } from './eval-inputs';

export interface EvalRow {
  name: string;
  writer: string;
  slides: number;
  results: RuleResult[];
  /** The LLM writer fell back to the local writer (its reason), so the plan is the local one. */
  fallbackReason?: string;
}

export interface EvalReport {
  rows: EvalRow[];
  /** Share of plans passing every hard rule, 0 to 1. */
  hardPassRate: number;
}

/** Runs every case through a writer and checks each plan against the editor's rules. */
export async function runEval(
  writer: Writer,
  cases: readonly EvalCase[],
  options: { strictFacts: boolean },
): Promise<EvalReport> {
  const rows: EvalRow[] = [];
  for (const { name, input } of cases) {
    const plan: SlidePlan = await writer.write(input);
    rows.push({
      name,
      writer: plan.trace?.writer ?? writer.name,
      slides: plan.slides.length,
      results: checkPlan(input, plan, options),
      fallbackReason: plan.trace?.fallbackReason,
    });
  }
  const passing = rows.filter((row) => row.results.every((result) => !result.hard || result.ok)).length;
  return { rows, hardPassRate: rows.length === 0 ? 1 : passing / rows.length };
}

const RULE_HEADERS: Record<RuleName, string> = {
  arco: 'arco',
  'uma-chamada': '1 CTA',
  'sem-fato-repetido': 'sem rep.',
  'sem-slide-vazio': 'sem vazio',
  'limites-do-slide': 'limites',
  'tema-inteiro': 'tema',
  hashtags: 'hashtags',
  legenda: 'legenda',
  'fatos-presentes': 'fatos',
  'capa-especifica': 'capa',
  'sem-slide-generico': 'genéricos',
  'titulos-curtos': 'tít. curtos',
};

/** A plain-text table: one line per case, ✓ or ✗ per rule (soft rules in parentheses), then the failures. */
export function formatReport(report: EvalReport): string {
  const rules = Object.keys(RULE_HEADERS) as RuleName[];
  const nameWidth = Math.max(4, ...report.rows.map((row) => row.name.length));
  const header = ['caso'.padEnd(nameWidth), 'escritor', 'slides', ...rules.map((rule) => RULE_HEADERS[rule])];
  const lines = [header.join(' | ')];
  const failures: string[] = [];
  for (const row of report.rows) {
    const cells = rules.map((rule) => {
      const result = row.results.find((item) => item.rule === rule);
      const mark = !result ? '-' : result.ok ? '✓' : result.hard ? '✗' : '(✗)';
      if (result && !result.ok) failures.push(`${row.name} [${row.writer}] ${rule}: ${result.detail ?? ''}`);
      return mark.padEnd(RULE_HEADERS[rule].length);
    });
    const writer = row.fallbackReason ? 'local*' : row.writer;
    lines.push(
      [row.name.padEnd(nameWidth), writer.padEnd(8), String(row.slides).padEnd(6), ...cells].join(' | '),
    );
    if (row.fallbackReason)
      failures.push(`${row.name}: a IA falhou (${row.fallbackReason}); o plano é do escritor local`);
  }
  const percent = (report.hardPassRate * 100).toFixed(1).replace('.', ',');
  return [...lines, '', `Regras obrigatórias: ${percent}% dos planos passam em todas.`, ...failures].join(
    '\n',
  );
}
