import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { draftTexts, inventedNumbers, sourceFacts } from '../../../src/server/drafts/draft-checks';
import type { Drafter } from '../../../src/server/drafts/drafter';
import { extractPlainText } from '../../../src/server/drafts/extract/extract-article';
import { extractPdf } from '../../../src/server/drafts/extract/extract-pdf';
import { readFetchedDocument } from '../../../src/server/drafts/extract/read-document';
import type { SourceDocument } from '../../../src/server/drafts/extract/source';
import { checkPlan } from '../../../src/server/writer/plan-rules';
import type { Writer, WriterInput } from '../../../src/server/writer/types';
import { FIELDS_SCHEMA_BY_OBJECTIVE } from '../../../src/shared/carousels/schemas';
import { OBJECTIVES, type Objective } from '../../../src/shared/constants';

/** A source of the drafters' evaluation, with the furniture of its page that no field may hold. */
export interface DraftEvalSource {
  name: string;
  source: SourceDocument;
  furniture: string[];
}

/** A personal story, written for the evaluation (Conectar's shape). */
export const STORY_TEXT = [
  'Em 2019 eu estava com 110 kg e não conseguia subir dois lances de escada sem parar.',
  'Decidi começar pequeno: caminhei 15 minutos por dia durante um mês.',
  'Hoje peso 78 kg e completei a Maratona de Porto Alegre em 4h12.',
  'Aprendi que a constância vence a motivação.',
].join('\n');

/** An argument against a common belief, written for the evaluation (Convencer's shape). */
export const ARGUMENT_TEXT = [
  'Você não precisa acordar às 5h para ser produtivo',
  'Muita gente acredita que quem acorda cedo rende mais.',
  'Na verdade, o que importa é dormir 7 horas e respeitar o seu cronotipo.',
  'Um estudo da Universidade de São Paulo com 1.200 trabalhadores mostrou que o horário de acordar não muda a produtividade.',
  'Em vez de copiar a rotina dos outros, experimente anotar por uma semana as horas em que você rende mais.',
  'Salve este post e mande para quem vive cansado.',
].join('\n');

/** Every furniture phrase of the saved pages (src/server/drafts/extract/fixtures). */
export const PAGE_FURNITURE = [
  'cookies',
  'Aceitar',
  'Política de Privacidade',
  'Leia também',
  'Leia mais',
  'Veja também',
  'Frente fria chega',
  'WhatsApp',
  'Facebook',
  'Compartilhe',
  'Publicidade',
  'comentários',
  'Absurdo isso',
  'Adorei as dicas',
  'Mais lidas',
  'Mega-Sena',
  'Posts populares',
  'newsletter',
  'Assine',
  'Todos os direitos reservados',
  'Feira de Caruaru',
  'Vacinação contra a gripe',
  'Compartilhe no WhatsApp',
];

/** The lines of a two-page inspection report, as a PDF prints them: cut mid-sentence, one word hyphenated. */
export const REPORT_PAGES = [
  [
    'Fiscalização do transporte escolar rural em Santarém',
    'O Tribunal de Contas dos Municípios do Pará vistoriou 64 ônibus escolares da rede municipal de',
    'Santarém entre 3 e 14 de março de 2026. Dos veículos vistoriados, 41 circulavam sem cinto de se-',
    'gurança em todos os assentos e 12 estavam com o licenciamento vencido.',
    'Cerca de 3.900 alunos da zona rural dependem do transporte para chegar às 58 escolas do interior.',
  ],
  [
    'Recomendações',
    'O relatório recomenda que a prefeitura substitua os 12 veículos irregulares em até 90 dias.',
    'Segundo o conselheiro relator Marcos Tavares, a frota média tem 17 anos de uso.',
    'Pais podem registrar irregularidades pela ouvidoria do tribunal.',
  ],
];

/** A PDF of text lines, one page per list (pdf-lib, standard Helvetica): sources made in code, no binary fixture. */
export async function makeTextPdf(title: string, pages: readonly (readonly string[])[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage();
    lines.forEach((line, index) => {
      page.drawText(line, { x: 40, y: 780 - index * 16, font, size: 10 });
    });
  }
  return Buffer.from(await document.save());
}

function readFixture(name: string): Buffer {
  return readFileSync(new URL(`../../../src/server/drafts/extract/fixtures/${name}`, import.meta.url));
}

/** A saved page read as the draft service reads a link (src/server/drafts/extract/read-document.ts). */
export function readFixturePage(name: string): Promise<SourceDocument> {
  return readFetchedDocument({
    url: `https://exemplo.com.br/${name}`,
    kind: 'html',
    contentType: 'text/html',
    body: readFixture(name),
  });
}

/**
 * The evaluation's sources, each drafted for every objective: links to HTML pages (a news portal, a how-to blog,
 * a Latin-1 paper), a link to a text/plain page (a press note in Latin-1), a PDF upload, and pasted texts (a
 * story, an argument).
 */
export async function loadDraftEvalSources(): Promise<DraftEvalSource[]> {
  return [
    {
      name: 'link · notícia',
      source: await readFixturePage('noticia-portal.html'),
      furniture: PAGE_FURNITURE,
    },
    {
      name: 'link · blog passo a passo',
      source: await readFixturePage('blog-como-fazer.html'),
      furniture: PAGE_FURNITURE,
    },
    {
      name: 'link · jornal Latin-1',
      source: await readFixturePage('jornal-regional-latin1.html'),
      furniture: PAGE_FURNITURE,
    },
    {
      name: 'link · text/plain Latin-1',
      source: await readFetchedDocument({
        url: 'https://exemplo.com.br/nota-imprensa.txt',
        kind: 'text',
        contentType: 'text/plain; charset=ISO-8859-1',
        body: readFixture('nota-imprensa-latin1.txt'),
      }),
      furniture: PAGE_FURNITURE,
    },
    {
      name: 'PDF · relatório',
      source: await extractPdf(
        await makeTextPdf('Relatório de fiscalização do transporte escolar de Santarém', REPORT_PAGES),
        null,
      ),
      furniture: [],
    },
    { name: 'texto · história', source: extractPlainText(STORY_TEXT, null), furniture: [] },
    { name: 'texto · argumento', source: extractPlainText(ARGUMENT_TEXT, null), furniture: [] },
  ];
}

export type DraftRuleName = 'numeros-da-fonte' | 'sem-campo-vazio' | 'sem-mobilia' | 'regras-do-escritor';

/** Reported, not failing: the writer's rules on drafted fields are the writer's to keep (docs/writer.md). */
export const SOFT_DRAFT_RULES: ReadonlySet<DraftRuleName> = new Set(['regras-do-escritor']);

export interface DraftEvalRow {
  name: string;
  objective: Objective;
  failures: { rule: DraftRuleName; detail: string }[];
}

/** The failures of the draft's own rules (numbers, empty fields, furniture): these fail the eval. */
export function hardFailures(row: DraftEvalRow): DraftEvalRow['failures'] {
  return row.failures.filter((failure) => !SOFT_DRAFT_RULES.has(failure.rule));
}

/**
 * Drafts every source for every objective and checks each draft: every number in a field is in the source, no
 * field is empty (the objective's schema passes), no furniture reaches a field, and the writer makes a carousel
 * from it that keeps every hard rule (docs/writer.md).
 */
export async function runDraftEval(
  drafter: Drafter,
  writer: Writer,
  sources: readonly DraftEvalSource[],
): Promise<DraftEvalRow[]> {
  const rows: DraftEvalRow[] = [];
  for (const { name, source, furniture } of sources) {
    for (const objective of OBJECTIVES) {
      const fields = await drafter.draft(objective, source, source.paragrafos.join('\n'));
      const failures: DraftEvalRow['failures'] = [];
      const invented = inventedNumbers(fields, sourceFacts(source));
      if (invented.length > 0) failures.push({ rule: 'numeros-da-fonte', detail: invented.join(', ') });
      const parsed = FIELDS_SCHEMA_BY_OBJECTIVE[objective].safeParse(fields);
      const empty = draftTexts(fields).some((text) => text.trim() === '');
      if (!parsed.success || empty)
        failures.push({ rule: 'sem-campo-vazio', detail: parsed.error?.issues[0]?.message ?? 'campo vazio' });
      const texts = draftTexts(fields).join('\n');
      const found = furniture.filter((phrase) => texts.includes(phrase));
      if (found.length > 0) failures.push({ rule: 'sem-mobilia', detail: found.join(', ') });
      if (parsed.success) {
        const input = { objetivo: objective, campos: parsed.data } as WriterInput;
        const broken = checkPlan(input, await writer.write(input), {
          strictFacts: writer.name === 'local',
        }).filter((result) => result.hard && !result.ok);
        if (broken.length > 0)
          failures.push({
            rule: 'regras-do-escritor',
            detail: broken.map((result) => `${result.rule}: ${result.detail ?? ''}`).join('; '),
          });
      }
      rows.push({ name, objective, failures });
    }
  }
  return rows;
}

export function formatDraftReport(drafter: string, rows: readonly DraftEvalRow[]): string {
  const passing = rows.filter((row) => hardFailures(row).length === 0).length;
  const lines = [`Rascunhos (${drafter}): ${passing} de ${rows.length} passam nas regras obrigatórias.`];
  for (const row of rows)
    for (const failure of row.failures) {
      const soft = SOFT_DRAFT_RULES.has(failure.rule) ? ' (aviso)' : '';
      lines.push(`${row.name} → ${row.objective} ${failure.rule}${soft}: ${failure.detail}`);
    }
  return lines.join('\n');
}
