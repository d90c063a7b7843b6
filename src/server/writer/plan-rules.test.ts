import { describe, expect, it } from 'vitest';
import { EVAL_CASES } from '../../../tests/writer/eval/eval-inputs';
import { writeLocalPlan } from './local-writer';
import { STILL_OPEN, WHY_IT_MATTERS } from './plan-investigar';
import { checkPlan, type RuleName } from './plan-rules';
import type { Slide, SlidePlan, WriterInput } from './types';

const input: WriterInput = {
  objetivo: 'investigar',
  campos: {
    assunto: 'Obras da ponte do Limoeiro estão paradas há oito meses. Moradores relatam alagamentos.',
    localizacao: 'Brasília, DF',
    data: '12 de março de 2026',
  },
};

function failing(plan: SlidePlan): RuleName[] {
  return checkPlan(input, plan).flatMap((result) => (result.ok ? [] : [result.rule]));
}

describe('checkPlan', () => {
  const good = writeLocalPlan(input);

  it('passes the local writer’s plan', () => {
    expect(failing(good)).toEqual([]);
  });

  it('catches the plan the issue complained about: 4 slides, an empty slide, a repeat, two asks', () => {
    const bad: SlidePlan = {
      tema: 'Obras da ponte do Limoeiro estão paradas há oito meses',
      slides: [
        { kind: 'cover', title: 'Obras da ponte do Limoeiro estão paradas há oito meses' },
        { kind: 'content', title: 'Brasília, DF', body: '12 de março de 2026' },
        {
          kind: 'content',
          title: 'O que se sabe',
          body: 'Obras da ponte do Limoeiro estão paradas há oito meses.\nLocal: Brasília, DF\nData: 12 de março de 2026',
        },
        { kind: 'closing', title: 'Siga o perfil', body: 'Salve e compartilhe com seus amigos.' },
      ],
      caption: good.caption,
    };
    expect(failing(bad)).toEqual(
      expect.arrayContaining([
        'arco',
        'sem-slide-vazio',
        'sem-fato-repetido',
        'uma-chamada',
        'fatos-presentes',
      ]),
    );
  });

  it('catches an ask on a content slide, a cut tema, accentless hashtags and a caption past the limits', () => {
    const slides = good.slides.map((slide, index) =>
      index === 2 ? { ...slide, body: `${slide.body} Salve este post.` } : slide,
    );
    const caption = good.caption
      .replace('#limoeiro', '#limoeiro #alagamento #alagamento')
      .replace(/\n\n(#.*)\n$/, `\n\n${'x'.repeat(2200)}\n\n$1\n`);
    const plan = { ...good, slides, tema: 'Obras da ponte do…', caption };
    expect(failing(plan)).toEqual(
      expect.arrayContaining(['uma-chamada', 'tema-inteiro', 'hashtags', 'legenda']),
    );
    const accents = { ...good, caption: good.caption.replace('#brasília', '#brasilia') };
    expect(failing(accents)).toEqual(['hashtags']);
  });

  it('catches text past the renderer’s limits', () => {
    const slides = good.slides.map((slide, index) =>
      index === 1 ? { ...slide, body: 'a '.repeat(400) } : slide,
    );
    expect(failing({ ...good, slides })).toContain('limites-do-slide');
  });
});

describe('the rules against slides that would fit any story', () => {
  const good = writeLocalPlan(input);
  const whyItMatters = WHY_IT_MATTERS;
  const stillOpen = STILL_OPEN;

  it('catches a cover that says only "Entenda o caso", even when the call to action mentions the case', () => {
    const withCta: WriterInput = {
      objetivo: 'investigar',
      campos: { ...input.campos, cta: 'Compartilhe para que mais gente acompanhe o caso.' },
    } as WriterInput;
    const slides = good.slides.map((slide, index) =>
      index === 0 ? { ...slide, title: 'Entenda o caso' } : slide,
    );
    const results = checkPlan(withCta, { ...good, slides });
    expect(results.find((result) => result.rule === 'capa-especifica')).toMatchObject({
      ok: false,
      hard: true,
    });
  });

  it('catches two slides any story could carry in a row, and one the arc did not need', () => {
    const [cover, fact, where, , closing] = good.slides as Slide[];
    const paired = { ...good, slides: [cover, fact, whyItMatters, stillOpen, where, closing] as Slide[] };
    expect(failing(paired)).toContain('sem-slide-generico');
    // Cover, a fact, where and when, the closing: four slides of the story; one filler reaches Investigar's 5.
    const needed = { ...good, slides: [cover, fact, where, whyItMatters, closing] as Slide[] };
    expect(failing(needed)).not.toContain('sem-slide-generico');
    const extra = { ...good, slides: [cover, fact, whyItMatters, where, stillOpen, closing] as Slide[] };
    expect(failing(extra)).toContain('sem-slide-generico');
  });

  it('counts a number, an acronym or a word of the story, in any case or number, as naming it', () => {
    const slides = good.slides.map((slide, index) =>
      index === 3 ? { ...slide, title: 'Obra parada', body: 'Quem responde pelos alagamentos?' } : slide,
    );
    expect(failing({ ...good, slides })).not.toContain('sem-slide-generico');
  });
});

describe('the writer evaluation set', () => {
  it('holds at least 30 cases covering every objective', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(30);
    const objectives = new Set(EVAL_CASES.map((item) => item.input.objetivo));
    expect([...objectives].sort()).toEqual(['conectar', 'convencer', 'educar', 'investigar']);
  });

  it('passes every hard rule with the local writer', () => {
    for (const { name, input: caseInput } of EVAL_CASES) {
      const results = checkPlan(caseInput, writeLocalPlan(caseInput));
      const broken = results.filter((result) => result.hard && !result.ok);
      expect(broken, name).toEqual([]);
    }
  });
});
