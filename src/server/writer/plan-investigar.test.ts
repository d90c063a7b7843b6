import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVAL_CASES, TWO_LONG_SENTENCES } from '../../../tests/writer/eval/eval-inputs';
import { SLIDE_TEXT_LIMITS } from '../../shared/carousels/slide-limits';
import { isGenericSlide, listStoryTerms } from './generic-slides';
import { HOOK_MAX } from './investigar-facts';
import { writeLocalPlan } from './local-writer';
import { checkPlan } from './plan-rules';
import type { SlidePlan, WriterInput } from './types';

function investigar(
  assunto: string,
  localizacao = 'Goiânia (GO)',
  data = '14 de outubro de 2025',
): WriterInput {
  return { objetivo: 'investigar', campos: { assunto, localizacao, data } };
}

function genericFlags(input: WriterInput, plan: SlidePlan): boolean[] {
  const story = listStoryTerms(input);
  return plan.slides.map((slide) => slide.kind === 'content' && isGenericSlide(slide, story));
}

describe('the offline Investigar', () => {
  it('heads a two-sentence subject with its hook, never "Entenda o caso", and gives the second fact its slide', () => {
    const input = investigar(TWO_LONG_SENTENCES);
    const plan = writeLocalPlan(input);
    expect(plan.slides[0]).toMatchObject({
      kind: 'cover',
      title: 'Três pacientes morreram depois de esperar mais de doze horas',
      // Who confirmed it stays with the lede under the headline.
      body: expect.stringContaining('A Secretaria Municipal de Saúde confirmou'),
    });
    expect(plan.slides[1]).toMatchObject({
      eyebrow: 'O que aconteceu',
      title: 'O Ministério Público abriu inquérito para apurar a falta de médicos plantonistas',
      body: 'Durante o fim de semana.',
    });
    expect(plan.slides.map((slide) => slide.title)).not.toContain('Entenda o caso');
    expect(checkPlan(input, plan).filter((result) => result.hard && !result.ok)).toEqual([]);
  });

  it('gives each fact of the subject its own slide and no slide that fits any story when they fill the arc', () => {
    const input = investigar(
      'A prefeitura fechou 12 escolas municipais sem aviso prévio aos pais. As famílias souberam pela TV, na véspera da volta às aulas. Cerca de 4.800 alunos foram remanejados para unidades a até 9 km de casa, e o transporte escolar ainda não foi contratado.',
      'Zona Norte de Manaus (AM)',
      '3 de fevereiro de 2026',
    );
    const plan = writeLocalPlan(input);
    expect(plan.slides.map((slide) => [slide.eyebrow, slide.title])).toEqual([
      ['Investigação', 'A prefeitura fechou 12 escolas municipais sem aviso prévio aos pais'],
      ['O que aconteceu', 'As famílias souberam pela TV, na véspera da volta às aulas'],
      ['Onde e quando', 'Zona Norte de Manaus (AM)'],
      ['O que se sabe', 'Cerca de 4.800 alunos foram remanejados para unidades a até 9 km de casa'],
      ['O que se sabe', 'O transporte escolar ainda não foi contratado'],
      ['Acompanhe', 'Siga o perfil para acompanhar os próximos desdobramentos'],
    ]);
    expect(genericFlags(input, plan)).not.toContain(true);
  });

  it('shows a quote whole with who said it, and a question of the subject as what is still open', () => {
    const plan = writeLocalPlan(
      investigar(
        'Feira livre da Rua Teodoro Sampaio será transferida para o estacionamento do mercado. “A gente vende aqui há 30 anos. No estacionamento ninguém vai achar a gente”, disse o feirante José Arruda. Quem vai pagar pelos toldos novos?',
      ),
    );
    expect(plan.slides).toContainEqual(
      expect.objectContaining({
        eyebrow: 'O que dizem',
        title: '“A gente vende aqui há 30 anos. No estacionamento ninguém vai achar a gente”',
        body: 'Disse o feirante José Arruda.',
      }),
    );
    expect(plan.slides).toContainEqual(
      expect.objectContaining({ eyebrow: 'Em aberto', title: 'Quem vai pagar pelos toldos novos?' }),
    );
  });

  it('fills a two-word subject up to 5 slides with at most one slide any story could carry in a row', () => {
    const input = investigar('Escola fechada.', 'Brasília, DF', '12 de março de 2026');
    const plan = writeLocalPlan(input);
    expect(plan.slides).toHaveLength(5);
    const generic = genericFlags(input, plan);
    expect(generic.filter(Boolean)).toHaveLength(2);
    generic.forEach((value, index) => {
      expect(value && generic[index + 1], `slides ${index + 1} e ${index + 2}`).not.toBe(true);
    });
  });

  it('keeps every eval subject’s cover to a headline of at most 70 characters that names the story', () => {
    for (const { name, input } of EVAL_CASES.filter((item) => item.input.objetivo === 'investigar')) {
      const plan = writeLocalPlan(input);
      const cover = plan.slides[0];
      expect(cover?.title.length, name).toBeLessThanOrEqual(HOOK_MAX);
      const results = checkPlan(input, plan);
      expect(
        results.filter(
          (result) => ['capa-especifica', 'sem-slide-generico'].includes(result.rule) && !result.ok,
        ),
        name,
      ).toEqual([]);
    }
  });

  it('keeps any subject of up to 300 characters within 5 to 8 slides, the text limits and every hard rule', () => {
    const sentence = fc.constantFrom(
      'A Câmara aprovou o reajuste de 37% nos salários dos vereadores em sessão extraordinária.',
      'Moradores relatam alagamentos.',
      '“Ninguém avisou a gente. Soubemos pelo grupo do bairro”, disse a diarista Ana Paula Souza.',
      'A obra custou R$ 86 milhões.',
      'Quem fiscaliza o contrato?',
      'Pescadores suspenderam o trabalho 🛢️',
      '- 3 de 8 leitos de UTI desativados',
      'Segundo a concessionária, a tarifa subiu por causa da troca de medidores feita em janeiro, sem consulta pública.',
      'Fechou.',
    );
    fc.assert(
      fc.property(fc.uniqueArray(sentence, { minLength: 1, maxLength: 8 }), (sentences) => {
        const assunto = sentences.join(' ').slice(0, 300).trim();
        const input = investigar(assunto);
        const plan = writeLocalPlan(input);
        expect(plan.slides.length).toBeGreaterThanOrEqual(5);
        expect(plan.slides.length).toBeLessThanOrEqual(8);
        for (const slide of plan.slides) {
          expect(slide.title.length).toBeLessThanOrEqual(SLIDE_TEXT_LIMITS.title);
          expect((slide.body ?? '').length).toBeLessThanOrEqual(SLIDE_TEXT_LIMITS.body);
        }
        const broken = checkPlan(input, plan).filter((result) => result.hard && !result.ok);
        expect(broken, assunto).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
