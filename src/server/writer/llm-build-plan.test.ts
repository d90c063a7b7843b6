import { describe, expect, it } from 'vitest';
import type { Answer } from './llm-answer-schema';
import { buildPlanFromAnswer, cleanHashtags } from './llm-build-plan';
import type { WriterInput } from './types';

const conectar: WriterInput = {
  objetivo: 'conectar',
  campos: {
    historiaDeQue: 'de quando fui demitida e abri minha confeitaria',
    desafio: 'Três meses de reserva e nenhum cliente.',
    acao: 'Vendi bolo no pote para os vizinhos.',
    resultado: 'A confeitaria paga as contas.',
    moral: 'O fim pode ser um começo.',
    imagemChave: 'public/u-1-capa.png',
  },
};

const answer: Answer = {
  slides: [
    { rotulo: '  Leia até o fim ', titulo: 'Fui demitida. E abri uma confeitaria.', texto: '' },
    { rotulo: 'O desafio', titulo: 'Três meses de reserva', texto: 'E   nenhum cliente.\n\n\nNenhum.' },
    { rotulo: '', titulo: 'Bolo no pote para os vizinhos', texto: 'Foi assim que começou.' },
    { rotulo: 'O resultado', titulo: 'Hoje a confeitaria paga as contas', texto: '' },
    { rotulo: 'Se tocou você', titulo: 'O fim pode ser um começo', texto: '• Salve\n• Envie para alguém' },
  ],
  legenda: {
    texto: 'Fui demitida numa segunda-feira.\n\nTrês meses depois, a confeitaria pagava as contas.',
    chamada: 'Conta aqui: você já recomeçou do zero?',
    hashtags: ['#Confeitaria', '#recomeço', 'empreendedorismo feminino', '#confeitaria', '#2024'],
  },
};

describe('buildPlanFromAnswer', () => {
  const plan = buildPlanFromAnswer(answer, conectar);

  it('makes the first slide the cover with the user image and the last the closing', () => {
    expect(plan.slides.map((slide) => slide.kind)).toEqual([
      'cover',
      'content',
      'content',
      'content',
      'closing',
    ]);
    expect(plan.slides[0]).toEqual({
      kind: 'cover',
      eyebrow: 'Leia até o fim',
      title: 'Fui demitida. E abri uma confeitaria',
      imageRef: 'public/u-1-capa.png',
    });
  });

  it('cleans the text the way the renderer expects it: no empty parts, single spaces, one line per paragraph', () => {
    expect(plan.slides[1]).toEqual({
      kind: 'content',
      eyebrow: 'O desafio',
      title: 'Três meses de reserva',
      body: 'E nenhum cliente.\nNenhum.',
    });
    expect(plan.slides[2]).not.toHaveProperty('eyebrow');
    expect(plan.slides[3]).not.toHaveProperty('body');
    expect(plan.slides[4]).toMatchObject({
      kind: 'closing',
      body: '• Salve\n• Envie para alguém',
      variant: 'list',
    });
  });

  it('writes the caption as paragraphs, the call to action, the model tags with accents topped up to 5 from the user words, then broad tags', () => {
    expect(plan.caption).toBe(
      'Fui demitida numa segunda-feira.\n\nTrês meses depois, a confeitaria pagava as contas.\n\nConta aqui: você já recomeçou do zero?\n\n#confeitaria #recomeço #empreendedorismofeminino #reserva #pote #storytelling #históriasreais #inspiração\n',
    );
    expect(plan.tema).toBe('Fui demitida. E abri uma confeitaria');
  });

  it('keeps the user cta in the caption for convencer, whatever the model wrote', () => {
    const convencer: WriterInput = {
      objetivo: 'convencer',
      campos: {
        objetivo: 'o',
        mito: 'm',
        verdade: 'v',
        mecanismo: 'x',
        novoCaminho: 'n',
        cta: 'Comente QUERO.',
      },
    };
    expect(buildPlanFromAnswer(answer, convencer).caption).toContain('\n\nComente QUERO.\n\n');
    expect(buildPlanFromAnswer(answer, convencer).slides[0]).not.toHaveProperty('imageRef');
  });

  it('tops up hashtags from the slides when the model gave too few usable ones', () => {
    const few = buildPlanFromAnswer(
      { ...answer, legenda: { ...answer.legenda, hashtags: ['#', '#2024', '#bolo'] } },
      conectar,
    );
    const tags = few.caption.trim().split('\n').at(-1)?.split(' ') ?? [];
    expect(tags[0]).toBe('#bolo');
    expect(tags.length).toBeGreaterThanOrEqual(3);
    expect(tags).toContain('#storytelling');
  });
});

describe('cleanHashtags', () => {
  it('lowers case and joins words but keeps accents, drops duplicates (accents aside) and bare numbers, keeps at most 12', () => {
    expect(cleanHashtags(['#Educação Financeira', 'educacaofinanceira', '#123', '#a'])).toEqual([
      '#educaçãofinanceira',
    ]);
    expect(cleanHashtags(Array.from({ length: 20 }, (_, index) => `#tag${index}`))).toHaveLength(12);
  });
});
