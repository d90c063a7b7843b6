import { describe, expect, it } from 'vitest';
import { createLocalWriter, listImageRefs } from './index';
import type { WriterInput } from './types';

const conectar: WriterInput = {
  objetivo: 'conectar',
  campos: {
    historiaDeQue: 'de quando fui demitido e abri minha confeitaria',
    desafio:
      'Eu tinha três meses de reserva e nenhum cliente. Todo dia eu pensava em desistir e voltar para um emprego formal.',
    acao: 'Comecei a vender bolo no pote para os vizinhos do prédio.',
    resultado: 'Em seis meses, a confeitaria faturava mais do que meu antigo salário.',
    moral: 'Às vezes, o fim é só o começo com outra roupa.',
    imagemUrl: 'https://cdn.example.com/capa.jpg',
  },
};
const convencer: WriterInput = {
  objetivo: 'convencer',
  campos: {
    objetivo: 'Mostrar que postar todo dia não faz seu perfil crescer',
    mito: 'Quem posta mais, cresce mais.',
    verdade: 'Quem resolve problemas reais cresce mais. Frequência sem relevância só cansa a audiência.',
    mecanismo: 'O algoritmo prioriza salvamentos e compartilhamentos.',
    novoCaminho: 'Poste três vezes por semana, com profundidade.',
    cta: 'Comente QUERO e eu te mando o roteiro.',
  },
};
const investigar: WriterInput = {
  objetivo: 'investigar',
  campos: {
    assunto: 'Obras da ponte do Limoeiro estão paradas há oito meses. Moradores relatam alagamentos.',
    localizacao: 'Recife (PE)',
    data: 'março de 2025',
  },
};
const educar: WriterInput = {
  objetivo: 'educar',
  campos: {
    titulo: 'Como precificar seu serviço',
    introducao: 'Preço não é chute. É conta.',
    pontos: [
      { titulo: 'Some seus custos', descricao: 'Aluguel, internet, impostos e o seu salário.' },
      {
        titulo: 'Defina sua margem',
        descricao: 'Entre 30% e 50% para serviços.',
        imagemUrl: '/storage/medias/p.png',
      },
      { titulo: 'Compare o mercado', descricao: 'Olhe cinco concorrentes antes de decidir.' },
    ],
  },
};

const writer = createLocalWriter();

function collectTexts(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('http') || value.startsWith('/') ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(collectTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectTexts);
  return [];
}

function texts(plan: Awaited<ReturnType<typeof writer.write>>): string {
  return plan.slides.map((slide) => [slide.eyebrow, slide.title, slide.body].join(' ')).join(' ');
}

describe('createLocalWriter', () => {
  it('is named local and deterministic', async () => {
    expect(writer.name).toBe('local');
    expect(await writer.write(conectar)).toEqual(await writer.write(conectar));
  });

  it('tells a conectar story: hook, desafio, ação, resultado, moral, call to action', async () => {
    const plan = await writer.write(conectar);
    expect(plan.slides.map((slide) => slide.kind)).toEqual([
      'cover',
      'content',
      'content',
      'content',
      'content',
      'closing',
    ]);
    expect(plan.slides.map((slide) => slide.eyebrow)).toEqual([
      'Leia até o fim',
      'O desafio',
      'A virada',
      'O resultado',
      'A moral da história',
      'Se essa história tocou você',
    ]);
    expect(plan.slides[0]).toMatchObject({
      title: 'A história de quando fui demitido e abri minha confeitaria',
      imageRef: 'https://cdn.example.com/capa.jpg',
    });
    // The first sentence leads, the rest becomes the body: hierarchy from the user's own words.
    expect(plan.slides[1]).toMatchObject({
      title: 'Eu tinha três meses de reserva e nenhum cliente',
      body: 'Todo dia eu pensava em desistir e voltar para um emprego formal.',
    });
    expect(plan.slides[4]).toMatchObject({
      title: 'Às vezes, o fim é só o começo com outra roupa',
      variant: 'quote',
    });
    expect(plan.tema).toBe('A história de quando fui demitido e abri minha confeitaria');
  });

  it('busts a myth for convencer and closes with the cta', async () => {
    const plan = await writer.write(convencer);
    expect(plan.slides.map((slide) => slide.eyebrow)).toEqual([
      'Esqueça o que te contaram',
      'O mito',
      'A verdade',
      'Por que funciona',
      'O novo caminho',
      'Agora é com você',
    ]);
    // "Mostrar que" is the author's intent, not the claim.
    expect(plan.slides[0]?.title).toBe('Postar todo dia não faz seu perfil crescer');
    expect(plan.slides.at(-1)).toMatchObject({
      kind: 'closing',
      title: 'Comente QUERO e eu te mando o roteiro',
    });
    expect(plan.caption).toContain('Comente QUERO e eu te mando o roteiro.');
    expect(plan.slides[0]).not.toHaveProperty('imageRef');
  });

  it('reports an investigation with where, when and what, without inventing a cta', async () => {
    const plan = await writer.write(investigar);
    expect(plan.slides.map((slide) => slide.eyebrow)).toEqual([
      'Investigação',
      'Onde e quando',
      'O que aconteceu',
      'Acompanhe',
    ]);
    expect(plan.slides[0]?.title).toBe('Obras da ponte do Limoeiro estão paradas há oito meses');
    expect(plan.slides[1]).toMatchObject({ title: 'Recife (PE)', body: 'março de 2025' });
    expect(plan.slides[2]?.body).toContain('Moradores relatam alagamentos.');
    const withCta = await writer.write({
      ...investigar,
      campos: { ...investigar.campos, cta: 'Assine a newsletter.' },
    });
    expect(withCta.slides.at(-1)?.title).toBe('Assine a newsletter');
    expect(withCta.caption).toContain('Assine a newsletter');
  });

  it('teaches educar point by point, with each point image and a recap', async () => {
    const plan = await writer.write(educar);
    expect(plan.slides).toHaveLength(6);
    expect(plan.slides[0]).toMatchObject({ kind: 'cover', eyebrow: 'Guia rápido · 3 pontos' });
    expect(plan.slides[1]).toMatchObject({
      eyebrow: 'Antes de começar',
      title: 'Preço não é chute. É conta',
    });
    expect(plan.slides[3]).toMatchObject({
      eyebrow: 'Ponto 2 de 3',
      title: 'Defina sua margem',
      body: 'Entre 30% e 50% para serviços.',
      imageRef: '/storage/medias/p.png',
    });
    expect(plan.slides.at(-1)).toMatchObject({
      kind: 'closing',
      body: '1. Some seus custos\n2. Defina sua margem\n3. Compare o mercado',
      variant: 'list',
    });
    expect(listImageRefs(plan)).toEqual(['/storage/medias/p.png']);
  });

  it('keeps every word the user wrote somewhere on the slides (it frames, never replaces)', async () => {
    for (const input of [conectar, convencer, investigar, educar]) {
      const plan = await writer.write(input);
      const shown = texts(plan).toLowerCase();
      const written = collectTexts(input.campos).join(' ').toLowerCase();
      // "Mostrar que" is dropped on purpose: it states the author's intent, not the claim.
      const words = (written.match(/\p{L}{4,}/gu) ?? []).filter((word) => word !== 'mostrar');
      for (const word of words) expect(shown, `${input.objetivo}: ${word}`).toContain(word);
    }
  });

  it('writes a caption with the cta and 3 to 8 clean hashtags from the user words', async () => {
    for (const input of [conectar, convencer, investigar, educar]) {
      const plan = await writer.write(input);
      const tags = plan.caption.match(/#\S+/g) ?? [];
      expect(tags.length).toBeGreaterThanOrEqual(3);
      expect(tags.length).toBeLessThanOrEqual(8);
      for (const tag of tags) expect(tag).toMatch(/^#[a-z0-9]+$/);
      expect(plan.caption.length).toBeLessThanOrEqual(2200);
    }
    const conectarPlan = await writer.write(conectar);
    expect(conectarPlan.caption).toContain('#confeitaria');
    expect(conectarPlan.caption).toContain('#storytelling');
    expect(conectarPlan.caption).not.toMatch(/#(quando|minha|historia)\b/);
    const educarPlan = await writer.write(educar);
    expect(educarPlan.caption).toContain('#precificar');
    expect(educarPlan.caption).toContain('#servico');
  });

  it('still makes 3 hashtags from words that are all stopwords', async () => {
    const plan = await writer.write({
      objetivo: 'investigar',
      campos: { assunto: 'Isso aqui', localizacao: 'Lá', data: 'Hoje' },
    });
    expect(plan.caption.match(/#\S+/g)).toEqual(['#investigacao', '#apuracao', '#jornalismo']);
  });

  it('keeps the tema short for lists', async () => {
    const plan = await writer.write({
      ...convencer,
      campos: { ...convencer.campos, objetivo: `Provar que ${'uma frase muito comprida '.repeat(8)}` },
    });
    expect(plan.tema.length).toBeLessThanOrEqual(60);
    expect(plan.tema.endsWith('…')).toBe(true);
  });

  it('gives a long single sentence a neutral headline and keeps the text whole as body', async () => {
    const long = `${'Passei anos tentando fazer tudo sozinho, '.repeat(5)}até entender que pedir ajuda é força`;
    const plan = await writer.write({ ...conectar, campos: { ...conectar.campos, desafio: long } });
    expect(plan.slides[1]).toMatchObject({ title: 'Onde tudo ficou difícil', body: long });
  });
});
