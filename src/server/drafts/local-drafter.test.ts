import { describe, expect, it } from 'vitest';
import {
  ARGUMENT_TEXT,
  hardFailures,
  loadDraftEvalSources,
  readFixturePage,
  runDraftEval,
  STORY_TEXT,
} from '../../../tests/drafts/eval/draft-eval';
import { OBJECTIVES } from '../../shared/constants';
import { createLocalWriter } from '../writer';
import { extractPlainText } from './extract/extract-article';
import { DATE_UNKNOWN, draftLocally, localDrafter, PLACE_UNKNOWN } from './local-drafter';
import { suggestObjective } from './suggest-objective';

const news = await readFixturePage('noticia-portal.html');
const howTo = await readFixturePage('blog-como-fazer.html');
const regional = await readFixturePage('jornal-regional-latin1.html');
const story = extractPlainText(STORY_TEXT, null);
const argument = extractPlainText(ARGUMENT_TEXT, null);

describe('draftLocally', () => {
  it("passes the drafting eval's rules on every source and objective: numbers from the source, no empty field, no furniture", async () => {
    const sources = await loadDraftEvalSources();
    // Links to HTML and to text/plain, a PDF, pasted texts: every kind of source the user may give.
    expect(
      new Set(sources.map(({ source }) => `${source.tipo} ${source.url ? 'link' : 'sem link'}`)),
    ).toEqual(new Set(['artigo link', 'texto link', 'pdf sem link', 'texto sem link']));
    const rows = await runDraftEval(localDrafter, createLocalWriter(), sources);
    expect(rows).toHaveLength(sources.length * OBJECTIVES.length);
    const failures = rows.flatMap((row) =>
      hardFailures(row).map((failure) => `${row.name} ${row.objective} ${failure.rule}: ${failure.detail}`),
    );
    expect(failures).toEqual([]);
  });

  it('Investigar: the headline, then the salient facts; the place and date from the metadata or the dateline', () => {
    const fields = draftLocally('investigar', news);
    expect(fields.assunto).toMatch(/^Chuva de 180 mm em 24 horas alaga 14 bairros de Porto Alegre\. /);
    expect(fields).toMatchObject({ localizacao: 'Porto Alegre (RS)', data: '3 de maio de 2026' });
    expect(draftLocally('investigar', regional)).toMatchObject({
      localizacao: 'Caruaru',
      data: '14 de março de 2026',
    });
  });

  it('says so plainly when the source names no place or date, instead of inventing one', () => {
    const fields = draftLocally('investigar', argument);
    expect(fields.localizacao).toBe('São Paulo');
    expect(fields.data).toBe(DATE_UNKNOWN);
    expect(draftLocally('investigar', howTo).localizacao).toBe(PLACE_UNKNOWN);
  });

  it("Educar: one point per step heading of a how-to, without the heading's number", () => {
    const fields = draftLocally('educar', howTo);
    expect(fields.titulo).toBe('Como montar uma reserva de emergência em 5 passos');
    expect(fields.introducao).toContain('R$ 2.000');
    const points = fields.pontos as { titulo: string; descricao: string }[];
    expect(points.map((point) => point.titulo)).toEqual([
      'Calcule seu custo mensal',
      'Defina a meta de 6 meses',
      'Escolha onde guardar',
      'Automatize o depósito',
      'Só use em emergência de verdade',
    ]);
    expect(points[2]?.descricao).toContain('100% do CDI');
  });

  it('Conectar: the challenge, the turn, the result and the moral in the story order', () => {
    expect(draftLocally('conectar', story)).toEqual({
      historiaDeQue: 'Em 2019 eu estava com 110 kg e não conseguia subir dois lances de escada sem parar.',
      desafio: expect.stringContaining('110 kg'),
      acao: 'Decidi começar pequeno: caminhei 15 minutos por dia durante um mês.',
      resultado: 'Hoje peso 78 kg e completei a Maratona de Porto Alegre em 4h12.',
      moral: 'Aprendi que a constância vence a motivação.',
    });
  });

  it("Convencer: the myth, the truth, the proof, the new path and the source's own ask", () => {
    expect(draftLocally('convencer', argument)).toEqual({
      objetivo: 'Você não precisa acordar às 5h para ser produtivo',
      mito: 'Muita gente acredita que quem acorda cedo rende mais.',
      verdade: 'Na verdade, o que importa é dormir 7 horas e respeitar o seu cronotipo.',
      mecanismo: expect.stringContaining('1.200 trabalhadores'),
      novoCaminho: expect.stringContaining('Em vez de copiar'),
      cta: 'Salve este post e mande para quem vive cansado.',
    });
  });

  it('keeps a quote of several sentences whole', () => {
    expect(draftLocally('investigar', news).assunto).not.toMatch(
      /“A água subiu meio metro em vinte minutos\.$/,
    );
  });
});

describe('suggestObjective', () => {
  it('suggests Investigar for news, Educar for a how-to, Conectar for a personal story, Convencer for an argument', () => {
    expect(suggestObjective(news)).toBe('investigar');
    expect(suggestObjective(regional)).toBe('investigar');
    expect(suggestObjective(howTo)).toBe('educar');
    expect(suggestObjective(story)).toBe('conectar');
    expect(suggestObjective(argument)).toBe('convencer');
  });
});
